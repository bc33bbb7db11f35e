import type { Locale } from "@clinic/contract/locales";
import { api } from "../../lib/api-client";

/** A payment link's page reads the link and, with the test provider, pays it (issue 35). */
export const paymentLinkKey = (linkId: string, locale: Locale) => ["payment-link", linkId, locale] as const;

/** The link, and the page's language for what it pays for. */
const ofLink = (linkId: string, locale: Locale) => ({ params: { path: { linkId }, query: { locale } } });

export const paymentLinksApi = {
  get: (linkId: string, locale: Locale, signal?: AbortSignal) =>
    api.get.data("/api/public/payment-links/{linkId}", { ...ofLink(linkId, locale), signal }),
  /** The test provider's payment at a click; a real provider takes the money on its own page. */
  pay: (linkId: string, locale: Locale) =>
    api.post.data("/api/public/payment-links/{linkId}/pay", ofLink(linkId, locale)),
};

const ofBooking = (id: string) => ({ params: { path: { id } }, idempotencyKey: crypto.randomUUID() });

/** The front desk's ways to be paid for an unpaid booking (issue 35). */
export const bookingPaymentApi = {
  /** The booking's open payment link, or a new one (sent to the patient when new). */
  link: (bookingId: string) => api.post.data("/api/admin/bookings/{id}/payment-link", ofBooking(bookingId)),
  /** Razorpay's single-use UPI QR for what the booking owes (only with Razorpay). */
  qr: (bookingId: string) => api.post.data("/api/admin/bookings/{id}/upi-qr", ofBooking(bookingId)),
};
