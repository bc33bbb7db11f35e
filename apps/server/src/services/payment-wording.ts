import { clinicPaymentMethodNames, isAdminPaymentMethod } from "@clinic/contract/admin-payment";
import { formatMoney } from "@clinic/contract/format";
import type { BookingRow } from "../db/booking-repository";

/**
 * What the patient's emails say about the money of a booking (decision 0094): paid online, collected
 * at the clinic, or not charged. `payment_method` is null for a booking paid online.
 */

type Paid = Pick<BookingRow, "amount" | "currency" | "taxTreatment" | "taxPercent" | "paymentMethod">;

/** The confirmation's line: "Amount paid: ₹2,000.00 at the clinic (UPI)", or that nothing was taken. */
export function amountPaidLine(booking: Paid): string {
  const amount = formatMoney(booking.amount, booking.currency);
  const method = booking.paymentMethod;
  // "incl. GST" only for a booking made while taxable (decisions 0105, 0125): exempt charges none.
  if (method === null)
    return `Amount paid: ${amount}${booking.taxTreatment === "taxable" ? ` (incl. GST ${booking.taxPercent}%)` : ""}`;
  if (!isAdminPaymentMethod(method) || method === "not_charged")
    return "No payment was taken for this booking.";
  return `Amount paid: ${amount} at the clinic (${clinicPaymentMethodNames[method]})`;
}

/** The clinic's cancellation: a payment online is refunded by the provider, one at the clinic by the clinic. */
export function cancelledPaymentLine(booking: Paid): string {
  const method = booking.paymentMethod;
  if (method === null) return "Your payment will be refunded in full to the way you paid.";
  if (!isAdminPaymentMethod(method) || method === "not_charged")
    return "No payment was taken for this booking.";
  return `The clinic will return the ${formatMoney(booking.amount, booking.currency)} you paid at the clinic in full.`;
}
