import type { AdminPayment } from "@clinic/contract/admin-payment";
import type { Pricing } from "@clinic/contract/admin-pricing";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import type { GeneratedSlot } from "@clinic/contract/slot-generator";
import type { SlotStatus } from "@clinic/contract/slots";
import { api, apiRequest, apiRequestWithMessage, sameSiteHeaders } from "../../lib/api-client";
import type { BulkCreateAnswer } from "./bulk-create-outcome";

// The clinic's zone comes from the server (useClinicZone, decision 0064); the screens show a slot's
// times in it.
export const adminSlotsKey = ["admin", "slots"] as const;

export const adminSlotsApi = {
  list: (date: string | null, signal?: AbortSignal) =>
    date
      ? api.get<AdminSlot[]>(`/api/admin/slots?from=${date}&to=${date}`, { signal })
      : api.get<AdminSlot[]>("/api/admin/slots/all", { signal }),
  /** The slots from one day to another, both included (the week view, the bulk-create preview). */
  range: (from: string, to: string, signal?: AbortSignal) =>
    api.get<AdminSlot[]>(`/api/admin/slots?from=${from}&to=${to}`, { signal }),
  bulkCreate: (slots: GeneratedSlot[]) =>
    apiRequestWithMessage<BulkCreateAnswer>("/api/admin/slots/bulkCreate", {
      method: "POST",
      body: { slots },
      headers: sameSiteHeaders,
      idempotencyKey: crypto.randomUUID(),
    }),
  setStatus: (id: string, status: SlotStatus) =>
    api.patch<AdminSlot>(`/api/admin/slots/${id}`, { status }, { headers: sameSiteHeaders }),
  // A JSON body, even empty: the node adapter sees a body stream on every DELETE and the
  // server's JSON-body rule then wants its Content-Type.
  remove: (id: string) =>
    apiRequest<{ id: string }>(`/api/admin/slots/${id}`, {
      method: "DELETE",
      headers: sameSiteHeaders,
      body: {},
    }),
  book: (body: {
    slotId: string;
    user: { name: string; email: string; phone: string; timezone: string };
    notes: string;
    payment: AdminPayment;
    /** The patient's consent, taken on the phone (decision 0100). */
    consentByPhone: true;
    /** WhatsApp updates, agreed on the phone (issue 21). */
    whatsappOptIn?: boolean;
  }) =>
    api.post<{ bookingId: string }>(
      "/api/public/bookings",
      { ...body, flow: "book", isAdminBooking: true },
      { headers: sameSiteHeaders, idempotencyKey: crypto.randomUUID() },
    ),
  /** The current price: what the booking dialog offers as the amount collected. */
  pricing: (signal?: AbortSignal) => api.get<Pricing>("/api/admin/pricing", { signal }),
};

/** The spec's mapping of a failed admin booking (admin.md §8). */
export function bookingErrorMessage(error: unknown): string {
  if (error instanceof TypeError && error.message.includes("Failed to fetch"))
    return "Unable to connect to the server. Please check: your internet connection, that the API server is running, and the CORS configuration.";
  const status = (error as { status?: number }).status;
  if (status === 404) return "Admin booking endpoint not found. The feature may not be deployed yet.";
  if (status === 401 || status === 403) return "Authentication failed. Please log in again.";
  if (status === 400) return "Invalid booking data. Please check all fields and try again.";
  return error instanceof Error && error.message
    ? error.message
    : "Failed to create booking. Please try again.";
}
