import { isCancelledError } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../components/ui/toast";

// A list load's failure, said once at its first failed attempt while TanStack Query's retries go on
// (screen guide: A failed load says so at its first failure, once): the admin slot and bookings lists share it.

/**
 * A load that was cancelled, not failed: TanStack Query aborts a list's request when its key
 * changes (another date picked) before the answer came. Nothing to tell anyone (the toasts are for failures).
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
 * A list load that has failed at least once and was not cancelled (screen guide: A failed load says so at
 * its first failure, once): its toast shows on
 * the first failed attempt, while TanStack Query's retries go on in the background. Null otherwise.
 */
export function loadFailure(query: {
  failureCount: number;
  failureReason: unknown;
}): { error: unknown } | null {
  if (query.failureCount === 0 || isCancelled(query.failureReason)) return null;
  return { error: query.failureReason };
}

/**
 * Shows `failed` as an error toast when it appears (a list load's first failure, see `loadFailure`),
 * under a fixed `id`: a later failure of the same load replaces the toast instead of stacking another.
 * A new load (Refresh, another filter) that fails again shows it again (screen guide: A failed load says so
 * at its first failure, once).
 */
export function useLoadFailureToast(failed: { title: string; description?: string } | null, id: string) {
  const title = failed?.title;
  const description = failed?.description;
  useEffect(() => {
    if (title) toast.error(title, { description, id });
  }, [title, description, id]);
}
