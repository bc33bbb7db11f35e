import { type Locale, nameIn } from "@clinic/contract/locales";
import {
  type PaymentLink,
  type PublicPaymentLink,
  paymentLinkMessages,
  paymentLinkValidityDays,
} from "@clinic/contract/packages";
import { findBookingWithSlot, keepHoldUntil } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { findPurchase, lockPurchase } from "../../db/package-purchase-repository";
import { packageNamesOf } from "../../db/package-repository";
import { findLink, type PaymentLinkRow } from "../../db/payment-link-repository";
import { transaction } from "../../db/transaction";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { paymentsOf } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { paymentLinkTexts } from "../email-texts/payment-link-texts";
import {
  finishOpening,
  type LinkRequest,
  linkOf,
  type Opening,
  openOrReserve,
  type PaymentLinkDeps,
  razorpayUpiLinks,
} from "./open-link";

/**
 * Payment links (issue 35). With the dummy provider (the offline default) a link is the clinic's own
 * page, `PUBLIC_URL/pay/{id}`, that pays at a click through the same step a provider's webhook takes;
 * with Razorpay it is a Razorpay Payment Link (decision 0133), made outside any transaction
 * (open-link.ts). The id is 128 random bits: the link is its own key, so it names no patient and shows
 * only what is owed. A target has at most one open link; asking again returns it.
 */
export type { PaymentLinkDeps } from "./open-link";

export const linkValidityMs = paymentLinkValidityDays * 86_400_000;

/** The Razorpay Payment Link for a reserved link: our id as its reference, its validity as expire_by. */
export function finishPaymentLink(
  deps: PaymentLinkDeps,
  opening: Opening,
  provider: PaymentProvider,
  description: string,
  afterStore?: Parameters<typeof finishOpening>[5],
): Promise<PaymentLinkRow> {
  return finishOpening(
    deps,
    opening,
    provider,
    async (razorpay, row) =>
      razorpay.createPaymentLink({
        amount: row.amount,
        currency: row.currency,
        expiresAt: row.expiresAt,
        referenceId: row.id,
        description,
        upiLink: await razorpayUpiLinks(deps.db),
      }),
    paymentLinkMessages.providerFailed,
    afterStore,
  );
}

/** GET /api/public/payment-links/{linkId}: what the link's page shows (a QR code is no link). */
export async function readPaymentLink(
  db: Database,
  id: string,
  now = new Date(),
  locale: Locale = "en",
): Promise<PublicPaymentLink> {
  const row = await findLink(db, id);
  if (row?.kind !== "link" || row.status === "making")
    throw new DomainError("not_found", paymentLinkMessages.notFound);
  const purchase = row.purchaseId ? await findPurchase(db, row.purchaseId) : undefined;
  const names = purchase && (await packageNamesOf(db, [purchase.packageId])).get(purchase.packageId);
  const expired = row.status === "open" && row.expiresAt <= now;
  return {
    id: row.id,
    amountInPaisa: row.amount,
    currency: row.currency,
    // In the page's language: a package by its translated name (as its email named it).
    description: purchase
      ? nameIn({ name: purchase.name, names }, locale)
      : paymentLinkTexts[locale].consultation,
    status: expired ? "expired" : (row.status as PublicPaymentLink["status"]),
    expiresAt: row.expiresAt.toISOString(),
    provider: row.provider as PublicPaymentLink["provider"],
  };
}

/**
 * An unpaid booking's open link or QR of `kind`, or a reservation for a new one: refused (409
 * `link_closed`) for a booking paid, cancelled or free (nothing owed). An open hold is kept while the
 * link is open.
 */
export async function openForBooking(
  deps: PaymentLinkDeps,
  bookingId: string,
  request: Pick<LinkRequest, "kind" | "validityMs">,
  provider: PaymentProvider,
  now: Date,
): Promise<Opening> {
  return transaction(deps.db, async (tx) => {
    const found = await findBookingWithSlot(tx, bookingId);
    if (!found) throw new DomainError("not_found", paymentLinkMessages.bookingNotFound);
    const { booking } = found;
    if ((booking.status !== "PENDING" && booking.status !== "EXPIRED") || booking.amount <= 0)
      throw new DomainError("link_closed", paymentLinkMessages.nothingOwed);
    const target = { bookingId, amount: booking.amount, currency: booking.currency, ...request };
    const opening = await openOrReserve(deps, tx, target, provider, now);
    if (opening.state === "open") await keepHoldUntil(tx, bookingId, opening.row.expiresAt);
    return opening;
  });
}

/**
 * POST /api/admin/bookings/{id}/payment-link (issue 35): for an unpaid booking (a hold the patient left,
 * or one that ran out), the open link or a new one; an open hold is kept while its link is open.
 */
export async function bookingPaymentLink(
  deps: PaymentLinkDeps,
  bookingId: string,
  now = new Date(),
): Promise<PaymentLink> {
  const provider = await paymentsOf(deps);
  const opening = await openForBooking(deps, bookingId, { validityMs: linkValidityMs }, provider, now);
  const row = await finishPaymentLink(deps, opening, provider, paymentLinkMessages.consultation, (tx, made) =>
    keepHoldUntil(tx, bookingId, made.expiresAt),
  );
  return linkOf(row);
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
  const provider = await paymentsOf(deps);
  const { opening, name } = await transaction(deps.db, async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId);
    if (!purchase) throw new DomainError("not_found", paymentLinkMessages.purchaseNotFound);
    if (purchase.paymentStatus !== "PENDING")
      throw new DomainError("link_closed", paymentLinkMessages.nothingOwed);
    const request = {
      purchaseId,
      amount: purchase.amount,
      currency: purchase.currency,
      validityMs: linkValidityMs,
    };
    return { opening: await openOrReserve(deps, tx, request, provider, now), name: purchase.name };
  });
  return linkOf(await finishPaymentLink(deps, opening, provider, name));
}
