import type { AuditPage } from "@clinic/contract/admin-audit";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const auditKey = ["admin", "audit"] as const;

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
