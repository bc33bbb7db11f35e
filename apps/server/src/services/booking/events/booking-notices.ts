import { randomUUID } from "node:crypto";
import type { BookingRow } from "../../../db/booking-repository";
import type { Tx } from "../../../db/transaction";
import { enqueueEmail } from "../../messages/message-outbox";
import { clinicNotificationEmail } from "../../notification-email";
import type { BookingDeps } from "../booking-deps";

/**
 * Queues the patient's email about a change to their booking and, with `copyClinic`, the clinic's
 * copy; answers their ids (the patient's first). Sent by the outbox after the commit.
 */
export async function queueBookingNotice(
  tx: Tx,
  deps: Pick<BookingDeps, "settings">,
  booking: BookingRow,
  notice: {
    kind: string;
    /** In the booking's language (issue 33). */
    subject: string;
    text: string;
    /** The clinic's copy in English, when the patient's is in another language. */
    english?: { subject: string; text: string };
    /** The patient's updated invitation (.ics), when there is one. */
    ics?: string;
    /** Held in the outbox until then (or until released; decision 0073). */
    heldUntil?: Date;
    copyClinic: boolean;
  },
): Promise<string[]> {
  const held = notice.heldUntil ? { nextAttemptAt: notice.heldUntil } : {};
  const ids = [randomUUID()];
  await enqueueEmail(tx, {
    id: ids[0] as string,
    kind: notice.kind,
    bookingId: booking.id,
    toAddress: booking.customerEmail,
    subject: notice.subject,
    textBody: notice.text,
    icsAttachment: notice.ics ?? null,
    ...held,
  });
  const clinicEmail = notice.copyClinic
    ? await clinicNotificationEmail(tx, deps.settings.clinicEmail)
    : undefined;
  if (clinicEmail) {
    ids.push(randomUUID());
    await enqueueEmail(tx, {
      id: ids[1] as string,
      kind: `clinic-${notice.kind}`,
      bookingId: booking.id,
      toAddress: clinicEmail,
      subject: `${notice.english?.subject ?? notice.subject} (${booking.reference})`,
      textBody: notice.english?.text ?? notice.text,
      ...held,
    });
  }
  return ids;
}
