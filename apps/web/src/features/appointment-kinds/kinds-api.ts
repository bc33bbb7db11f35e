import type { KindRequestValid } from "@clinic/contract/appointment-kinds";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const kindsKey = ["admin", "appointment-kinds"] as const;

/** Admin → Appointment kinds' calls (issue 34): GET/POST, PUT/DELETE /api/admin/appointment-kinds/{id}. */
export const kindsApi = {
  list: (signal?: AbortSignal) => api.get.data("/api/admin/appointment-kinds", { signal }),
  add: (body: KindRequestValid) =>
    api.post.withMessage("/api/admin/appointment-kinds", { body, idempotencyKey: crypto.randomUUID() }),
  change: (id: string, body: KindRequestValid) =>
    api.put.withMessage("/api/admin/appointment-kinds/{id}", { params: { path: { id } }, body }),
  remove: (id: string) =>
    api.delete.withMessage("/api/admin/appointment-kinds/{id}", { params: { path: { id } } }),
};

/** The clinic's kinds (every role may read them: the slot form offers them). */
export function useKinds() {
  return useQuery({ queryKey: kindsKey, queryFn: ({ signal }) => kindsApi.list(signal) });
}
