import { slotMessages } from "@clinic/contract/admin-slots";
import { ApiError } from "../../lib/api-client";

/**
 * A load that was cancelled, not failed: TanStack Query aborts a slot list's request when its key
 * changes (another date picked) before the answer came. Nothing to tell the admin (admin.md §8 toasts
 * are for failures).
 */
export function isCancelled(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
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
