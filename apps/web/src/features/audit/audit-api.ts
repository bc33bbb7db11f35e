import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const auditKey = ["admin", "audit"] as const;

export type AuditFilter = { kind: string; from: string; to: string; page: number; pageSize: number };

export function useAuditPage(filter: AuditFilter, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...auditKey, filter],
    queryFn: ({ signal }) =>
      api.get.data("/api/admin/audit", {
        params: {
          query: {
            page: filter.page,
            pageSize: filter.pageSize,
            kind: filter.kind || undefined,
            from: filter.from || undefined,
            to: filter.to || undefined,
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
