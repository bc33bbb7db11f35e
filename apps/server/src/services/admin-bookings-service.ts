import { randomUUID } from "node:crypto";
import {
  type AdminBookingsPage,
  type AdminBookingsQuery,
  defaultAppointmentType,
} from "@clinic/contract/admin-bookings";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { slotUnavailableMessage } from "@clinic/contract/booking";
import { csvLine } from "@clinic/contract/csv";
import { formatMoney } from "@clinic/contract/money";
import { dateKeyInZone, formatTimeInZone } from "@clinic/contract/slot-generator";
import {
  deleteBookingRow,
  findSlotWithBooking,
  listSlotsWithBooking,
  pageSlotsWithBooking,
  type SlotFilter,
  setSlotStatusAny,
  updateBookingNotes,
} from "../db/admin-slots-repository";
import { findBookingWithSlot, moveBooking } from "../db/booking-repository";
import { enqueueEmail } from "../db/email-outbox-repository";
import { bookOpenSlot, type SlotRow, setSlotStatus } from "../db/slot-repository";
import { transaction } from "../db/transaction";
import { cancelLiveBooking, toAdminSlot } from "./admin-slots-service";
import { recordAudit } from "./audit-service";
import {
  type HeldMoveEmails,
  heldForCalendarMs,
  nextInviteSequence,
  releaseMoveEmails,
} from "./booking-email-service";
import { type BookingDeps, bookingInvite, paymentsOf } from "./booking-service";
import { moveBookingEvent, moveMayChangeMeetingLink, releaseSlotEvent } from "./calendar-sync-service";
import { type OwedRefund, refundOwed } from "./refund-service";
import { ServiceRefusal } from "./service-refusal";

const clock = (deps: BookingDeps) => (deps.now ?? (() => new Date()))();

/**
 * The query's filter. `view`: upcoming = slots that have not ended, past = ended, all; status
 * CONFIRMED (the dashboard's word) = BOOKED slots (decision 0029).
 */
export function filterOf(
  deps: BookingDeps,
  q: Omit<AdminBookingsQuery, "sort" | "order" | "page" | "pageSize">,
): SlotFilter {
  const now = clock(deps);
  const status = q.status === "CONFIRMED" ? "BOOKED" : q.status;
  return {
    from: q.from,
    to: q.to,
    statuses: status && status !== "all" ? [status] : undefined,
    startsAfter: q.view === "upcoming" ? new Date(now.getTime() - 60 * 60_000) : undefined,
    startsBefore: q.view === "past" ? now : undefined,
  };
}

