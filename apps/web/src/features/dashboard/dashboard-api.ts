import type { AuditPage } from "@clinic/contract/admin-audit";
import type { DashboardStats } from "@clinic/contract/admin-dashboard";
import type { Earnings, EarningsGranularity } from "@clinic/contract/admin-earnings";
import type { PreflightReport } from "@clinic/contract/preflight";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/**
 * The dashboard's query key. It sits under ["admin"], so every admin change that invalidates
 * ["admin"] (slots, bookings, Refresh Now) refreshes the dashboard's numbers too.
 */
export const dashboardKey = ["admin", "dashboard"] as const;
export const earningsKey = ["admin", "dashboard", "earnings"] as const;
export const auditKey = ["admin", "audit"] as const;

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
    queryFn: ({ signal }) => api.get<DashboardStats>("/api/admin/dashboard", { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export type EarningsRange = { granularity: EarningsGranularity; from: string; to: string };

export function useEarnings(range: EarningsRange) {
  return useQuery({
    queryKey: [...earningsKey, range],
    queryFn: ({ signal }) => {
      const q = new URLSearchParams(range);
      return api.get<Earnings>(`/api/admin/earnings?${q.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export type AuditFilter = { kind: string; from: string; to: string; page: number; pageSize: number };

export function useAuditPage(filter: AuditFilter, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...auditKey, filter],
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
      if (filter.kind) q.set("kind", filter.kind);
      if (filter.from) q.set("from", filter.from);
      if (filter.to) q.set("to", filter.to);
      return api.get<AuditPage>(`/api/admin/audit?${q.toString()}`, { signal });
    },
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
    queryFn: ({ signal }) => api.get<PreflightReport>("/api/admin/preflight", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
