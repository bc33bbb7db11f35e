import { randomBytes } from "node:crypto";
import { type PaymentLink, paymentLinkMessages } from "@clinic/contract/packages";
import { generalSettingsOf } from "@clinic/contract/settings-sections";
import type { Database } from "../../db/client";
import {
  dropMakingLink,
  dropStaleMakingLinks,
  expireLinks,
  findLink,
  findOpenLink,
  insertLink,
  type LinkKind,
  type LinkTarget,
  type PaymentLinkRow,
  storeMadeLink,
} from "../../db/payment-link-repository";
import { readSection } from "../../db/settings-repository";
import { type Tx, transaction } from "../../db/transaction";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { isRazorpay, type RazorpayProvider } from "../../integrations/payments/razorpay";
import type { BookingDeps } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { sendPaymentLink } from "./send-payment-link";

/**
 * Opening a payment link or a front-desk QR (decision 0133) in two steps, so that no provider is
 * called inside a transaction: the caller's transaction returns the target's open link, or reserves
 * one (`making`, held by the partial unique index, so a second caller waits for it instead of making
 * another); after the commit the provider is asked, and its answer stored in a second transaction.
 * A failed call removes the reservation: nothing is left half-made. The dummy's link is the clinic's
 * own page, made in the caller's transaction as before (no network call).
 */
export type PaymentLinkDeps = Pick<
  BookingDeps,
  "db" | "settings" | "payments" | "resolvePayments" | "now" | "log"
>;

export type LinkRequest = LinkTarget & {
  amount: number;
  currency: string;
  kind?: LinkKind;
  validityMs: number;
};

/** open: ready; reserved: this caller asks the provider; elsewhere: another caller is asking it. */
export type Opening = { row: PaymentLinkRow; state: "open" | "reserved" | "elsewhere" };

export const linkOf = (row: PaymentLinkRow): PaymentLink => ({
  id: row.id,
  url: row.url,
  expiresAt: row.expiresAt.toISOString(),
});

const openingOf = (row: PaymentLinkRow): Opening => ({
  row,
  state: row.status === "making" ? "elsewhere" : "open",
});

/** In the caller's transaction: the open link, the one being made, or a new one (reserved or, dummy, made). */
export async function openOrReserve(
  deps: PaymentLinkDeps,
  tx: Tx,
  request: LinkRequest,
  provider: PaymentProvider,
  now: Date,
): Promise<Opening> {
  await expireLinks(tx, now);
  await dropStaleMakingLinks(tx);
  const kind = request.kind ?? "link";
  const found = await findOpenLink(tx, request, kind);
  if (found) return openingOf(found);
  const local = provider.name === "dummy";
  if (!local && !isRazorpay(provider))
    throw new DomainError("service_unavailable", paymentLinkMessages.providerFailed);
  const id = `${kind === "upi_qr" ? "pq" : "pl"}_${randomBytes(16).toString("base64url")}`;
  const row = await insertLink(tx, {
    id,
    kind,
    purchaseId: request.purchaseId ?? null,
    bookingId: request.bookingId ?? null,
    amount: request.amount,
    currency: request.currency,
    provider: provider.name,
    providerLinkId: id,
    url: local ? `${deps.settings.publicUrl.replace(/\/+$/, "")}/pay/${id}` : "",
    status: local ? "open" : "making",
    expiresAt: new Date(now.getTime() + request.validityMs),
  });
  if (row) {
    // The clinic's own link is ready now: it goes to the patient in this transaction.
    if (local && kind === "link") await sendPaymentLink(tx, deps, row, row);
    return { row, state: local ? "open" : "reserved" };
  }
  // Another caller's link committed first: that one is the target's.
  const other = await findOpenLink(tx, request, kind);
  if (!other) throw new DomainError("conflict", paymentLinkMessages.beingMade);
  return openingOf(other);
}

/**
 * After the caller's commit: the provider makes the reserved link (`make`), stored with `afterStore` in
 * one transaction; a failure removes the reservation and answers 503 with `failMessage`.
 */
export async function finishOpening(
  deps: PaymentLinkDeps,
  opening: Opening,
  provider: PaymentProvider,
  make: (razorpay: RazorpayProvider, row: PaymentLinkRow) => Promise<{ id: string; url: string }>,
  failMessage: string,
  afterStore?: (tx: Tx, row: PaymentLinkRow) => Promise<unknown>,
): Promise<PaymentLinkRow> {
  const { row } = opening;
  if (opening.state === "open") return row;
  if (opening.state === "elsewhere") return waitForMade(deps.db, row.id);
  let made: { id: string; url: string };
  try {
    if (!isRazorpay(provider)) throw new Error("not a Razorpay provider");
    made = await make(provider, row);
  } catch (error) {
    await dropMakingLink(deps.db, row.id);
    deps.log?.warn({ linkId: row.id, reason: (error as Error).message }, "payment link not made");
    throw new DomainError("service_unavailable", failMessage);
  }
  return transaction(deps.db, async (tx) => {
    const stored = { ...row, providerLinkId: made.id, url: made.url };
    if (await storeMadeLink(tx, row.id, { providerLinkId: made.id, url: made.url })) {
      await afterStore?.(tx, stored);
      // A QR code is shown at the desk; a link goes to the patient once it exists.
      if (row.kind === "link") await sendPaymentLink(tx, deps, stored, stored);
    }
    return { ...stored, status: "open" };
  });
}

/** Polls while another caller's provider call is out (it gives up within 10 s). */
async function waitForMade(db: Database, id: string): Promise<PaymentLinkRow> {
  for (let i = 0; i < 120; i++) {
    const row = await findLink(db, id);
    if (!row) break;
    if (row.status !== "making") return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new DomainError("service_unavailable", paymentLinkMessages.beingMade);
}

/** Settings → UPI: whether Razorpay Payment Links offer UPI (an on-demand Razorpay feature). */
export async function razorpayUpiLinks(db: Database): Promise<boolean> {
  return generalSettingsOf(await readSection(db, "general")).upi.razorpayUpiLinks;
}
