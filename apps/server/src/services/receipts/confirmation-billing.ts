import { findReceiptOfBooking } from "../../db/receipt-repository";
import type { Queryable } from "../../db/transaction";
import { readReceiptSettings } from "./receipt-settings";

/** What the confirmation email says about billing (decision 0105), read in its transaction. */
export async function confirmationBilling(db: Queryable, bookingId: string) {
  // One after the other: a transaction's connection runs one query at a time anyway.
  const settings = await readReceiptSettings(db);
  const receipt = await findReceiptOfBooking(db, bookingId, "receipt");
  return {
    gstIncluded: settings.taxTreatment === "taxable",
    receiptNumber: receipt?.number,
    registrationNumber: settings.registrationNumber,
  };
}
