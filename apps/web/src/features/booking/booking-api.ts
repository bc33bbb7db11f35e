import type { CreateBookingRequest, VerifyPaymentRequest } from "@clinic/contract/booking";
import { api, withFallback } from "../../lib/api-client";

/**
 * The calls after the first step (public-site.md §7): create, pay, confirm. Client error texts of §8
 * when the server sent none. The first step's calls are in slot-api.ts, on the wizard's first load.
 */
export const bookingApi = {
  create: (body: CreateBookingRequest, idempotencyKey: string) =>
    withFallback(
      () => api.post.data("/api/public/bookings", { body, idempotencyKey }),
      "Failed to create booking",
    ),
  verify: (bookingId: string, body: VerifyPaymentRequest, idempotencyKey: string) =>
    withFallback(
      () =>
        api.post.data("/api/public/bookings/{bookingId}/payments/verify", {
          params: { path: { bookingId } },
          body,
          idempotencyKey,
        }),
      "Payment verification failed",
    ),
  /** "Email me my manage link again": to the booking's own address; the same answer either way. */
  resendManageLink: (bookingId: string) =>
    withFallback(
      () =>
        api.post.withMessage("/api/public/bookings/{bookingId}/manage-link", {
          params: { path: { bookingId } },
        }),
      "The link could not be sent just now. Please try again in a minute.",
    ),
  get: (bookingId: string) =>
    withFallback(
      () => api.get.data("/api/public/bookings/{bookingId}", { params: { path: { bookingId } } }),
      "Failed to fetch booking details",
    ),
};
