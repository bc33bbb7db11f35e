import type { Locale } from "@clinic/contract/locales";
import { type PublicPaymentLink, paymentLinkMessages } from "@clinic/contract/packages";
import { findBookingWithSlot } from "../../db/booking-repository";
import { lockPurchase } from "../../db/package-purchase-repository";
import {
  type LinkKind,
  lockLink,
  lockProviderLink,
  type PaymentLinkRow,
  setLinkStatus,
} from "../../db/payment-link-repository";
import { savepoint, type Tx, transaction } from "../../db/transaction";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { BookingDeps } from "../booking/booking-deps";
import { completeConfirmation } from "../booking/confirm-payment";
import { settlePayment } from "../booking/settle-payment";
import { DomainError } from "../domain-error";
import { confirmPurchasePaid } from "../packages/purchase-payment";
import type { OwedRefund } from "../refund-service";
import { readPaymentLink } from "./payment-links";

/** What follows a paid link's commit: a booking's confirmation, or a late payment's refund. */
export type LinkSettled = { confirm?: string; refund?: OwedRefund };

/**
 * POST /api/public/payment-links/{linkId}/pay: a dummy link paid at a click, as a provider's webhook
 * would report it. 404 for an unknown link (or one a real provider takes the money for), 409
 * `link_closed` for a paid, expired or cancelled one.
 */
export async function payDummyLink(
  deps: BookingDeps,
  id: string,
  now = new Date(),
  locale: Locale = "en",
): Promise<PublicPaymentLink> {
  let settled: LinkSettled = {};
  await transaction(deps.db, async (tx) => {
    const link = await lockLink(tx, id);
    if (link?.provider !== "dummy") throw new DomainError("not_found", paymentLinkMessages.notFound);
    if (link.status !== "open" || link.expiresAt <= now)
      throw new DomainError("link_closed", paymentLinkMessages.closed);
    settled = await linkPaid(deps, tx, link, { method: "dummy", paymentId: link.providerLinkId }, now);
  });
  // After the commit: a booking's meeting link, calendar event and confirmation (decision 0060).
  if (settled.confirm) await completeConfirmation(deps, settled.confirm);
  return readPaymentLink(deps.db, id, now, locale);
}

/**
 * What a paid link pays for, in the payment's transaction: a purchase's sessions are credited; a
 * booking is settled as a provider's payment is (confirmed, also after its hold ran out while the slot
 * is free; owed back when it was taken meanwhile).
 */
async function linkPaid(
  deps: BookingDeps,
  tx: Tx,
  link: PaymentLinkRow,
  payment: { method: string; paymentId: string },
  now: Date,
  provider?: PaymentProvider,
): Promise<LinkSettled> {
  await setLinkStatus(tx, link.id, "paid", now);
  if (link.purchaseId) {
    const purchase = await lockPurchase(tx, link.purchaseId);
    if (purchase) await confirmPurchasePaid(tx, purchase, payment.method, now, deps.settings.clinicTimezone);
    return {};
  }
  const found = link.bookingId ? await findBookingWithSlot(tx, link.bookingId) : undefined;
  if (!found) return {};
  const { booking, slot } = found;
  const settled = await settlePayment(deps, tx, booking, slot, payment.paymentId, now, provider);
  if (settled.refund) return { refund: settled.refund };
  return booking.status !== "PAID" && settled.booking.userCalendar === "pending"
    ? { confirm: settled.booking.id }
    : {};
}

/** A provider's report that its link or QR was paid (the Razorpay webhook's entity and payment). */
export type ProviderPayment = {
  kind: LinkKind;
  providerLinkId: string;
  /** Our link's id as the provider carries it back (reference_id, or the QR's notes). */
  referenceId: string | undefined;
  paymentId: string;
  amount: number;
  currency: string;
};

/**
 * In the webhook's transaction: the link or QR paid once. Replays change nothing (the link is paid
 * already); a payment of another amount or currency changes nothing either. A link still being made
 * (the webhook came before Razorpay's answer was stored) or expired meanwhile is paid: the money came.
 */
export async function payProviderLink(
  deps: BookingDeps,
  tx: Tx,
  provider: PaymentProvider,
  paid: ProviderPayment,
  now: Date,
): Promise<{ outcome: string } & LinkSettled> {
  const link = await lockProviderLink(tx, { provider: provider.name, ...paid });
  if (!link) return { outcome: "unknown-link" };
  if (link.status === "paid") return { outcome: "already-paid" };
  if (link.status === "cancelled") return { outcome: "link-closed" };
  if (paid.amount !== link.amount || paid.currency !== link.currency) return { outcome: "amount-mismatch" };
  try {
    const payment = { method: provider.name, paymentId: paid.paymentId };
    // A savepoint: a booking that can no longer be paid leaves the link as it was.
    const settled = await savepoint(tx, (sp) => linkPaid(deps, sp, link, payment, now, provider));
    return { outcome: settled.refund ? "refunded" : "paid", ...settled };
  } catch (error) {
    if (error instanceof DomainError) return { outcome: "not-confirmed" };
    throw error;
  }
}
