import {
  type BookingRow,
  claimPendingRefunds,
  clearRefundPending,
  markRefundPending,
  recordRefund,
  type Tx,
  transaction,
  wasRefunded,
} from "../db/booking-repository";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { recordAudit } from "./audit-service";
import { type BookingDeps, paymentsOf } from "./booking-service";

/** A refund owed for a cancelled paid booking (decision 0061). */
export type OwedRefund = { paymentId: string; bookingId: string; amount: number };

/** How long an owed refund rests before the booking jobs try it again. */
const refundRetryAfterMs = 5 * 60_000;

/**
 * Inside the cancellation's transaction: when the booking was paid through the provider, the
 * refund is written down as owed (durable), to be made after the commit by `refundOwed`.
 */
export async function owe(tx: Tx, booking: BookingRow): Promise<OwedRefund | undefined> {
  // An admin's booking took no money (its payment id is the clinic's own).
  if (
    booking.status !== "PAID" ||
    booking.isAdminBooking ||
    booking.paymentProvider !== "razorpay" ||
    !booking.paymentId
  )
    return undefined;
  const owed = { paymentId: booking.paymentId, bookingId: booking.id, amount: booking.amount };
  await markRefundPending(tx, owed);
  return owed;
}

/**
 * After the commit, with no transaction open: the provider's refund, once per payment (the
 * record of decision 0041 is looked for first and written after). A failure leaves the refund
 * owed: a warning with the ids, an audit entry the admin sees (`booking.refund_failed`) on the
 * first failure, and the booking jobs try again every few minutes. Never throws.
 */
export async function refundOwed(
  deps: BookingDeps,
  payments: PaymentProvider | undefined,
  owed: OwedRefund,
  attempt: "first" | "retry" = "first",
): Promise<"refunded" | "already" | "failed"> {
  try {
    if (await wasRefunded(deps.db, owed.paymentId)) {
      await clearRefundPending(deps.db, owed.paymentId);
      return "already";
    }
    const provider = payments ?? (await paymentsOf(deps));
    if (!provider.refund) throw new Error(`the ${provider.name} provider cannot refund`);
    await provider.refund(owed.paymentId, owed.amount);
    await transaction(deps.db, async (tx) => {
      await recordRefund(tx, owed.paymentId, owed.amount);
      await clearRefundPending(tx, owed.paymentId);
    });
    if (attempt === "retry")
      deps.log?.info({ bookingId: owed.bookingId, paymentId: owed.paymentId }, "owed refund made on retry");
    return "refunded";
  } catch (error) {
    const reason = (error as Error).message.slice(0, 300);
    deps.log?.warn(
      { bookingId: owed.bookingId, paymentId: owed.paymentId, amount: owed.amount, reason },
      "refund failed; it stays owed and is retried by the booking jobs",
    );
    if (attempt === "first")
      await recordAudit(deps.db, {
        actor: "system",
        action: "booking.refund_failed",
        entity: "booking",
        entityId: owed.bookingId,
        details: { paymentId: owed.paymentId, amount: owed.amount, reason },
      }).catch(() => undefined);
    return "failed";
  }
}

/** Booking job: owed refunds whose first try failed (or whose server stopped), safe on several servers. */
export async function retryOwedRefunds(deps: BookingDeps, now = new Date()): Promise<number> {
  const due = await claimPendingRefunds(deps.db, new Date(now.getTime() - refundRetryAfterMs));
  if (due.length === 0) return 0;
  const payments = await paymentsOf(deps);
  let made = 0;
  for (const owed of due) if ((await refundOwed(deps, payments, owed, "retry")) === "refunded") made++;
  return made;
}
