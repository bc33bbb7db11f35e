import type { Database } from "../db/client";
import type { EmailSender } from "../integrations/email/email-sender";
import type { Logger } from "../logger";
import { deliverDueEmails, type ManageLinks } from "../services/booking-email-service";
import { emailDeliveryJob, whatsappDeliveryJob } from "../services/messages/message-outbox";
import { deliverDueWhatsApp, type WhatsAppDelivery } from "../services/whatsapp/deliver-whatsapp";
import { queueWhatsAppReminders } from "../services/whatsapp/whatsapp-notices";
import type { JobDefinition } from "./job-runner";

/**
 * Delivery of the outboxes (decisions 0024, 0103, 0119). A write that queues a message enqueues a
 * delivery run in its transaction, so delivery starts once it commits; a run also comes every few
 * seconds for messages waiting on their backoff or held for the calendar. Each message keeps its own
 * attempts, lease and dead end in its outbox row (a mail server down for hours gives each email up
 * after its last attempt, never twice), so a run itself fails only when the database does.
 */
export function messageJobs(o: {
  db: Database;
  log: Logger;
  email: { sender: EmailSender; links: ManageLinks };
  whatsapp: WhatsAppDelivery;
  whatsappReminders: { reminderHours: number[]; clinicTimezone: () => string; clinicName: () => string };
}): JobDefinition[] {
  const { db, log } = o;
  return [
    {
      name: emailDeliveryJob,
      everySeconds: 10,
      policy: "standard",
      pollSeconds: 1,
      retryLimit: 2,
      retryDelaySeconds: 5,
      // A silent mail server holds a run up to half the emails' lease (booking-email-service.ts).
      expireInSeconds: 180,
      async run() {
        const emails = await deliverDueEmails(db, o.email.sender, new Date(), o.email.links);
        if (emails.failed > 0)
          log.warn(
            { failed: emails.failed, sent: emails.sent, deferred: emails.deferred },
            "some emails failed; will retry",
          );
      },
    },
    {
      name: whatsappDeliveryJob,
      everySeconds: 5,
      policy: "standard",
      pollSeconds: 1,
      retryLimit: 2,
      retryDelaySeconds: 5,
      expireInSeconds: 180,
      async run() {
        const counts = await deliverDueWhatsApp(db, { ...o.whatsapp, log });
        if (counts.failed > 0 || counts.retried > 0 || counts.dropped > 0)
          log.warn({ ...counts }, "WhatsApp delivery");
      },
    },
    {
      name: "reminders.whatsapp",
      everySeconds: 60,
      retryLimit: 3,
      retryDelaySeconds: 15,
      expireInSeconds: 300,
      async run() {
        const queued = await queueWhatsAppReminders(db, {
          reminderHours: o.whatsappReminders.reminderHours,
          clinicTimezone: o.whatsappReminders.clinicTimezone(),
          clinicName: o.whatsappReminders.clinicName(),
        });
        if (queued > 0) log.info({ queued }, "WhatsApp reminders queued");
      },
    },
  ];
}