export async function pageBookings(deps: BookingDeps, q: AdminBookingsQuery): Promise<AdminBookingsPage> {
  const { rows, total } = await pageSlotsWithBooking(
    deps.db,
    filterOf(deps, q),
    { sort: q.sort, direction: q.order },
    { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  );
  return { items: rows.map(toAdminSlot), pagination: { total, page: q.page, pageSize: q.pageSize } };
}

const csvHeader = [
  "Date",
  "Start",
  "End",
  "Time zone",
  "Slot status",
  "Customer",
  "Email",
  "Phone",
  "Payment status",
  "Payment method",
  "Payment id",
  "Amount",
  "Currency",
  "Appointment",
  "Duration (minutes)",
  "Meeting link",
  "Notes",
  "Reference",
  "Booked at",
];

/** GET /api/admin/bookings/export.csv: the same filter and order, every row (at most 50 000). */
export async function exportBookingsCsv(deps: BookingDeps, q: AdminBookingsQuery): Promise<string> {
  const { rows } = await pageSlotsWithBooking(
    deps.db,
    filterOf(deps, q),
    { sort: q.sort, direction: q.order },
    { limit: 50_000, offset: 0 },
  );
  const tz = deps.settings.clinicTimezone;
  let out = csvLine(csvHeader);
  for (const s of rows.map(toAdminSlot)) {
    const b = s.booking;
    out += csvLine([
      s.dateKey,
      formatTimeInZone(s.startAt, tz),
      formatTimeInZone(s.endAt, tz),
      tz,
      s.status,
      b?.customerName,
      b?.customerEmail,
      b?.customerPhone,
      b?.paymentStatus,
      b?.paymentMethod,
      b?.paymentId,
      b ? (b.amount / 100).toFixed(2) : "",
      b?.currency,
      b ? (b.appointmentType ?? defaultAppointmentType) : "",
      b?.duration,
      b?.meetingLink,
      b?.notes,
      b?.reference,
      b?.createdAt,
    ]);
  }
  return out;
}

/** OPEN slots of a date that start in the future (the reschedule dialog's times). */
export async function rescheduleSlots(
  deps: BookingDeps,
  bookingId: string,
  date: string,
): Promise<AdminSlot[]> {
  const found = await findBookingWithSlot(deps.db, bookingId);
  if (!found) throw new ServiceRefusal(404, "not_found", "No such booking.");
  const rows = await listSlotsWithBooking(deps.db, {
    from: date,
    to: date,
    statuses: ["OPEN"],
    startsAfter: clock(deps),
  });
  return rows.map(toAdminSlot);
}

const when = (deps: BookingDeps, at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: deps.settings.clinicTimezone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(at);

/**
 * POST /api/admin/bookings/{id}/reschedule: one transaction; the new slot must be OPEN (a
 * conditional update, so of two admins racing for one slot one wins), the old one opens again,
 * and the patient gets the updated invite (same UID, higher SEQUENCE).
 */
export async function adminReschedule(
  deps: BookingDeps,
  bookingId: string,
  newSlotId: string,
  actor: string,
): Promise<AdminSlot> {
  // After the commit; it also sets the booking's userCalendar (decision 0068).
  let calendarMove: (() => ReturnType<typeof moveBookingEvent>) | undefined;
  let held: HeldMoveEmails | undefined;
  try {
    const answer = await transaction(deps.db, async (tx) => {
      const found = await findBookingWithSlot(tx, bookingId);
      if (!found) throw new ServiceRefusal(404, "not_found", "No such booking.");
      const { booking, slot } = found;
      if (slot.status === "COMPLETED")
        throw new ServiceRefusal(409, "conflict", "Completed appointments cannot be rescheduled.");
      if (booking.status !== "PAID")
        throw new ServiceRefusal(409, "conflict", "Only a confirmed (paid) booking can be rescheduled.");
      if (newSlotId === slot.id) throw new ServiceRefusal(409, "conflict", "Please choose another time.");
      const target = await bookOpenSlot(tx, newSlotId, clock(deps));
      if (!target) throw new ServiceRefusal(409, "conflict", slotUnavailableMessage);
      const moved = await moveBooking(tx, booking.id, slot.id, target.id);
      if (!moved)
        throw new ServiceRefusal(409, "conflict", "This booking changed meanwhile. Please try again.");
      await setSlotStatus(tx, slot.id, "BOOKED", "OPEN");
      calendarMove = () => moveBookingEvent(deps.db, deps.calendarSync, moved, slot, target);
      const sequence = await nextInviteSequence(tx, booking, new Date());
      const compose = (meetingLink: string | null) => ({
        text: [
          `Dear ${moved.customerName},`,
          "",
          `The clinic has moved your consultation (reference ${moved.reference}).`,
          `Was: ${when(deps, slot.startAt)}`,
          `Now: ${when(deps, target.startAt)} (${deps.settings.clinicTimezone})`,
          meetingLink ? `Join the consultation: ${meetingLink}` : "",
          "The attached invitation replaces the earlier one in your calendar.",
        ].join("\n"),
        ics: bookingInvite(deps, { ...moved, meetingLink }, target, sequence),
      });
      const email = compose(moved.meetingLink);
      // With Google Meet the calendar step after the commit may change the link: the email waits
      // for it (decision 0073).
      const hold = moveMayChangeMeetingLink(deps.calendarSync);
      const id = randomUUID();
      await enqueueEmail(tx, {
        id,
        kind: `admin-rescheduled:${target.id}:${sequence}`,
        bookingId: booking.id,
        toAddress: moved.customerEmail,
        subject: "Consultation rescheduled",
        textBody: email.text,
        icsAttachment: email.ics,
        ...(hold ? { nextAttemptAt: new Date(Date.now() + heldForCalendarMs) } : {}),
      });
      if (hold) held = { ids: [id], compose };
      await recordAudit(tx, {
        actor,
        action: "booking.reschedule",
        entity: "booking",
        entityId: booking.id,
        details: {
          before: { slotId: slot.id, startAt: slot.startAt },
          after: { slotId: target.id, startAt: target.startAt },
        },
      });
      const after = await findSlotWithBooking(tx, target.id);
      if (!after) throw new Error("slot vanished inside its transaction");
      return toAdminSlot(after);
    });
    // After the commit: the clinic's calendar follows (decision 0057); a failure is only reported.
    // The held email goes with the link the booking has now (decision 0073).
    if (!calendarMove) return answer;
    const { meetingLink } = await calendarMove();
    const before = answer.booking?.meetingLink ?? null;
    if (held) await releaseMoveEmails(deps.db, held, before, meetingLink);
    return answer.booking && meetingLink !== before
      ? { ...answer, booking: { ...answer.booking, meetingLink } }
      : answer;
  } finally {
    deps.slotCache?.invalidate();
  }
}

/** PATCH /api/admin/bookings/{id}: the notes (the appointment type is not stored; see decision 0029). */
export async function updateBooking(
  deps: BookingDeps,
  bookingId: string,
  notes: string | undefined,
  actor: string,
) {
  return transaction(deps.db, async (tx) => {
    const found = await findBookingWithSlot(tx, bookingId);
    if (!found) throw new ServiceRefusal(404, "not_found", "No such booking.");
    if (notes !== undefined) await updateBookingNotes(tx, bookingId, notes);
    await recordAudit(tx, {
      actor,
      action: "booking.update",
      entity: "booking",
      entityId: bookingId,
      details: {
        before: { notesLength: found.booking.notes.length },
        after: { notesLength: notes?.length ?? null },
      },
    });
    return { id: bookingId };
  });
}

/**
 * DELETE /api/admin/bookings/{id}: `cancel` keeps the record (CANCELLED), frees the slot, refunds
 * and emails the patient; `delete` removes the booking and with it the patient's data for it.
 */
export async function removeBooking(
  deps: BookingDeps,
  bookingId: string,
  action: "cancel" | "delete",
  actor: string,
): Promise<{ id: string }> {
  let freed: SlotRow | undefined;
  let owed: OwedRefund | undefined;
  try {
    // Resolved before the transaction: it may read settings through another connection.
    const payments = await paymentsOf(deps);
    const answer = await transaction(deps.db, async (tx) => {
      const found = await findBookingWithSlot(tx, bookingId);
      if (!found) throw new ServiceRefusal(404, "not_found", "No such booking.");
      const { booking, slot } = found;
      const live = booking.status === "PAID" || booking.status === "PENDING";
      if (action === "cancel") {
        if (slot.status === "COMPLETED")
          throw new ServiceRefusal(409, "conflict", "Completed appointments cannot be modified");
        if (!live) throw new ServiceRefusal(409, "conflict", "This booking is not active.");
        ({ owed } = await cancelLiveBooking(tx, deps, bookingId, ""));
        await setSlotStatusAny(tx, slot.id, "OPEN");
        freed = slot;
      } else {
        await deleteBookingRow(tx, bookingId);
        if (live && slot.status !== "COMPLETED") {
          await setSlotStatusAny(tx, slot.id, "OPEN");
          freed = slot;
        }
      }
      await recordAudit(tx, {
        actor,
        action: `booking.${action}`,
        entity: "booking",
        entityId: bookingId,
        details: {
          before: {
            status: booking.status,
            slotId: slot.id,
            slotStatus: slot.status,
            amount: formatMoney(booking.amount, booking.currency),
          },
          after: action === "cancel" ? { status: "CANCELLED", slotStatus: "OPEN" } : { deleted: true },
        },
      });
      return { id: bookingId };
    });
    // After the commit: the refund (decision 0061), and the slot's event is an open slot again,
    // without the patient (decision 0057).
    if (owed) await refundOwed(deps, payments, owed);
    if (freed) await releaseSlotEvent(deps.calendarSync, freed, "reopen");
    return answer;
  } finally {
    deps.slotCache?.invalidate();
  }
}

export function todayInClinic(deps: BookingDeps): string {
  return dateKeyInZone(clock(deps), deps.settings.clinicTimezone);
}
