import type {
  BookingConfirmation,
  CreateBookingRequest,
  CreatedBooking,
  VerifyPaymentRequest,
} from "@clinic/contract/booking";
import { api } from "../../lib/api-client";
import { withFallback } from "./slot-api";

/**
 * The calls after the first step (public-site.md §7): create, pay, confirm. Client error texts of §8
 * when the server sent none. The first step's calls are in slot-api.ts, on the wizard's first load.
 */
export const bookingApi = {
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
