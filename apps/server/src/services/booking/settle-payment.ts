import type { BookingRow } from "../../db/booking-repository";
import type { SlotRow } from "../../db/slot-repository";
import { savepoint, type Tx } from "../../db/transaction";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { queueLatePaymentEmails } from "../booking-email-service";
import { DomainError } from "../domain-error";
import { clinicNotificationEmail } from "../notification-email";
import { type OwedRefund, oweLatePayment } from "../refund-service";
import { type BookingDeps, paymentsOf } from "./booking-deps";
import { confirmPaid } from "./confirm-payment";

/** The answer to a payment that came after its hold expired, when the slot was taken meanwhile. */
export const latePaymentRefundMessage =
  "Your hold on this time ran out and the slot was taken. Your payment will be refunded in full.";

/** The answer to a shared hold's payment (decision 0092) when someone else paid for the slot first. */
export const sharedHoldRefundMessage =
  "Someone else paid for this time first, so it could not be booked for you. Your payment will be refunded in full.";

/**
 * A booking that is EXPIRED before its hold ran out was a shared hold (decision 0092): it never
 * kept its slot. The refund's answer says who took the slot, not that the hold ran out.
 */
export function wasSharedHold(booking: BookingRow, now: Date): boolean {
  return booking.status === "EXPIRED" && booking.holdExpiresAt.getTime() > now.getTime();
}

/** A settled payment: the booking is PAID, or the payment is owed back (decision 0067). */
export type Settlement =
  | { booking: BookingRow; refund?: undefined }
  | { booking?: undefined; refund: OwedRefund };

/**
 * A proven payment for a booking (from the patient's browser or the provider's webhook): confirms
 * it (also after its hold expired, while the slot is free). When the slot was taken meanwhile, the
 * refund is written down as owed in this transaction (and the patient and the clinic emailed); the
 * caller makes it with `refundOwed` after the commit, never inside a transaction, and the booking
 * jobs retry it (decisions 0061, 0067).
 */
export async function settlePayment(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  slot: SlotRow,
  paymentId: string,
  now: Date,
  /** The provider resolved before the transaction (paymentsOf reads settings on another connection). */
  resolved?: PaymentProvider,
): Promise<Settlement> {
  if (booking.status === "PAID") return { booking };
  if (booking.status === "PENDING")
    return { booking: await confirmPaid(deps, tx, booking, slot, paymentId, now) };
  if (booking.status !== "EXPIRED")
    throw new DomainError("conflict", "This booking can no longer be paid. Please book again.");
  try {
    // A savepoint: a refusal half-way (slot taken, booking changed) leaves nothing behind.
    return { booking: await savepoint(tx, (sp) => confirmPaid(deps, sp, booking, slot, paymentId, now)) };
  } catch (error) {
    const payments = error instanceof DomainError ? (resolved ?? (await paymentsOf(deps))) : undefined;
    if (!payments?.refund) throw error;
    const refund = await oweLatePayment(tx, booking, paymentId);
    await queueLatePaymentEmails(tx, {
      booking,
      slot,
      clinicTimezone: deps.settings.clinicTimezone,
      clinicEmail: await clinicNotificationEmail(tx, deps.settings.clinicEmail),
    });
    return { refund };
  }
}
