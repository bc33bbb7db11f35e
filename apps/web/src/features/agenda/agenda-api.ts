import type { Attendance } from "@clinic/contract/agenda";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const agendaKey = ["admin", "agenda"] as const;

/** GET /api/admin/agenda for the days from `from` to `to` (both included). */
export function useAgenda(from: string, to: string, refetchInterval?: number) {
  return useQuery({
    queryKey: [...agendaKey, from, to],
    queryFn: ({ signal }) => api.get.data("/api/admin/agenda", { params: { query: { from, to } }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

export const agendaApi = {
  mark: (id: string, attendance: Attendance) =>
    api.post.withMessage("/api/admin/bookings/{id}/attendance", {
      params: { path: { id } },
      body: { attendance },
      idempotencyKey: crypto.randomUUID(),
    }),
};
