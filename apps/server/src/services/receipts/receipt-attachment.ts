import type { Database } from "../../db/client";
import { findReceipt, findReceiptOfBooking, type ReceiptRow } from "../../db/receipt-repository";
import { renderReceiptPdf } from "./receipt-pdf";

export type ReceiptPdf = { filename: string; bytes: Buffer; number: string };

/** "REC-26-27-0001.pdf": the number without slashes. */
export const receiptFilename = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

/** A document's PDF; a credit note's names the receipt it is against. */
export async function pdfOf(db: Database, row: ReceiptRow): Promise<ReceiptPdf> {
  const against = row.againstReceiptId ? await findReceipt(db, row.againstReceiptId) : undefined;
  return {
    filename: receiptFilename(row.number),
    number: row.number,
    bytes: await renderReceiptPdf({ ...row, against }),
  };
}

/**
 * The receipt for a confirmation email, rendered when the email is sent (like its manage link,
 * decision 0093): the outbox keeps no copy of the document. None when the booking has none.
 */
export async function receiptAttachment(db: Database, bookingId: string) {
  const row = await findReceiptOfBooking(db, bookingId, "receipt");
  if (!row) return undefined;
  const pdf = await pdfOf(db, row);
  return { filename: pdf.filename, content: new Uint8Array(pdf.bytes), contentType: "application/pdf" };
}
