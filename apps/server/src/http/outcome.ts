import type { Context } from "hono";
import { DomainError } from "../services/domain-error";
import type { Replayable } from "../services/idempotency-service";
import { statusOf } from "./error-statuses";

/**
 * A use case's outcome, first or replayed under its Idempotency-Key (header `Idempotent-Replayed`):
 * a success gives the route its data to send with the route's own status, typed by its response
 * schema; a refusal is thrown again, for the app's error handler to answer with its code's status.
 * Headers the route set before (no-store, and `Retry-After` here for a 429) go with either answer.
 */
export function outcomeOf<T>(
  c: Context,
  r: Replayable<T>,
  options: { retryAfterSeconds?: number } = {},
): { data: T; message?: string } {
  if (r.replayed) c.header("Idempotent-Replayed", "true");
  const outcome = r.outcome;
  if (outcome.success) return outcome.message === undefined ? { data: outcome.data } : outcome;
  // Too many unpaid holds: each is released by the time its hold runs out, at the latest.
  if (statusOf(outcome.code) === 429 && options.retryAfterSeconds)
    c.header("Retry-After", String(options.retryAfterSeconds));
  throw new DomainError(outcome.code, outcome.message, outcome.fields);
}
