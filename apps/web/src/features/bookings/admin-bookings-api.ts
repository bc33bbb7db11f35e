import type { AdminSlot } from "@clinic/contract/admin-slots";
import { type ApiQuery, api } from "../../lib/api-client";

type BookingsQuery = ApiQuery<"/api/admin/bookings", "get">;

/** The list's filters as query parameters: the blank ones and "all" left out, as the server defaults them. */
function bookingsQuery(q: BookingsQuery): BookingsQuery {
  const query = { ...q };
  for (const key of Object.keys(query) as Array<keyof BookingsQuery>) {
    const value = query[key];
    if (value === undefined || value === "" || value === "all") delete query[key];
  }
  return query;
}

export function bookingsSearch(q: BookingsQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(bookingsQuery(q))) p.set(k, String(v));
  return p.toString();
}

export const adminBookingsApi = {
  /** The whole answer: `data` is the page's rows, `pagination` its place in the list (decision 0083). */
  page: (q: BookingsQuery, signal?: AbortSignal) =>
    api.get.envelope("/api/admin/bookings", { params: { query: bookingsQuery(q) }, signal }),
  csvUrl: (q: BookingsQuery) => `/api/admin/bookings/export.csv?${bookingsSearch(q)}`,
  /** The OPEN slots from `from` to `to` (the reschedule calendar marks their days). */
  openSlots: (from: string, to: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/slots", { params: { query: { from, to, status: "OPEN" } }, signal }),
  rescheduleSlots: (id: string, date: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/bookings/{id}/reschedule-slots", {
      params: { path: { id }, query: { date } },
      signal,
    }),
  reschedule: (id: string, slot: AdminSlot) =>
    api.post.data("/api/admin/bookings/{id}/reschedule", {
      params: { path: { id } },
      body: { newSlotId: slot.slotId, newStartTime: slot.startAt, newEndTime: slot.endAt },
      idempotencyKey: crypto.randomUUID(),
    }),
  /** The booking's intake answers and its photos' admin URLs (issue 20). */
  intake: (id: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/bookings/{id}/intake", { params: { path: { id } }, signal }),
  remove: (id: string, action: "cancel" | "delete") =>
    api.delete.data("/api/admin/bookings/{id}", { params: { path: { id } }, body: { action } }),
};
