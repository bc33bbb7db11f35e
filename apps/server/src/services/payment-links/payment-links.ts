import { randomBytes } from "node:crypto";
import {
  type PaymentLink,
  type PublicPaymentLink,
  paymentLinkMessages,
  paymentLinkValidityDays,
} from "@clinic/contract/packages";
import { findBookingWithSlot, keepHoldUntil } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { findPurchase, lockPurchase } from "../../db/package-purchase-repository";
import {
  expireLinks,
  findLink,
  findOpenLink,
  insertLink,
  type LinkTarget,
  lockLink,
  type PaymentLinkRow,
  setLinkStatus,
} from "../../db/payment-link-repository";
import { type Tx, transaction } from "../../db/transaction";
import { type BookingDeps, paymentsOf } from "../booking/booking-deps";
import { completeConfirmation } from "../booking/confirm-payment";
import { settlePayment } from "../booking/settle-payment";
import { DomainError } from "../domain-error";
import { confirmPurchasePaid } from "../packages/purchase-payment";
import { sendPaymentLink } from "./send-payment-link";

/**
 * Payment links (issue 35). With the dummy provider (the offline default) a link is the clinic's own
 * page, `PUBLIC_URL/pay/{id}`, that pays at a click through the same step a provider's webhook takes.
 * The id is 128 random bits: the link is its own key, so it names no patient and shows only what is
 * owed. A target has at most one open link; asking again returns it.
 */
export type PaymentLinkDeps = Pick<
  BookingDeps,
  "db" | "settings" | "payments" | "resolvePayments" | "now" | "log"
>;

const linkOf = (row: PaymentLinkRow): PaymentLink => ({
  id: row.id,
  url: row.url,
  expiresAt: row.expiresAt.toISOString(),
});

export async function openPaymentLink(
  deps: PaymentLinkDeps,
  tx: Tx,
  target: LinkTarget & { amount: number; currency: string },
  now: Date,
): Promise<PaymentLink> {
  await expireLinks(tx, now);
  const open = await findOpenLink(tx, target);
  if (open) return linkOf(open);
  const provider = await paymentsOf(deps);
  // Razorpay Payment Links are not built yet: a clinic-hosted page must never stand in for them (it
  // would let a link be "paid" without money).
  if (provider.name !== "dummy")
    throw new DomainError("service_unavailable", paymentLinkMessages.providerNotReady);
  const id = `pl_${randomBytes(16).toString("base64url")}`;
  const row = await insertLink(tx, {
    id,
    purchaseId: target.purchaseId ?? null,
    bookingId: target.bookingId ?? null,
    amount: target.amount,
    currency: target.currency,
    provider: provider.name,
    providerLinkId: id,
    url: `${deps.settings.publicUrl.replace(/\/+$/, "")}/pay/${id}`,
    expiresAt: new Date(now.getTime() + paymentLinkValidityDays * 86_400_000),
  });
  // A new link goes to the patient at once; asking again for an open one sends nothing again.
  await sendPaymentLink(tx, deps, row, target);
  return linkOf(row);
}

/** GET /api/public/payment-links/{linkId}: what the link's page shows. */
export async function readPaymentLink(
  db: Database,
  id: string,
  now = new Date(),
): Promise<PublicPaymentLink> {
  const row = await findLink(db, id);
  if (!row) throw new DomainError("not_found", paymentLinkMessages.notFound);
  const purchase = row.purchaseId ? await findPurchase(db, row.purchaseId) : undefined;
  const expired = row.status === "open" && row.expiresAt <= now;
  return {
    id: row.id,
    amountInPaisa: row.amount,
    currency: row.currency,
    description: purchase?.name ?? paymentLinkMessages.consultation,
    status: expired ? "expired" : (row.status as PublicPaymentLink["status"]),
    expiresAt: row.expiresAt.toISOString(),
    provider: row.provider as PublicPaymentLink["provider"],
  };
}

