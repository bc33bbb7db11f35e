import { randomUUID } from "node:crypto";
import type { Tx } from "../../db/transaction";
import { enqueueEmail } from "../messages/message-outbox";
import { clinicNotificationEmail } from "../notification-email";

/**
 * Tells the practitioner, through the outbox, in the patient's transaction (so a request is never
 * stored without its notice). The text names the booking's reference only: no personal data in an
 * email the clinic's mail provider keeps; the admin opens the queue or the patient's page for more.
 */
export async function queueClinicNotice(
  tx: Tx,
  input: {
    clinicEmail: string | undefined;
    kind: "clinic-consent-withdrawn" | "clinic-erasure-request";
    bookingId: string;
    reference: string;
  },
): Promise<boolean> {
  const to = await clinicNotificationEmail(tx, input.clinicEmail);
  if (!to) return false;
  const withdrawn = input.kind === "clinic-consent-withdrawn";
  return enqueueEmail(tx, {
    id: randomUUID(),
    kind: input.kind,
    bookingId: input.bookingId,
    toAddress: to,
    subject: withdrawn
      ? `A patient withdrew consent (${input.reference})`
      : `A patient asked to erase their data (${input.reference})`,
    textBody: withdrawn
      ? `The patient of booking ${input.reference} withdrew their consent from the manage page.\nReminders and other messages to them have stopped. Their record is in the admin.`
      : `The patient of booking ${input.reference} asked for their data to be erased.\nThe request waits in the admin under Patient data → Erasure requests.`,
  });
}
