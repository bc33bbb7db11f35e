import { type ClinicPaymentMethod, clinicPaymentMethodNames } from "@clinic/contract/admin-payment";
import { paymentWayOf } from "@clinic/contract/booking";
import { formatMoney } from "@clinic/contract/format";
import type { BookingRow } from "../db/booking-repository";

/**
 * What the patient's emails say about the money of a booking (decision 0094), by the way it was paid
 * as the manage page reads it (`paymentWayOf`): online (a test payment alike), at the clinic, or not
 * charged.
 */

type Paid = Pick<
  BookingRow,
  "amount" | "currency" | "taxTreatment" | "taxPercent" | "paymentMethod" | "paymentProvider"
>;

/** The clinic's way of payment in a sentence ("UPI"); only for a booking whose way is "clinic". */
const clinicMethod = (booking: Paid) =>
  clinicPaymentMethodNames[booking.paymentMethod as ClinicPaymentMethod];

/** The confirmation's line: "Amount paid: ₹2,000.00 at the clinic (UPI)", or that nothing was taken. */
export function amountPaidLine(booking: Paid): string {
  const amount = formatMoney(booking.amount, booking.currency);
  const way = paymentWayOf(booking);
  if (way === "none") return "No payment was taken for this booking.";
  if (way === "clinic") return `Amount paid: ${amount} at the clinic (${clinicMethod(booking)})`;
  // "incl. GST" only for a booking made while taxable (decisions 0105, 0125): exempt charges none.
  return `Amount paid: ${amount}${booking.taxTreatment === "taxable" ? ` (incl. GST ${booking.taxPercent}%)` : ""}`;
}

/** The clinic's cancellation: a payment online is refunded by the provider, one at the clinic by the clinic. */
export function cancelledPaymentLine(booking: Paid): string {
  const way = paymentWayOf(booking);
  if (way === "none") return "No payment was taken for this booking.";
  if (way === "clinic")
    return `The clinic will return the ${formatMoney(booking.amount, booking.currency)} you paid at the clinic in full.`;
  return "Your payment will be refunded in full to the way you paid.";
}
