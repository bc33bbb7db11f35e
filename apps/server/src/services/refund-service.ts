import { type BookingRow, findBooking } from "../db/booking-repository";
import type { Database } from "../db/client";
import {
  claimPendingRefunds,
  claimRefundPending,
  clearRefundPending,
  markRefundPending,
  recordRefund,
  wasRefunded,
} from "../db/refund-repository";
import { savepoint, type Tx, transaction } from "../db/transaction";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { recordAudit } from "./audit-service";
import { type BookingEventsDeps, recordBookingEvent } from "./booking/events/record-booking-event";
import { boughtAPackage } from "./packages/online-packages";

/**
 * A refund owed: a cancelled paid booking (decision 0061), or a payment that arrived after its hold
 * expired and its slot was taken (decision 0067).
 */
export type OwedRefund = { paymentId: string; bookingId: string; amount: number };

/**
 * What refunds need of the booking dependencies (BookingDeps fits; declared here so that
 * booking-service can use this module without an import cycle).
 */
export type RefundDeps = {
  db: Database;
  payments: PaymentProvider;
  resolvePayments?: () => Promise<PaymentProvider>;
  log?: {
    info(event: Record<string, unknown>, message: string): void;
    warn(event: Record<string, unknown>, message: string): void;
  };
  /** What follows the event `refunded` (decision 0120). */
  bookingEvents: BookingEventsDeps["bookingEvents"];
};

const providerOf = (deps: RefundDeps) =>
  deps.resolvePayments ? deps.resolvePayments() : Promise.resolve(deps.payments);

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
  // A payment that bought a package paid the package (issue 35): cancelling its first session gives
  // the session's credit back (the packages subscriber); the money is the package's refund to decide.
  if (await boughtAPackage(tx, booking.id)) return undefined;
  const owed = { paymentId: booking.paymentId, bookingId: booking.id, amount: booking.amount };
  await markRefundPending(tx, owed);
  return owed;
}

/**
 * Inside the payment's transaction (verify or webhook): a payment that came after its hold expired
 * and whose slot was taken is written down as owed, to be refunded after the commit by `refundOwed`
 * and retried by the booking jobs (decision 0067). Reported again (payment.captured, order.paid, the
 * browser's verify), it is owed once: the row's key is the payment id.
 */
export async function oweLatePayment(tx: Tx, booking: BookingRow, paymentId: string): Promise<OwedRefund> {
  const owed = { paymentId, bookingId: booking.id, amount: booking.amount };
  if (!(await wasRefunded(tx, paymentId))) await markRefundPending(tx, owed);
  return owed;
}

/**
 * After the commit, with no transaction open: the provider's refund, once per payment (the
 * record of decision 0041 is looked for first and written after). The first attempt claims the
 * owed row, so two reports of one payment handled at the same moment refund it once; a payment
 * that keeps a PAID booking (confirmed by a concurrent report) is never refunded. A failure leaves
 * the refund owed: a warning with the ids, an audit entry the admin sees (`booking.refund_failed`)
 * on the first failure, and the booking jobs try again every few minutes. Never throws.
 */
export async function refundOwed(
  deps: RefundDeps,
  payments: PaymentProvider | undefined,
  owed: OwedRefund,
  attempt: "first" | "retry" = "first",
): Promise<"refunded" | "already" | "kept" | "elsewhere" | "failed"> {
  try {
    if (await wasRefunded(deps.db, owed.paymentId)) {
      await clearRefundPending(deps.db, owed.paymentId);
      return "already";
    }
    const booking = await findBooking(deps.db, owed.bookingId);
    if (booking?.status === "PAID" && booking.paymentId === owed.paymentId) {
      // Another report of this payment confirmed the booking meanwhile: the money is kept for it.
      await clearRefundPending(deps.db, owed.paymentId);
      deps.log?.info(
        { bookingId: owed.bookingId, paymentId: owed.paymentId },
        "owed refund dropped: the payment confirmed its booking",
      );
      return "kept";
    }
    // The job's claim already holds the row; a first attempt takes it (a lease the jobs respect).
    if (attempt === "first" && !(await claimRefundPending(deps.db, owed.paymentId))) return "elsewhere";
    const provider = payments ?? (await providerOf(deps));
    if (!provider.refund) throw new Error(`the ${provider.name} provider cannot refund`);
    await provider.refund(owed.paymentId, owed.amount);
    await transaction(deps.db, async (tx) => {
      await recordRefund(tx, owed.paymentId, owed.amount);
      await clearRefundPending(tx, owed.paymentId);
      // The provider has paid back: its record above must commit whatever follows, so the event
      // (and the patient's WhatsApp notice, decision 0103) is written in a savepoint.
      if (booking) await recordRefunded(deps, tx, owed, booking);
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

async function recordRefunded(deps: RefundDeps, tx: Tx, owed: OwedRefund, booking: BookingRow) {
  const event = {
    type: "refunded",
    at: new Date(),
    bookingId: owed.bookingId,
    paymentId: owed.paymentId,
    amount: owed.amount,
    currency: booking.currency,
    reference: booking.reference,
  } as const;
  try {
    await savepoint(tx, (sp) => recordBookingEvent(sp, deps, event));
  } catch (error) {
    deps.log?.warn(
      {
        bookingId: owed.bookingId,
        paymentId: owed.paymentId,
        reason: (error as Error).message.slice(0, 300),
      },
      "refund made; its event was not recorded",
    );
  }
}

/** Booking job: owed refunds whose first try failed (or whose server stopped), safe on several servers. */
export async function retryOwedRefunds(deps: RefundDeps, now = new Date()): Promise<number> {
  const due = await claimPendingRefunds(deps.db, new Date(now.getTime() - refundRetryAfterMs));
  if (due.length === 0) return 0;
  const payments = await providerOf(deps);
  let made = 0;
  for (const owed of due) if ((await refundOwed(deps, payments, owed, "retry")) === "refunded") made++;
  return made;
}
