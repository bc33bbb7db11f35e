import type { BookingRow } from "../../db/booking-repository";
import { highestInviteSequence } from "../../db/email-outbox-repository";
import type { Tx } from "../../db/transaction";

/**
 * The SEQUENCE of a booking's next calendar invitation (a move) or cancellation: above every one
 * queued for it before (the confirmation's has none, i.e. 0), and never below the seconds since the
 * booking was made, so it grows even when older emails are gone (decision 0072).
 */
export async function nextInviteSequence(
  tx: Tx,
  booking: Pick<BookingRow, "id" | "createdAt">,
  at: Date,
): Promise<number> {
  const byTime = Math.max(1, Math.floor((at.getTime() - booking.createdAt.getTime()) / 1000));
  return Math.max(byTime, (await highestInviteSequence(tx, booking.id)) + 1);
}
