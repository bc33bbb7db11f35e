import { api } from "../../lib/api-client";

export const erasureQueueKey = ["admin", "erasure-requests"] as const;

/** The erasure queue's calls (decision 0102). */
export const erasureApi = {
  list: (signal?: AbortSignal) => api.get.data("/api/admin/erasure-requests", { signal }),
  erase: (id: string) =>
    api.post.withMessage("/api/admin/erasure-requests/{id}/erase", {
      params: { path: { id } },
      idempotencyKey: crypto.randomUUID(),
    }),
};
