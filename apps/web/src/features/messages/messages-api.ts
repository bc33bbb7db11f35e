import { messageKindLabel as recordMessageKindLabel } from "@clinic/contract/message-kinds";
import { api } from "../../lib/api-client";

export const messagesApi = {
  /** Every email and WhatsApp message of a booking, and its WhatsApp state (issue 21). */
  ofBooking: (bookingId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/bookings/{id}/messages", { params: { path: { id: bookingId } }, signal }),
  /** The newest WhatsApp messages (the outbox provider's are only there). */
  whatsappOutbox: (signal?: AbortSignal) => api.get.data("/api/admin/whatsapp/messages", { signal }),
};

/**
 * What a message is, in words, in the booking drawer and Settings → WhatsApp: the kind without the ':…' of a
 * move or a refund. The WhatsApp kinds and the drawer's short names here; every other kind (reminders, the
 * tracker's, refunds of late payments) as the patient page names it (the contract's `messageKindLabel`).
 */
const drawerLabels: Record<string, string> = {
  "booking-confirmation": "Confirmation",
  "clinic-new-booking": "New booking (clinic)",
  cancellation: "Cancellation",
  "booking-rescheduled": "Reschedule",
  "admin-rescheduled": "Reschedule",
  reschedule: "Reschedule",
  refund: "Refund",
  "stop-reply": "Reply to STOP",
  "start-reply": "Reply to START",
};

export function messageKindLabel(kind: string): string {
  const base = kind.split(":")[0] ?? kind;
  return drawerLabels[base] ?? recordMessageKindLabel(base);
}
