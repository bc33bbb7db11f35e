import type {
  AdminReview,
  HeldReviewsResult,
  ReviewAction,
  ReviewActivity,
  ReviewStats,
} from "@clinic/contract/reviews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardKey } from "../../lib/admin-query-keys";
import { api, apiRequest, apiRequestWithMessage, sameSiteHeaders } from "../../lib/api-client";

/** admin.md §7: the all-reviews and stats GETs carry `?t={timestamp}` and no-cache request headers. */
const noCache = () => `t=${Date.now()}`;
export const noCacheHeaders = { "Cache-Control": "no-cache", Pragma: "no-cache" } as const;
const freshHeaders = { ...sameSiteHeaders, ...noCacheHeaders };

export function useAdminReviews() {
  return useQuery({
    queryKey: ["admin", "reviews"],
    queryFn: () => api.get<AdminReview[]>(`/api/admin/reviews?${noCache()}`, { headers: freshHeaders }),
  });
}

export function useReviewStats() {
  return useQuery({
    queryKey: ["admin", "reviews", "stats"],
    queryFn: () => api.get<ReviewStats>(`/api/admin/stats?${noCache()}`, { headers: freshHeaders }),
  });
}

export function useReviewActivity() {
  return useQuery({
    queryKey: ["admin", "reviews", "activity"],
    queryFn: () => api.get<ReviewActivity[]>("/api/admin/reviews/activity", { headers: sameSiteHeaders }),
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
    // An empty JSON body: browsers send Content-Length: 0, which the server's JSON-only rule refuses otherwise.
    mutationFn: ({ id, action }: ReviewCommand) =>
      apiRequest<unknown>(
        action === "delete"
          ? `/api/admin/reviews/${encodeURIComponent(id)}`
          : `/api/admin/reviews/${encodeURIComponent(id)}/${action}`,
        { method: action === "delete" ? "DELETE" : "PATCH", body: {}, headers: sameSiteHeaders },
      ),
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
        ? apiRequestWithMessage<HeldReviewsResult>("/api/admin/reviews/held/release", {
            method: "POST",
            body: {},
            headers: sameSiteHeaders,
            idempotencyKey: crypto.randomUUID(),
          })
        : apiRequestWithMessage<HeldReviewsResult>("/api/admin/reviews/held", {
            method: "DELETE",
            body: {},
            headers: sameSiteHeaders,
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: dashboardKey, exact: true, refetchType: "all" }),
      ]),
  });
}
