import type { BookingRow } from "../../db/booking-repository";
import { findReceiptOfBooking, isIssued } from "../../db/receipt-repository";
import type { Queryable } from "../../db/transaction";
import { readReceiptSettings } from "./receipt-settings";

/**
 * What the confirmation page and email say about billing (decision 0105), read in the caller's
 * transaction: GST as the booking was made (decision 0125), and its receipt's number.
 */
export async function confirmationBilling(db: Queryable, booking: Pick<BookingRow, "id" | "taxTreatment">) {
  const receipt = await findReceiptOfBooking(db, booking.id, "receipt");
  const issued = receipt !== undefined && isIssued(receipt);
  return {
    gstIncluded: booking.taxTreatment === "taxable",
    // A receipt waiting for the seller's details (decision 0125) is not offered until it is issued.
    receiptNumber: issued ? receipt.number : undefined,
    receiptWaiting: receipt !== undefined && !issued,
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
