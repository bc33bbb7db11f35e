import type { StaffRequest } from "@clinic/contract/staff";
import { api } from "../../lib/api-client";

export const staffKey = ["admin", "staff"] as const;

/** The Users screen's calls (issue 34): GET/POST /api/admin/staff, PUT/DELETE /api/admin/staff/{id}. */
export const staffApi = {
  list: (signal?: AbortSignal) => api.get.data("/api/admin/staff", { signal }),
  add: (body: StaffRequest) =>
    api.post.withMessage("/api/admin/staff", { body, idempotencyKey: crypto.randomUUID() }),
  change: (id: string, body: StaffRequest) =>
    api.put.withMessage("/api/admin/staff/{id}", { params: { path: { id } }, body }),
  remove: (id: string) => api.delete.withMessage("/api/admin/staff/{id}", { params: { path: { id } } }),
};
