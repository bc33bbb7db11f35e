import { localeOr } from "@clinic/contract/locales";
import type { BookingRow } from "../../db/booking-repository";
import { isIssued } from "../../db/receipt-repository";
import { bookingPractitionerRegistration } from "../../db/staff-repository";
import type { Queryable } from "../../db/transaction";
import { bookedPackageOf } from "../packages/online-packages";
import { paymentReceiptOf } from "./payment-receipt";
import { readReceiptSettings } from "./receipt-settings";

/**
 * What the confirmation page and email say about billing (decision 0105), read in the caller's
 * transaction: GST as the booking was made (decision 0125), and its payment's receipt's number (a
 * package's, when the payment bought one).
 */
export async function confirmationBilling(
  db: Queryable,
  booking: Pick<BookingRow, "id" | "taxTreatment" | "locale">,
) {
  const receipt = await paymentReceiptOf(db, booking.id);
  const issued = receipt !== undefined && isIssued(receipt);
  const bought = await bookedPackageOf(db, booking.id, localeOr(booking.locale));
  return {
    // The package the payment bought, this booking its first session (issue 35).
    ...(bought ? { package: bought } : {}),
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
