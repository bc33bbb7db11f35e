import type { BookingConfirmation, VerifyPaymentRequest } from "@clinic/contract/booking";
import { findBookingWithSlot } from "../../db/booking-repository";
import { saveKey } from "../../db/idempotency-repository";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { DomainError } from "../domain-error";
import {
  hashRequest,
  type KeyRequest,
  type Outcome,
  type Replayable,
  runIdempotent,
  storedOutcome,
} from "../idempotency-service";
import { confirmationBilling } from "../receipts/confirmation-billing";
import { receiptTokenFor } from "../receipts/receipt-token";
import { type OwedRefund, refundOwed } from "../refund-service";
import { afterWrite, type BookingDeps, clock, paymentsOf } from "./booking-deps";
import { toConfirmation } from "./booking-views";
import { completeConfirmation } from "./confirm-payment";
import {
  latePaymentRefundMessage,
  settlePayment,
  sharedHoldRefundMessage,
  wasSharedHold,
} from "./settle-payment";

export const paymentFailedMessage = "Payment verification failed";

export const paymentCheckUnavailableMessage =
  "We could not reach the payment service to confirm your payment. Please do not pay again: try again in a minute, and if money was taken your booking is confirmed automatically (or the payment refunded).";

/**
 * The provider's proof of a payment, asked before the transaction (a slow payment provider never
 * holds a database connection; decision 0040). A provider that fails to answer is a refusal that
 * is not stored under the key, so the same key can try again.
 */
async function provePayment(
  deps: BookingDeps,
  bookingId: string,
  body: Omit<VerifyPaymentRequest, "idempotencyKey">,
): Promise<{ orderId: string; proven: boolean; payments: PaymentProvider } | undefined> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  const payments = await paymentsOf(deps);
  if (!found || found.booking.paymentProvider !== payments.name) return undefined;
  const { booking } = found;
  try {
    const proven = await payments.verify({
      storedOrderId: booking.orderId,
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
      amount: booking.amount,
      currency: booking.currency,
    });
    return { orderId: booking.orderId, proven, payments };
  } catch {
    throw new DomainError("service_unavailable", paymentCheckUnavailableMessage);
  }
}

/**
 * Step 3 of the wizard: the browser's proof of payment confirms the booking, once per key. A late
 * payment whose slot was taken is refunded after the commit (`payment_refunded`); the meeting
 * link, calendar and email of a confirmation that needs a remote provider follow the commit too.
 */
export async function verifyPayment(
  deps: BookingDeps,
  call: { bookingId: string; body: VerifyPaymentRequest; idempotencyKey: string },
): Promise<Replayable<BookingConfirmation>> {
  const { idempotencyKey: _ignored, ...body } = call.body;
  const proof = await provePayment(deps, call.bookingId, body);
  const request: KeyRequest = {
    operation: `verify-payment:${call.bookingId}`,
    key: call.idempotencyKey,
    hash: hashRequest(body),
    subject: { bookingId: call.bookingId },
  };
  let toComplete: string | undefined;
  let owed: OwedRefund | undefined;
  const first = await afterWrite(
    deps,
    runIdempotent<BookingConfirmation>(deps.db, request, async (tx) => {
      const found = await findBookingWithSlot(tx, call.bookingId);
      if (!found) throw new DomainError("not_found", "Booking not found.");
      const { booking, slot } = found;
      if (!proof?.proven || proof.orderId !== booking.orderId)
        throw new DomainError("payment_failed", paymentFailedMessage);
      const settled = await settlePayment(
        deps,
        tx,
        booking,
        slot,
        body.razorpay_payment_id,
        clock(deps),
        proof.payments,
      );
      // Answered (and stored under the key) with the owed refund committed: returned, not thrown,
      // since a thrown refusal undoes the work's writes. The refund is made after the commit.
      if (settled.refund) {
        owed = settled.refund;
        const message = wasSharedHold(booking, clock(deps))
          ? sharedHoldRefundMessage
          : latePaymentRefundMessage;
        return { success: false, code: "payment_refunded", message };
      }
      const current = settled.booking;
      if (booking.status !== "PAID" && current.userCalendar === "pending") toComplete = current.id;
      return {
        success: true,
        data: {
          ...toConfirmation(deps, current, slot, found.kind, await confirmationBilling(tx, current)),
          receiptToken: receiptTokenFor(deps.secretBox, current.id),
        },
      };
    }),
  );
  // After the commit, with no transaction open: the late payment's refund, once (decision 0067).
  if (owed) await refundOwed(deps, proof?.payments, owed);
  if (!toComplete) return first;
  // After the commit (decision 0060): the link and calendar, then the email. The answer (and the
  // one stored under the key) carries the final link.
  let completed: Outcome<BookingConfirmation> | undefined;
  await completeConfirmation(deps, toComplete, async (tx, done, slot, kind) => {
    completed = {
      success: true,
      data: {
        ...toConfirmation(deps, done, slot, kind, await confirmationBilling(tx, done)),
        receiptToken: receiptTokenFor(deps.secretBox, done.id),
      },
    };
    await saveKey(tx, request.operation, request.key, storedOutcome(request, completed), request.subject);
  });
  return completed ? { outcome: completed, replayed: false } : first;
}
