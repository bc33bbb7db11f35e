import type { AnalyticsQuery } from "@clinic/contract/admin-analytics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const analyticsKey = ["admin", "analytics"] as const;

/** GET /api/admin/analytics; the last answer stays on screen while another range loads. */
export function useAnalytics(query: AnalyticsQuery) {
  return useQuery({
    queryKey: [...analyticsKey, query],
    queryFn: ({ signal }) => api.get.data("/api/admin/analytics", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}
