import type { EarningsGranularity } from "@clinic/contract/admin-earnings";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dashboardKey } from "../../lib/admin-query-keys";
import { api } from "../../lib/api-client";

export const earningsKey = [...dashboardKey, "earnings"] as const;

/** admin.md §9: the dashboard refreshes itself every 30 000 ms. */
export const DASHBOARD_REFRESH_MS = 30_000;

/**
 * The dashboard statistics. TanStack Query's interval refetch joins a fetch already running
 * instead of starting another, so a refresh is skipped while one runs (admin.md §4); after a
 * failed refresh the last numbers stay in `data` and `isError` says the refresh failed.
 */
export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => api.get.data("/api/admin/dashboard", { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export type EarningsRange = { granularity: EarningsGranularity; from: string; to: string };

export function useEarnings(range: EarningsRange) {
  return useQuery({
    queryKey: [...earningsKey, range],
    queryFn: ({ signal }) => api.get.data("/api/admin/earnings", { params: { query: range }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The going-live check (GET /api/admin/preflight, as `npm run preflight` prints it). Asked when the
 * dashboard opens and on 'Check again' only: each answer asks PUBLIC_URL once, so it sits outside
 * ["admin"] and the 30-second refresh.
 */
export const goLiveKey = ["preflight"] as const;

export function useGoLiveChecks() {
  return useQuery({
    queryKey: goLiveKey,
    queryFn: ({ signal }) => api.get.data("/api/admin/preflight", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
