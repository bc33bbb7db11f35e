import { z } from "zod";

/**
 * The answer envelope of every `/api` call (DESIGN.md "API conventions").
 * Success: `{ success: true, data, message? }`; failure: `{ success: false, message, code, fields? }`.
 * The message is written for a person and safe to show.
 */
export const errorCodes = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "idempotency_key_reused",
  "rate_limited",
  "internal_error",
  "service_unavailable",
  // Booking causes a client tells apart (decision 0089); each has one HTTP status (apps/server/src/http/error-statuses.ts).
  "slot_unavailable",
  "closed_day",
  "hold_limit",
  "request_in_progress",
  "payment_failed",
  "payment_refunded",
  "not_cancellable",
  "not_reschedulable",
  "change_window_closed",
  "booking_changed",
  // The intake form (issue 20, decision 0101).
  "intake_closed",
  "photo_limit",
  // Access to the whole patient record (issue 30, decision 0113).
  "record_access_required",
  "code_invalid",
  "code_expired",
  // Staff roles (issue 34): signed in, but the route is not for this role.
  "forbidden_role",
  "staff_email_taken",
  "last_owner",
  // Appointment kinds and the agenda (issue 34).
  "kind_not_offered",
  "too_early",
  // Courses of care and payment links (issue 35).
  "amount_mismatch",
  "link_closed",
  "not_enough_credits",
  "package_not_offered",
  // A path that exists, asked with a method it does not take (issue 37).
  "method_not_allowed",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * `code_invalid` of a record-access code: how many more codes may be tried, so a page in another
   * language than the server's English can say it too.
   */
  triesLeft: z.number().int().min(0).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
