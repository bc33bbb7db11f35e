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
