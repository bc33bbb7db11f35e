import type { BookingMessages, WhatsAppOutboxItem } from "@clinic/contract/whatsapp";
import { api } from "../../lib/api-client";

export const messagesApi = {
  /** Every email and WhatsApp message of a booking, and its WhatsApp state (issue 21). */
  ofBooking: (bookingId: string, signal?: AbortSignal) =>
    api.get<BookingMessages>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/messages`, { signal }),
  /** The newest WhatsApp messages (the outbox provider's are only there). */
  whatsappOutbox: (signal?: AbortSignal) =>
    api.get<{ provider: "outbox" | "cloud"; items: WhatsAppOutboxItem[] }>("/api/admin/whatsapp/messages", {
      signal,
    }),
};

/** What a message is, in words (its kind without the ':…' of a move or a refund). */
export function messageKindLabel(kind: string): string {
  const base = kind.split(":")[0] ?? kind;
  const labels: Record<string, string> = {
    "booking-confirmation": "Confirmation",
    "clinic-new-booking": "New booking (clinic)",
    "booking-cancelled": "Cancellation",
    cancellation: "Cancellation",
    "booking-rescheduled": "Reschedule",
    "admin-rescheduled": "Reschedule",
    reschedule: "Reschedule",
    refund: "Refund",
    "stop-reply": "Reply to STOP",
    "start-reply": "Reply to START",
  };
  const reminder = /^reminder-(\d+)h$/.exec(base);
  if (reminder) return `Reminder (${reminder[1]} h before)`;
  return labels[base] ?? base;
}
