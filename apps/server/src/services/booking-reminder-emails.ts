import { randomUUID } from "node:crypto";
import { localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import type { Database } from "../db/client";
import { bookingsDueForReminder, type ReminderCandidate } from "../db/email-outbox-repository";
import { manageLinkMarker } from "./booking-email-service";
import { clinicWhen } from "./clinic-zone";
import { confirmationTexts } from "./email-texts/confirmation-texts";
import { reminderTexts } from "./email-texts/reminder-texts";
import { enqueueEmails } from "./messages/message-outbox";

/** The reminder emails before each paid consultation (the email outbox sends them). */
export type ReminderSettings = {
  reminderHours: number[];
  clinicTimezone: string;
};

function reminderEmail(kind: string, b: ReminderCandidate, settings: ReminderSettings) {
  // In the language the patient booked in, or chose on the manage page (issue 33).
  const locale = localeOr(b.locale);
  const t = reminderTexts[locale];
  const when = clinicWhen(b.startAt, settings.clinicTimezone, locale);
  return {
    id: randomUUID(),
    kind,
    bookingId: b.bookingId,
    toAddress: b.customerEmail,
    subject: fill(t.subject, { when }),
    textBody: [
      fill(t.greeting, { name: b.customerName }),
      "",
      fill(t.reminder, { when }),
      fill(t.reference, { reference: b.reference }),
      fill(t.join, { link: b.meetingLink ?? "-" }),
      // Bookings paid before migration 0007 have no sealed token: they point to the confirmation email.
      // The link itself is rendered at send time (decision 0093).
      b.manageTokenSealed ? fill(confirmationTexts[locale].manage, { link: manageLinkMarker }) : t.noManage,
    ].join("\n"),
  };
}

/**
 * Reminders before each paid consultation (default 24 h and 1 h), each queued once: (kind, booking)
 * is unique, so two servers queueing the same reminder store it once. Each carries the meeting link
 * and the manage link (rendered at send time from the booking's sealed token, decisions 0066, 0093).
 */
export async function queueDueReminders(
  db: Database,
  settings: ReminderSettings,
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const hours of settings.reminderHours) {
    const kind = `reminder-${hours}h`;
    const due = await bookingsDueForReminder(db, { kind, hours, now });
    queued += await enqueueEmails(
      db,
      due.map((b) => reminderEmail(kind, b, settings)),
    );
  }
  return queued;
}
