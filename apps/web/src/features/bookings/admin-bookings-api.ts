import type { AdminBookingsQueryInput, AdminBookingsResponse } from "@clinic/contract/admin-bookings";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import type { AdminIntakeView } from "@clinic/contract/intake-form";
import { api, apiRequest, apiRequestEnvelope, sameSiteHeaders } from "../../lib/api-client";

export function bookingsSearch(q: AdminBookingsQueryInput): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== "" && v !== "all") p.set(k, String(v));
  return p.toString();
}

export const adminBookingsApi = {
  /** The whole answer: `data` is the page's rows, `pagination` its place in the list (decision 0083). */
  page: (q: AdminBookingsQueryInput, signal?: AbortSignal) =>
    apiRequestEnvelope<AdminBookingsResponse>(`/api/admin/bookings?${bookingsSearch(q)}`, {
      method: "GET",
      signal,
    }),
  csvUrl: (q: AdminBookingsQueryInput) => `/api/admin/bookings/export.csv?${bookingsSearch(q)}`,
  /** The OPEN slots from `from` to `to` (the reschedule calendar marks their days). */
  openSlots: (from: string, to: string, signal?: AbortSignal) =>
    api.get<AdminSlot[]>(`/api/admin/slots?from=${from}&to=${to}&status=OPEN`, { signal }),
  rescheduleSlots: (id: string, date: string, signal?: AbortSignal) =>
    api.get<AdminSlot[]>(`/api/admin/bookings/${id}/reschedule-slots?date=${date}`, { signal }),
  reschedule: (id: string, slot: AdminSlot) =>
    api.post<AdminSlot>(
      `/api/admin/bookings/${id}/reschedule`,
      { newSlotId: slot.slotId, newStartTime: slot.startAt, newEndTime: slot.endAt },
      { headers: sameSiteHeaders, idempotencyKey: crypto.randomUUID() },
    ),
  /** The booking's intake answers and its photos' admin URLs (issue 20). */
  intake: (id: string, signal?: AbortSignal) =>
    api.get<AdminIntakeView>(`/api/admin/bookings/${encodeURIComponent(id)}/intake`, { signal }),
  remove: (id: string, action: "cancel" | "delete") =>
    apiRequest<{ id: string }>(`/api/admin/bookings/${id}`, {
      method: "DELETE",
      headers: sameSiteHeaders,
      body: { action },
    }),
};
