import type { ClinicPaymentMethod } from "@clinic/contract/admin-payment";
import { paymentWayOf } from "@clinic/contract/booking";
import { formatMoney } from "@clinic/contract/format";
import type { Locale } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import type { BookingRow } from "../db/booking-repository";
import { changeTexts } from "./email-texts/change-texts";
import { confirmationTexts } from "./email-texts/confirmation-texts";

/**
 * What the patient's emails say about the money of a booking (decision 0094), by the way it was paid
 * as the manage page reads it (`paymentWayOf`): online (a test payment alike), at the clinic, or not
 * charged.
 */

type Paid = Pick<
  BookingRow,
  "amount" | "currency" | "taxTreatment" | "taxPercent" | "paymentMethod" | "paymentProvider"
>;

/**
 * The confirmation's line in the booking's language: "Amount paid: ₹2,000.00 at the clinic (UPI)", or
 * that nothing was taken.
 */
export function amountPaidLine(booking: Paid, locale: Locale = "en"): string {
  const t = confirmationTexts[locale];
  const amount = formatMoney(booking.amount, booking.currency);
  const way = paymentWayOf(booking);
  if (way === "none") return t.notCharged;
  if (way === "package") return t.fromPackage;
  if (way === "clinic")
    return fill(t.amountPaidAtClinic, { amount, method: t[booking.paymentMethod as ClinicPaymentMethod] });
  // "incl. GST" only for a booking made while taxable (decisions 0105, 0125): exempt charges none.
  return booking.taxTreatment === "taxable"
    ? fill(t.amountPaidWithGst, { amount, percent: booking.taxPercent })
    : fill(t.amountPaid, { amount });
}

/** The clinic's cancellation: a payment online is refunded by the provider, one at the clinic by the clinic. */
export function cancelledPaymentLine(booking: Paid, locale: Locale = "en"): string {
  const t = changeTexts[locale];
  const way = paymentWayOf(booking);
  if (way === "none") return t.notCharged;
  if (way === "package") return t.packageReturns;
  if (way === "clinic")
    return fill(t.clinicReturns, { amount: formatMoney(booking.amount, booking.currency) });
  return t.refundedOnline;
}
