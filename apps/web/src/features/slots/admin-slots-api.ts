import type { AdminPayment } from "@clinic/contract/admin-payment";
import type { GeneratedSlot } from "@clinic/contract/slot-generator";
import type { SlotStatus } from "@clinic/contract/slots";
import { api, sameSiteHeaders } from "../../lib/api-client";

// The clinic's zone comes from the server (useClinicZone, decision 0064); the screens show a slot's
// times in it.
export const adminSlotsKey = ["admin", "slots"] as const;

export const adminSlotsApi = {
  list: (date: string | null, signal?: AbortSignal) =>
    date
      ? api.get.data("/api/admin/slots", { params: { query: { from: date, to: date } }, signal })
      : api.get.data("/api/admin/slots/all", { signal }),
  /** The slots from one day to another, both included (the week view, the bulk-create preview). */
  range: (from: string, to: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/slots", { params: { query: { from, to } }, signal }),
  /** Each slot may name its practitioner and kinds (issue 34); left out, the server's defaults. */
  bulkCreate: (slots: Array<GeneratedSlot & { practitionerId?: string; kindIds?: string[] }>) =>
    api.post.withMessage("/api/admin/slots/bulkCreate", {
      body: { slots },
      idempotencyKey: crypto.randomUUID(),
    }),
  setStatus: (id: string, status: SlotStatus) =>
    api.patch.data("/api/admin/slots/{id}", { params: { path: { id } }, body: { status } }),
  remove: (id: string) => api.delete.data("/api/admin/slots/{id}", { params: { path: { id } } }),
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
    api.post.data("/api/public/bookings", {
      body: { ...body, flow: "book", isAdminBooking: true },
      // The practitioner books through the public route with her session: the same-site header as her other calls.
      headers: sameSiteHeaders,
      idempotencyKey: crypto.randomUUID(),
    }),
  /** The current price: what the booking dialog offers as the amount collected. */
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
