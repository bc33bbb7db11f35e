import type { Database } from "../db/client";
import { deleteFinishedWhatsApp } from "../db/whatsapp-repository";
import { type OutboxFolder, outboxKeptSince } from "../integrations/outbox-folder";
import type { Logger } from "../logger";
import {
  type DeliveryCounts,
  deliverDueWhatsApp,
  type WhatsAppDelivery,
} from "../services/whatsapp/deliver-whatsapp";
import { queueWhatsAppReminders } from "../services/whatsapp/whatsapp-notices";
import { startRecurringJob } from "./recurring-job";

/**
 * WhatsApp's database-backed jobs (decision 0103), beside the email jobs and safe on several servers:
 * the reminders at the email reminders' hours (REMINDER_HOURS; (kind, booking) is unique, so two servers
 * queue each once), and the outbox's delivery with leases. A runner of its own (jobs/recurring-job.ts):
 * a slow or hanging provider never delays the emails or the holds. A failure is logged (no personal
 * data) and tried again next tick.
 */
export function startWhatsAppJobs(
  db: Database,
  log: Logger,
  delivery: WhatsAppDelivery,
  reminders: {
    reminderHours: number[];
    readonly clinicTimezone: string;
    clinicName: string;
    /** Finished messages are deleted this many days after (OUTBOX_KEEP_DAYS, as sent emails). */
    outboxKeepDays: number;
    /** The outbox provider's folder, when it is in use: its files go after the same days (decision 0116). */
    outboxFolder?: OutboxFolder;
  },
  intervalMs = 5_000,
): { stop(): Promise<void> } {
  let ticks = 0;
  const tick = async (): Promise<DeliveryCounts | undefined> => {
    try {
      if (ticks++ % 12 === 0) {
        const queued = await queueWhatsAppReminders(db, {
          reminderHours: reminders.reminderHours,
          clinicTimezone: reminders.clinicTimezone,
          clinicName: reminders.clinicName,
        });
        if (queued > 0) log.info({ queued }, "WhatsApp reminders queued");
      }
      // About hourly (every 720th tick of 5 s), from the first tick.
      if ((ticks - 1) % 720 === 0) {
        const now = new Date();
        const deleted = await deleteFinishedWhatsApp(db, reminders.outboxKeepDays, now);
        if (deleted > 0) log.info({ deleted }, "WhatsApp messages older than OUTBOX_KEEP_DAYS deleted");
        const files = await reminders.outboxFolder?.pruneWrittenBefore(
          outboxKeptSince(now, reminders.outboxKeepDays),
        );
        if (files) log.info({ files }, "outbox WhatsApp files older than OUTBOX_KEEP_DAYS deleted");
      }
      const counts = await deliverDueWhatsApp(db, { ...delivery, log });
      if (counts.failed > 0 || counts.retried > 0 || counts.dropped > 0)
        log.warn({ ...counts }, "WhatsApp delivery");
      return counts;
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, "WhatsApp job failed; will retry");
      return undefined;
    }
  };
  // The first run one interval after start, as before the shared runner: the server is up first.
  return startRecurringJob(tick, intervalMs, { atStart: false });
}
