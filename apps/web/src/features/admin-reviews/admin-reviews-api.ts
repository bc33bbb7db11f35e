import type { ReviewAction } from "@clinic/contract/reviews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardKey } from "../../lib/admin-query-keys";
import { api, sameSiteHeaders } from "../../lib/api-client";

/** admin.md §7: the all-reviews and stats GETs carry `?t={timestamp}` and no-cache request headers. */
export const noCacheHeaders = { "Cache-Control": "no-cache", Pragma: "no-cache" } as const;
const freshHeaders = { ...sameSiteHeaders, ...noCacheHeaders };

export function useAdminReviews() {
  return useQuery({
    queryKey: ["admin", "reviews"],
    queryFn: () => api.get.data("/api/admin/reviews", { headers: freshHeaders, cacheBust: true }),
  });
}

export function useReviewStats() {
  return useQuery({
    queryKey: ["admin", "reviews", "stats"],
    queryFn: () => api.get.data("/api/admin/stats", { headers: freshHeaders, cacheBust: true }),
  });
}

export function useReviewActivity() {
  return useQuery({
    queryKey: ["admin", "reviews", "activity"],
    queryFn: () => api.get.data("/api/admin/reviews/activity", { headers: sameSiteHeaders }),
  });
}

export type ReviewCommand = { id: string; action: ReviewAction | "delete" };

/**
 * One moderation action; afterwards every admin query is invalidated, as the slots and bookings
 * screens do (the reviews, their stats and activity are fetched again). The dashboard is not on
 * screen while the reviews section is, so its statistics are fetched now too (`refetchType: "all"`):
 * its Pending Reviews card is right the moment she goes back, not after a refetch.
 */
export function useReviewCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: ReviewCommand) =>
      action === "delete"
        ? api.delete.data("/api/admin/reviews/{id}", { params: { path: { id } } })
        : api.patch.data("/api/admin/reviews/{id}/{action}", { params: { path: { id, action } } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: dashboardKey, exact: true, refetchType: "all" }),
      ]),
  });
}

/**
 * Release all or delete all of the reviews held back (decision 0115); afterwards the admin queries are
 * fetched again, as after a single review's action.
 */
export function useHeldReviewsCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "release" | "delete") =>
      action === "release"
        ? api.post.withMessage("/api/admin/reviews/held/release", { idempotencyKey: crypto.randomUUID() })
        : api.delete.withMessage("/api/admin/reviews/held"),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: dashboardKey, exact: true, refetchType: "all" }),
      ]),
  });
}
