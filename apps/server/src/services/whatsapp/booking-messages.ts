import {
  type BookingMessage,
  type BookingMessages,
  toWhatsAppNumber,
  type WhatsAppOutboxItem,
  type WhatsAppPreference,
  whatsappChatLink,
  whatsappStatuses,
} from "@clinic/contract/whatsapp";
import { latestWhatsAppMessages, messagesOfBooking } from "../../db/booking-messages-repository";
import { findBooking } from "../../db/booking-repository";
import type { Database } from "../../db/client";
import { transaction } from "../../db/transaction";
import { whatsappStateOfBooking, withdrawWhatsAppOptIn } from "../../db/whatsapp-repository";
import { withManageToken } from "../booking/manage-access";
import { DomainError } from "../domain-error";

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * The click-to-chat note: who writes and which booking, never anything about the patient's health
 * (it is in a URL, which browsers and WhatsApp keep).
 */
export function chatNote(clinicName: string, reference: string): string {
  return `Hello, this is ${clinicName} about your video consultation (reference ${reference}).`;
}

/** GET /api/admin/bookings/{id}/messages: every email and WhatsApp message of the booking. */
export async function bookingMessages(
  deps: { db: Database; settings: { organizer: { name: string } } },
  bookingId: string,
): Promise<BookingMessages> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw new DomainError("not_found", "No such booking.");
  const [rows, state] = await Promise.all([
    messagesOfBooking(deps.db, bookingId),
    whatsappStateOfBooking(deps.db, bookingId),
  ]);
  const items: BookingMessage[] = rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    kind: r.kind,
    status: r.status,
    recipient: r.to_clinic ? "clinic" : "patient",
    attempts: Number(r.attempts),
    createdAt: iso(r.created_at),
    sentAt: iso(r.sent_at),
    deliveredAt: iso(r.delivered_at),
    readAt: iso(r.read_at),
    failedAt: iso(r.failed_at),
    failureReason: r.failure_reason,
  }));
  const number = state.phone ?? toWhatsAppNumber(booking.customerPhone);
  return {
    items,
    whatsapp: {
      optedIn: state.optedIn && !state.numberOptedOut,
      numberOptedOut: state.numberOptedOut,
      chatLink: number
        ? whatsappChatLink(number, chatNote(deps.settings.organizer.name, booking.reference))
        : null,
    },
  };
}

/** GET /api/admin/whatsapp/messages: the newest WhatsApp messages (the outbox provider's are only there). */
export async function whatsappOutboxList(db: Database, limit = 100): Promise<WhatsAppOutboxItem[]> {
  const rows = await latestWhatsAppMessages(db, limit);
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.booking_id,
    reference: r.reference,
    kind: r.kind,
    template: r.template,
    to: r.to_phone,
    status: (whatsappStatuses as readonly string[]).includes(r.status)
      ? (r.status as WhatsAppOutboxItem["status"])
      : "queued",
    attempts: Number(r.attempts),
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: iso(r.sent_at),
    failureReason: r.failure_reason,
  }));
}

async function preferenceOf(db: Database, bookingId: string): Promise<WhatsAppPreference> {
  const state = await whatsappStateOfBooking(db, bookingId);
  return {
    optedIn: state.optedIn && !state.numberOptedOut,
    numberEnding: state.phone ? state.phone.slice(-4) : null,
    numberOptedOut: state.numberOptedOut,
  };
}

/** The manage page: are this booking's WhatsApp updates on? (The manage token, else 403.) */
export async function myWhatsAppPreference(
  db: Database,
  bookingId: string,
  token: string | undefined,
): Promise<WhatsAppPreference> {
  await withManageToken(db, bookingId, token);
  return preferenceOf(db, bookingId);
}

/** The manage page: the patient turns this booking's WhatsApp updates off; queued ones are dropped. */
export async function turnOffWhatsApp(
  deps: { db: Database; now?: (() => Date) | undefined },
  bookingId: string,
  token: string | undefined,
): Promise<WhatsAppPreference> {
  await transaction(deps.db, async (tx) => {
    await withManageToken(tx, bookingId, token);
    await withdrawWhatsAppOptIn(tx, bookingId, deps.now?.() ?? new Date());
  });
  return preferenceOf(deps.db, bookingId);
}
