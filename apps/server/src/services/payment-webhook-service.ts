import type { RazorpayWebhookEvent } from "@clinic/contract/razorpay-webhook";
import { findBookingByOrderId } from "../db/booking-repository";
import { isRazorpay } from "../integrations/payments/razorpay";
import { type BookingDeps, clock, paymentsOf } from "./booking/booking-deps";
import { completeConfirmation } from "./booking/confirm-payment";
import { settlePayment } from "./booking/settle-payment";
import { DomainError } from "./domain-error";
import { hashRequest, type Outcome, type Replayable, runIdempotent } from "./idempotency-service";
import { type ProviderPayment, payProviderLink } from "./payment-links/link-paid";
import { type OwedRefund, refundOwed } from "./refund-service";

/**
 * Razorpay wants an answer within 5 s: an owed refund is awaited this long after the commit, then
 * goes on in the background. It is durable either way: the booking jobs retry one left unmade.
 */
const refundWaitMs = 4000;

type WebhookHandled = { outcome: string };
/** As the document describes the webhook's body (read, not validated: Razorpay signed it). */
type RazorpayEvent = RazorpayWebhookEvent;

/** A payment link's or QR code's payment, as `payProviderLink` takes it; undefined for other events. */
function linkPaymentOf(event: RazorpayEvent): ProviderPayment | undefined {
  const payment = event.payload?.payment?.entity;
  if (!payment) return undefined;
  const common = { paymentId: payment.id, amount: payment.amount, currency: payment.currency };
  const link = event.payload?.payment_link?.entity;
  if (event.event === "payment_link.paid" && link)
    return { kind: "link", providerLinkId: link.id, referenceId: link.reference_id, ...common };
  const qr = event.payload?.qr_code?.entity;
  if (event.event === "qr_code.credited" && qr) {
    const linkId = qr.notes?.linkId;
    const referenceId = typeof linkId === "string" ? linkId : undefined;
    return { kind: "upi_qr", providerLinkId: qr.id, referenceId, ...common };
  }
  return undefined;
}

/**
 * POST /api/webhooks/razorpay: the signature is checked on the raw body; each event id is handled
 * once (a duplicate gets the first answer again). `payment.captured` and `order.paid` confirm a
 * booking whose browser never came back (or refund when its slot was taken meanwhile);
 * `payment_link.paid` and `qr_code.credited` pay a link or a front-desk QR (decision 0133), once and
 * only for its exact amount; `payment.failed` is recorded. The answer is always quick: the work is a
 * few queries.
 */
export async function handleRazorpayWebhook(
  deps: BookingDeps,
  input: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<Replayable<WebhookHandled>> {
  const provider = await paymentsOf(deps);
  if (!isRazorpay(provider) || !provider.verifyWebhook(input.rawBody, input.signature))
    return Promise.reject(new DomainError("bad_request", "Invalid webhook signature."));
  let event: RazorpayEvent;
  try {
    event = JSON.parse(input.rawBody) as RazorpayEvent;
  } catch {
    return Promise.reject(new DomainError("bad_request", "The webhook body is not JSON."));
  }
  const eventId = input.eventId ?? hashRequest(input.rawBody);
  let toComplete: string | undefined;
  let owed: OwedRefund | undefined;
  const answer = await runIdempotent(
    deps.db,
    { operation: "razorpay-webhook", key: eventId, hash: hashRequest(input.rawBody) },
    async (tx) => {
      const payment = event.payload?.payment?.entity;
      const done = (outcome: string): Outcome<WebhookHandled> => ({ success: true, data: { outcome } });
      const linkPayment = linkPaymentOf(event);
      if (linkPayment) {
        const paid = await payProviderLink(deps, tx, provider, linkPayment, clock(deps));
        if (paid.outcome !== "already-paid") deps.slotCache?.invalidate();
        owed = paid.refund;
        toComplete = paid.confirm;
        return done(paid.outcome);
      }
      if (!payment) return done("ignored");
      if (event.event === "payment.failed") return done("payment-failed-recorded");
      if (event.event !== "payment.captured" && event.event !== "order.paid") return done("ignored");
      const found = await findBookingByOrderId(tx, payment.order_id);
      if (!found) return done("unknown-order");
      const { booking, slot } = found;
      if (payment.amount !== booking.amount || payment.currency !== booking.currency)
        return done("amount-mismatch");
      try {
        const settled = await settlePayment(deps, tx, booking, slot, payment.id, clock(deps), provider);
        deps.slotCache?.invalidate();
        if (settled.refund) {
          // Owed in this transaction, made after its commit (decision 0067).
          owed = settled.refund;
          return done("refunded");
        }
        const current = settled.booking;
        if (booking.status !== "PAID" && current.userCalendar === "pending") toComplete = current.id;
        return done("confirmed");
      } catch (error) {
        if (error instanceof DomainError) return done("not-confirmed");
        throw error;
      }
    },
  );
  // After the commit, with no transaction open: the late payment's refund (once; decision 0067),
  // then the meeting link, the calendar event and the confirmation email (decision 0060).
  if (owed) await atMost(refundWaitMs, refundOwed(deps, provider, owed));
  if (toComplete) await completeConfirmation(deps, toComplete);
  return answer;
}

/** Waits for `work` at most `ms` (it goes on after; it never throws). */
async function atMost(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
