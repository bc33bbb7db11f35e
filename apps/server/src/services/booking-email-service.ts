import { createHash, randomBytes, randomUUID } from "node:crypto";
import { formatMoney } from "@clinic/contract/money";
import type { BookingRow, SlotRow, Tx } from "../db/booking-repository";
import type { Database } from "../db/client";
import {
  claimDueEmails,
  enqueueEmail,
  markEmailFailed,
  markEmailSent,
  queueReminders,
} from "../db/email-outbox-repository";
import type { EmailSender } from "../integrations/email/email-sender";

export const maxEmailAttempts = 8;
/** How long a claimed email is reserved for the server that claimed it. */
const emailLeaseSeconds = 120;

/** 30 s, 1 min, 2 min … capped at 1 h. */
export function emailBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(`manage:${token}`).digest("hex");
}

export type ConfirmationEmailInput = {
  booking: BookingRow;
  slot: SlotRow;
  manageToken: string;
  publicUrl: string;
  clinicTimezone: string;
  clinicEmail: string | undefined;
  ics: string;
};

/**
 * Queues, in the payment's transaction, the confirmation to the patient (with the invite and
 * the manage link) and a notice to the clinic. Delivery happens later, in the outbox job, so a
 * failing mail server never fails or slows a booking.
 */
export async function queueConfirmationEmails(tx: Tx, input: ConfirmationEmailInput): Promise<void> {
  const { booking, slot } = input;
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: input.clinicTimezone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(slot.startAt);
  const manageLink = `${input.publicUrl}/manage/${booking.id}#token=${input.manageToken}`;
  const lines = [
    `Dear ${booking.customerName},`,
    "",
    `Your video consultation is confirmed for ${when} (${input.clinicTimezone}).`,
    `Reference: ${booking.reference}`,
    `Amount paid: ${formatMoney(booking.amount, booking.currency)} (includes GST ${booking.taxPercent}%)`,
    booking.meetingLink ? `Join the consultation: ${booking.meetingLink}` : "",
    "",
    `To reschedule or cancel: ${manageLink}`,
    "",
    "The calendar invitation is attached.",
  ];
  await enqueueEmail(tx, {
    id: randomUUID(),
    kind: "booking-confirmation",
    bookingId: booking.id,
    toAddress: booking.customerEmail,
    subject: `Consultation confirmed: ${when}`,
    textBody: lines.filter((l, i) => l !== "" || lines[i - 1] !== "").join("\n"),
    icsAttachment: input.ics,
  });
  if (input.clinicEmail)
    await enqueueEmail(tx, {
      id: randomUUID(),
      kind: "clinic-new-booking",
      bookingId: booking.id,
      toAddress: input.clinicEmail,
      subject: `New consultation booked: ${when}`,
      textBody: `A consultation was booked for ${when} (${input.clinicTimezone}).\nReference: ${booking.reference}\nMeeting link: ${booking.meetingLink ?? "-"}`,
      icsAttachment: null,
    });
}

/** Sends due emails; each failure is retried with backoff, up to `maxEmailAttempts`. */
export async function deliverDueEmails(
  db: Database,
  sender: EmailSender,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const due = await claimDueEmails(db, now, 20, emailLeaseSeconds);
  let sent = 0;
  let failed = 0;
  const started = Date.now();
  for (const email of due) {
    // Never send past half the lease: after it, another server may take the same email.
    if (Date.now() - started > (emailLeaseSeconds * 1000) / 2) {
      await markEmailFailed(db, email.id, {
        nextAttemptAt: new Date(),
        lastError: "not tried: the batch ran out of time",
        giveUp: false,
      });
      continue;
    }
    try {
      await sender.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        messageId: `<${email.id}@clinic-booking>`,
        ...(email.icsAttachment
          ? {
              attachments: [
                {
                  filename: "consultation.ics",
                  content: email.icsAttachment,
                  contentType: "text/calendar; method=REQUEST",
                },
              ],
            }
          : {}),
      });
      await markEmailSent(db, email.id, new Date());
      sent++;
    } catch (error) {
      failed++;
      await markEmailFailed(db, email.id, {
        nextAttemptAt: new Date(now.getTime() + emailBackoffMs(email.attempts)),
        lastError: (error as Error).message.slice(0, 500),
        giveUp: email.attempts >= maxEmailAttempts,
      });
    }
  }
  return { sent, failed };
}

/** Reminders before each paid consultation (default 24 h and 1 h), each queued once. */
export async function queueDueReminders(
  db: Database,
  settings: { reminderHours: number[]; publicUrl: string; clinicTimezone: string },
  now = new Date(),
): Promise<number> {
  let queued = 0;
  for (const hours of settings.reminderHours)
    queued += await queueReminders(db, { kind: `reminder-${hours}h`, hours, now, ...settings });
  return queued;
}