/**
 * POST /api/public/payment-links/{linkId}/pay: a dummy link paid at a click, as a provider's webhook
 * would report it. 404 for an unknown link (or one a real provider takes the money for), 409
 * `link_closed` for a paid, expired or cancelled one.
 */
export async function payDummyLink(
  deps: BookingDeps,
  id: string,
  now = new Date(),
): Promise<PublicPaymentLink> {
  let confirmed: string | undefined;
  await transaction(deps.db, async (tx) => {
    const link = await lockLink(tx, id);
    if (link?.provider !== "dummy") throw new DomainError("not_found", paymentLinkMessages.notFound);
    if (link.status !== "open" || link.expiresAt <= now)
      throw new DomainError("link_closed", paymentLinkMessages.closed);
    confirmed = await linkPaid(deps, tx, link, "dummy", now);
  });
  // After the commit: a booking's meeting link, calendar event and confirmation (decision 0060).
  if (confirmed) await completeConfirmation(deps, confirmed);
  return readPaymentLink(deps.db, id, now);
}

/**
 * What a paid link pays for, in the payment's transaction: a purchase's sessions are credited; a
 * booking is settled as a provider's payment is (confirmed, also after its hold ran out while the slot
 * is free). Answers the booking whose confirmation follows the commit.
 */
async function linkPaid(
  deps: BookingDeps,
  tx: Tx,
  link: PaymentLinkRow,
  method: string,
  now: Date,
): Promise<string | undefined> {
  await setLinkStatus(tx, link.id, "paid", now);
  if (link.purchaseId) {
    const purchase = await lockPurchase(tx, link.purchaseId);
    if (purchase) await confirmPurchasePaid(tx, purchase, method, now, deps.settings.clinicTimezone);
    return undefined;
  }
  const found = link.bookingId ? await findBookingWithSlot(tx, link.bookingId) : undefined;
  if (!found) return undefined;
  const settled = await settlePayment(deps, tx, found.booking, found.slot, link.providerLinkId, now);
  return settled.booking ? settled.booking.id : undefined;
}

/**
 * POST /api/admin/bookings/{id}/payment-link (issue 35): for an unpaid booking (a hold the patient left,
 * or one that ran out), the open link or a new one; an open hold is kept while its link is open. 409
 * `link_closed` for a booking paid, cancelled or free (nothing owed).
 */
export async function bookingPaymentLink(
  deps: PaymentLinkDeps,
  bookingId: string,
  now = new Date(),
): Promise<PaymentLink> {
  return transaction(deps.db, async (tx) => {
    const found = await findBookingWithSlot(tx, bookingId);
    if (!found) throw new DomainError("not_found", paymentLinkMessages.bookingNotFound);
    const { booking } = found;
    if ((booking.status !== "PENDING" && booking.status !== "EXPIRED") || booking.amount <= 0)
      throw new DomainError("link_closed", paymentLinkMessages.nothingOwed);
    const link = await openPaymentLink(
      deps,
      tx,
      { bookingId, amount: booking.amount, currency: booking.currency },
      now,
    );
    await keepHoldUntil(tx, bookingId, new Date(link.expiresAt));
    return link;
  });
}

/**
 * POST /api/admin/package-purchases/{purchaseId}/payment-link: the purchase's open link, or a new one
 * once the last expired. Refused for a purchase already paid (409 `link_closed`: nothing is owed).
 */
export async function purchasePaymentLink(
  deps: PaymentLinkDeps,
  purchaseId: string,
  now = new Date(),
): Promise<PaymentLink> {
  return transaction(deps.db, async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw new DomainError("not_found", paymentLinkMessages.purchaseNotFound);
    if (purchase.paymentStatus !== "PENDING")
      throw new DomainError("link_closed", paymentLinkMessages.nothingOwed);
    return openPaymentLink(
      deps,
      tx,
      { purchaseId, amount: purchase.amount, currency: purchase.currency },
      now,
    );
  });
}
