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
  };
}

/**
 * The last line of every email when Settings → Receipts names the practitioner's registration number
 * (issue 22: "shown in the site's footer and emails when set"), added as each email is sent, so a number
 * saved later shows in the emails still waiting; "" without one.
 */
export async function registrationSignOff(db: Queryable): Promise<string> {
  const number = (await readReceiptSettings(db)).registrationNumber?.trim();
  return number ? `\n\nRegistration No.: ${number}` : "";
}
