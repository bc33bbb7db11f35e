import { dateKeyInZone } from "@clinic/contract/slot-generator";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import {
  emailChannel,
  type ReminderChannel,
  sendDueReminders,
} from "../services/measurements/measurement-reminders";
import { startRecurringJob } from "./recurring-job";

/**
 * The tracker's reminder job (decision 0107): at start and every `intervalMs` (an hour), reminders due
 * in the clinic's calendar are sent once each (the reminder row is the claim, so several servers
 * send each once). `extraChannels` adds WhatsApp beside the email.
 */
export function startMeasurementJobs(
  db: Database,
  log: Logger,
  o: { publicUrl: string; clinicTimezone: () => string; extraChannels?: ReminderChannel[] },
  intervalMs = 60 * 60_000,
): { stop(): Promise<void> } {
  const channels = [emailChannel(o.publicUrl), ...(o.extraChannels ?? [])];
  const tick = async () => {
    try {
      const sent = await sendDueReminders(db, dateKeyInZone(new Date(), o.clinicTimezone()), channels);
      if (sent > 0) log.info({ sent }, "measurement reminders queued");
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, "measurement reminder job failed; will retry");
    }
  };
  return startRecurringJob(tick, intervalMs);
}
