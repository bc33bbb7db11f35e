import type { ErasureRequestView, ErasureResult } from "@clinic/contract/patient-rights";
import { apiRequestWithMessage, sameSiteHeaders } from "../../lib/api-client";

export const erasureQueueKey = ["admin", "erasure-requests"] as const;

/** The erasure queue's calls (decision 0102). */
export const erasureApi = {
  list: async (signal?: AbortSignal) =>
    (await apiRequestWithMessage<ErasureRequestView[]>("/api/admin/erasure-requests", { signal })).data,
  erase: (id: string) =>
    apiRequestWithMessage<ErasureResult>(`/api/admin/erasure-requests/${encodeURIComponent(id)}/erase`, {
      method: "POST",
      body: {},
      headers: sameSiteHeaders,
      idempotencyKey: crypto.randomUUID(),
    }),
};
