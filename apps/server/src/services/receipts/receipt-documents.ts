import { csvLine } from "@clinic/contract/csv";
import { type ReceiptKind, receiptCsvColumns } from "@clinic/contract/receipts";
import { TZDate } from "@date-fns/tz";
import { zipSync } from "fflate";
import type { Database } from "../../db/client";
import {
  findReceipt,
  findReceiptOfBooking,
  findReceiptOfPurchase,
  type PatientSnapshot,
  receiptsIssuedBetween,
  type TaxLine,
} from "../../db/receipt-repository";
import { withManageToken } from "../booking/manage-access";
import { DomainError } from "../domain-error";
import type { SecretBox } from "../secret-box";
import { paymentReceiptOf } from "./payment-receipt";
import { pdfOf, type ReceiptPdf } from "./receipt-attachment";
import { isReceiptToken } from "./receipt-token";

export type { ReceiptPdf };

/** Reading issued documents: the patient's and the admin's PDF, the accountant's export (decision 0105). */

const noReceipt = (kind: ReceiptKind) =>
  new DomainError(
    "not_found",
    kind === "receipt" ? "This booking has no receipt." : "This booking has no credit note.",
  );

/** GET /api/admin/bookings/{id}/receipt.pdf (and credit-note.pdf). */
export async function adminReceiptPdf(
  db: Database,
  bookingId: string,
  kind: ReceiptKind,
): Promise<ReceiptPdf> {
  const row = await findReceiptOfBooking(db, bookingId, kind);
  if (!row) throw noReceipt(kind);
  return pdfOf(db, row);
}

/** GET /api/admin/package-purchases/{purchaseId}/receipt.pdf (issue 35). */
export async function purchaseReceiptPdf(db: Database, purchaseId: string): Promise<ReceiptPdf> {
  const row = await findReceiptOfPurchase(db, purchaseId, "receipt");
  if (!row) throw new DomainError("not_found", "This package has no receipt.");
  return pdfOf(db, row);
}

/**
 * GET /api/public/bookings/{id}/receipt.pdf: for the holder of the manage token, or of the receipt
 * token the paying browser was given (receipt-token.ts).
 */
export async function patientReceiptPdf(
  db: Database,
  box: SecretBox | undefined,
  bookingId: string,
  token: string | undefined,
  kind: ReceiptKind,
): Promise<ReceiptPdf> {
  if (!token || !isReceiptToken(box, bookingId, token)) await withManageToken(db, bookingId, token);
  // The receipt for what the patient paid: a package's, when their payment bought one (issue 35).
  const row = kind === "receipt" ? await paymentReceiptOf(db, bookingId) : undefined;
  return row ? pdfOf(db, row) : adminReceiptPdf(db, bookingId, kind);
}

/** At most this many documents per export: a year of a busy clinic, well under a minute of PDFs. */
export const receiptExportLimit = 5000;

/** [from 00:00, to + 1 day 00:00) in the clinic's zone. */
function rangeOf(from: string, to: string, timeZone: string): [Date, Date] {
  const at = (key: string, plusDays = 0) => {
    const [y, m, d] = key.split("-").map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d + plusDays, 0, 0, timeZone).getTime());
  };
  return [at(from), at(to, 1)];
}

export async function receiptsInRange(db: Database, from: string, to: string, timeZone: string) {
  const [start, end] = rangeOf(from, to, timeZone);
  const rows = await receiptsIssuedBetween(db, start, end, receiptExportLimit + 1);
  if (rows.length > receiptExportLimit)
    throw new DomainError(
      "validation_failed",
      `More than ${receiptExportLimit} documents in this range. Export a shorter range.`,
      { to: "Choose a shorter range" },
    );
  return rows;
}

/** The accountant's CSV: one line per receipt or credit note, amounts in paise. */
export async function receiptsCsv(db: Database, from: string, to: string, timeZone: string): Promise<string> {
  const rows = await receiptsInRange(db, from, to, timeZone);
  const numbers = new Map(rows.map((r) => [r.receipt.id, r.receipt.number]));
  let csv = csvLine([...receiptCsvColumns]);
  for (const { receipt: r, bookingReference } of rows) {
    const against = r.againstReceiptId
      ? (numbers.get(r.againstReceiptId) ?? (await findReceipt(db, r.againstReceiptId))?.number)
      : null;
    csv += csvLine([
      r.number,
      r.kind,
      r.issuedAt.toISOString(),
      r.financialYear,
      bookingReference,
      (r.patient as PatientSnapshot).name,
      r.amount,
      r.currency,
      r.taxTreatment,
      (r.taxLines as TaxLine[]).reduce((s, t) => s + t.amount, 0),
      r.paymentMethod,
      r.paymentReference,
      against ?? null,
    ]);
  }
  return csv;
}

/** The same documents as PDFs in one ZIP (stored, not deflated: PDFs are compressed already). */
export async function receiptsZip(
  db: Database,
  from: string,
  to: string,
  timeZone: string,
): Promise<Uint8Array> {
  const rows = await receiptsInRange(db, from, to, timeZone);
  const files: Record<string, Uint8Array> = {};
  for (const { receipt } of rows) {
    const pdf = await pdfOf(db, receipt);
    files[pdf.filename] = pdf.bytes;
  }
  files["receipts.csv"] = new TextEncoder().encode(await receiptsCsv(db, from, to, timeZone));
  return zipSync(files, { level: 0 });
}
