import type {
  BookingConfirmation,
  CreateBookingRequest,
  CreatedBooking,
  VerifyPaymentRequest,
} from "@clinic/contract/booking";
import type { PublicSlot } from "@clinic/contract/slots";
import { ApiError, api } from "../../lib/api-client";

/** The booking calls (public-site.md §7). Client error texts of §8 when the server sent none. */
async function withFallback<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(fallback);
  }
}

export const bookingApi = {
  slots: (date: string) =>
    withFallback(() => api.get<PublicSlot[]>(`/api/public/slots?date=${date}`), "Failed to fetch slots"),
  openDates: (from: string, to: string) =>
    withFallback(
      () => api.get<{ dates: string[]; timezone: string }>(`/api/public/slots/dates?from=${from}&to=${to}`),
      "Failed to fetch slots",
    ),
  create: (body: CreateBookingRequest, idempotencyKey: string) =>
    withFallback(
      () => api.post<CreatedBooking>("/api/public/bookings", body, { idempotencyKey }),
      "Failed to create booking",
    ),
  verify: (bookingId: string, body: VerifyPaymentRequest, idempotencyKey: string) =>
    withFallback(
      () =>
        api.post<BookingConfirmation>(
          `/api/public/bookings/${encodeURIComponent(bookingId)}/payments/verify`,
          body,
          {
            idempotencyKey,
          },
        ),
      "Payment verification failed",
    ),
  get: (bookingId: string) =>
    withFallback(
      () => api.get<BookingConfirmation>(`/api/public/bookings/${encodeURIComponent(bookingId)}`),
      "Failed to fetch booking details",
    ),
};

export function toDateKey(day: Date): string {
  const mm = String(day.getMonth() + 1).padStart(2, "0");
  const dd = String(day.getDate()).padStart(2, "0");
  return `${day.getFullYear()}-${mm}-${dd}`;
}

/**
 * The visitor's zone. The clinic's zone is never a constant here: it comes with the slot answers
 * (`timezone` of /api/public/slots/dates, a slot's `tz`; decision 0064).
 */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** True when two names are one zone (browsers may name Asia/Kolkata "Asia/Calcutta"). */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const canonical = (tz: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}

export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}
