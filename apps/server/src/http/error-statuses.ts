import type { ErrorCode } from "@clinic/contract/api-envelope";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { DomainError } from "../services/domain-error";
import { errorBody } from "./http-error";

/**
 * Each error code's HTTP status, in one place (decision 0089). Services throw a DomainError with a
 * code; the app's error handler (app.ts) and the answers stored under an Idempotency-Key read the
 * status here. A code has exactly one status, so a client may switch on either.
 */
export const errorStatuses = {
  bad_request: 400,
  validation_failed: 400,
  payment_failed: 400,
  code_invalid: 400,
  code_expired: 400,
  unauthenticated: 401,
  forbidden: 403,
  record_access_required: 403,
  forbidden_role: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  slot_unavailable: 409,
  closed_day: 409,
  request_in_progress: 409,
  payment_refunded: 409,
  not_cancellable: 409,
  not_reschedulable: 409,
  change_window_closed: 409,
  booking_changed: 409,
  intake_closed: 409,
  photo_limit: 409,
  staff_email_taken: 409,
  last_owner: 409,
  kind_not_offered: 409,
  too_early: 409,
  amount_mismatch: 400,
  link_closed: 409,
  not_enough_credits: 409,
  package_not_offered: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  hold_limit: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

export function statusOf(code: ErrorCode): ContentfulStatusCode {
  return errorStatuses[code];
}

/** A domain error as the API answers it: the code's status and the error envelope. */
export function sendDomainError(
  c: Context,
  error: Pick<DomainError, "code" | "message" | "fields"> & {
    retryAfterSeconds?: number | undefined;
    triesLeft?: number | undefined;
  },
) {
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  const body = errorBody(c, error.code, error.message, error.fields);
  return c.json(
    error.triesLeft === undefined ? body : { ...body, triesLeft: error.triesLeft },
    statusOf(error.code),
  );
}
