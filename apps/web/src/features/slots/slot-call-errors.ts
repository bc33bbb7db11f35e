import { slotMessages } from "@clinic/contract/admin-slots";
import { isCancelledError } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client";

/**
 * A load that was cancelled, not failed: TanStack Query aborts a slot list's request when its key
 * changes (another date picked) before the answer came. Nothing to tell the admin (admin.md §8 toasts
 * are for failures).
 */
export function isCancelled(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted || isCancelledError(error)) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "AbortError" || error.name === "CancelledError")
  );
}

/**
 * The toast title for a failed slot call (list, bulk create, status change, delete): a 401 (no
 * session any more) is the spec's 'Authentication required: Please log in to manage slots'
 * (admin.md §6, §8); anything else keeps the caller's text.
 */
export function slotCallErrorTitle(error: unknown, otherwise: string): string {
  return error instanceof ApiError && error.status === 401 ? slotMessages.authRequired : otherwise;
}

/**
 * A list load that has failed at least once and was not cancelled (decision 0084): its toast shows on
 * the first failed attempt, while TanStack Query's retries go on in the background. Null otherwise.
 */
export function loadFailure(query: {
  failureCount: number;
  failureReason: unknown;
}): { error: unknown } | null {
  if (query.failureCount === 0 || isCancelled(query.failureReason)) return null;
  return { error: query.failureReason };
}
