import type { Database } from "../../db/client";
import { findReceipt, isIssued, type ReceiptRow } from "../../db/receipt-repository";
import { DomainError } from "../domain-error";
import { paymentReceiptOf } from "./payment-receipt";
import { renderReceiptPdf } from "./receipt-pdf";

export type ReceiptPdf = { filename: string; bytes: Buffer; number: string };

/** "REC-26-27-0001.pdf": the number without slashes. */
export const receiptFilename = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

export const receiptWaitsMessage =
  "This receipt is not ready yet: the clinic is completing its billing details. Please try again later.";

/**
 * A document's PDF; a credit note's names the receipt it is against. One still waiting for the
 * seller's details (decision 0125) has none yet: a 409 that says so.
 */
export async function pdfOf(db: Database, row: ReceiptRow): Promise<ReceiptPdf> {
  if (!isIssued(row)) throw new DomainError("conflict", receiptWaitsMessage);
  const against = row.againstReceiptId ? await findReceipt(db, row.againstReceiptId) : undefined;
  return {
    filename: receiptFilename(row.number),
    number: row.number,
    bytes: await renderReceiptPdf({ ...row, against: against && isIssued(against) ? against : undefined }),
  };
}

/**
 * The receipt for a confirmation email, rendered when the email is sent (like its manage link,
 * decision 0093): the outbox keeps no copy of the document. None when the booking has none (yet).
 */
export async function receiptAttachment(db: Database, bookingId: string) {
  const row = await paymentReceiptOf(db, bookingId);
  // Waiting for the seller's details: the email goes without it; the manage page has it once issued.
  if (!row || !isIssued(row)) return undefined;
  const pdf = await pdfOf(db, row);
  return { filename: pdf.filename, content: new Uint8Array(pdf.bytes), contentType: "application/pdf" };
}
