import type { BookingRow } from "../../db/booking-repository";
import { findReceiptOfBooking, isIssued } from "../../db/receipt-repository";
import { bookingPractitionerRegistration } from "../../db/staff-repository";
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
 * The last line of every email when a registration number applies (issue 22: "shown in the site's footer
 * and emails when set"): a booking's email names its practitioner's own number (issue 34), any other the
 * clinic's from Settings → Receipts; "" without one. Read as each email is sent, so a number saved later
 * shows in the emails still waiting. `clinicNumber` is the clinic's, read once per round by the caller.
 */
export async function registrationSignOff(
  db: Queryable,
  bookingId?: string | null,
  clinicNumber?: string | null,
): Promise<string> {
  const own = bookingId ? await bookingPractitionerRegistration(db, bookingId) : null;
  const number = own ?? (clinicNumber !== undefined ? clinicNumber : await clinicRegistration(db));
  return number ? `\n\nRegistration No.: ${number}` : "";
}

/** Settings → Receipts' registration number, trimmed; null without one. */
export async function clinicRegistration(db: Queryable): Promise<string | null> {
  return (await readReceiptSettings(db)).registrationNumber?.trim() || null;
}
