import { randomUUID } from "node:crypto";
import { localeOr, nameIn } from "@clinic/contract/locales";
import {
  bookingTax,
  creditNoteSeries,
  missingSellerDetails,
  type ReceiptKind,
  type TaxLine,
} from "@clinic/contract/receipts";
import { latestLocaleOfPatient } from "../../db/booking-repository";
import type { PurchaseRow } from "../../db/package-purchase-repository";
import { packageNamesOf } from "../../db/package-repository";
import { findPatient } from "../../db/patient-repository";
import { findReceiptOfPurchase, insertReceipt, type ReceiptRow } from "../../db/receipt-repository";
import type { Tx } from "../../db/transaction";
import { currentPricing } from "../pricing-service";
import { financialYearOf } from "./financial-year";
import { clinicSnapshotOf, numbered } from "./issue-receipt";
import { readReceiptSettings } from "./receipt-settings";

/** The reference a package's documents print where a booking's print its reference: `PKG-` and 8 of its id. */
export function purchaseReference(purchaseId: string): string {
  return `PKG-${purchaseId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/**
 * The receipt of a package just paid (issue 35): one bill of supply (or tax invoice) for the whole
 * package, numbered in the payment's transaction in the clinic's one series, as a booking's is
 * (decision 0105); its sessions issue none. A free package gets none; the same one when it exists.
 */
export async function issuePurchaseReceipt(
  tx: Tx,
  purchase: Pick<
    PurchaseRow,
    "id" | "packageId" | "name" | "amount" | "currency" | "sessionsTotal" | "patientId"
  > & {
    paymentMethod: string;
    expiresOn: string;
  },
  clinicTimezone: string,
  now: Date,
): Promise<ReceiptRow | undefined> {
  if (purchase.amount <= 0) return undefined;
  const existing = await findReceiptOfPurchase(tx, purchase.id);
  if (existing) return existing;
  // One after another: a transaction's client runs one query at a time.
  const settings = await readReceiptSettings(tx);
  const pricing = await currentPricing(tx);
  const patient = await findPatient(tx, purchase.patientId);
  const locale = await latestLocaleOfPatient(tx, purchase.patientId);
  // The package's name in the patient's language, as its payment link and messages name it.
  const names = (await packageNamesOf(tx, [purchase.packageId])).get(purchase.packageId);
  const waits = missingSellerDetails(settings).length > 0;
  return insertReceipt(tx, {
    id: randomUUID(),
    ...(await numbered(tx, settings.seriesPrefix, financialYearOf(now, clinicTimezone))),
    bookingId: null,
    purchaseId: purchase.id,
    kind: "receipt" satisfies ReceiptKind,
    againstReceiptId: null,
    amount: purchase.amount,
    currency: purchase.currency,
    taxTreatment: settings.taxTreatment,
    taxLines: bookingTax(settings.taxTreatment, purchase.amount, pricing.taxPercent).lines,
    issuedAt: waits ? null : now,
    paymentMethod: purchase.paymentMethod,
    paymentReference: purchaseReference(purchase.id),
    clinic: waits ? null : clinicSnapshotOf(settings, clinicTimezone),
    patient: { name: patient?.name ?? "", locale },
    service: {
      description: nameIn({ name: purchase.name, names }, localeOr(locale)),
      startAt: now.toISOString(),
      durationMinutes: 0,
      bookingReference: purchaseReference(purchase.id),
      sessions: purchase.sessionsTotal,
      usableUntil: purchase.expiresOn,
    },
  });
}

/**
 * The credit note of a package's refund (issue 35): against its receipt, for the amount given back, with
 * the receipt's treatment (the tax the refund held, at the receipt's rate), in the credit notes' series.
 * None when the package had no receipt; the same one when it exists.
 */
export async function issuePurchaseCreditNote(
  tx: Tx,
  purchaseId: string,
  amount: number,
  clinicTimezone: string,
  now: Date,
): Promise<ReceiptRow | undefined> {
  const receipt = await findReceiptOfPurchase(tx, purchaseId, "receipt");
  if (!receipt || amount <= 0) return undefined;
  const existing = await findReceiptOfPurchase(tx, purchaseId, "credit_note");
  if (existing) return existing;
  const percent = (receipt.taxLines as TaxLine[]).reduce((sum, line) => sum + line.percent, 0);
  return insertReceipt(tx, {
    ...receipt,
    id: randomUUID(),
    ...(await numbered(tx, creditNoteSeries(receipt.series), financialYearOf(now, clinicTimezone))),
    kind: "credit_note" satisfies ReceiptKind,
    againstReceiptId: receipt.id,
    amount,
    taxLines: receipt.taxTreatment === "taxable" ? bookingTax("taxable", amount, percent).lines : [],
    issuedAt: receipt.issuedAt ? now : null,
  });
}
