import {
  type AdminBookingsPage,
  type AdminBookingsQuery,
  defaultAppointmentType,
} from "@clinic/contract/admin-bookings";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { csvLine } from "@clinic/contract/csv";
import { formatDate, formatDateTime, formatMoney, formatTime } from "@clinic/contract/format";
import {
  deleteBookingRow,
  findSlotWithBooking,
  listSlotsWithBooking,
  pageSlotsWithBooking,
  type SlotFilter,
  setSlotStatusAny,
  updateBookingNotes,
} from "../db/admin-slots-repository";
import { findBookingWithSlot } from "../db/booking-repository";
import { transaction } from "../db/transaction";
import { toAdminSlot } from "./admin-slots-service";
import { recordAudit } from "./audit-service";
import { type BookingDeps, clock, paymentsOf } from "./booking/booking-deps";
import { cancelByClinic } from "./booking/cancel-booking";
import type { AfterCommit } from "./booking/events/booking-event";
import { recordBookingEvent, runAfterCommit } from "./booking/events/record-booking-event";
import { moveBooking } from "./booking/move-booking";
import { DomainError } from "./domain-error";
import { refuseDeletingReceipted } from "./receipts/kept-for-accounts";
import { withReceiptNumbers } from "./receipts/receipt-numbers";
import { type OwedRefund, refundOwed } from "./refund-service";

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
  return {
    items: await withReceiptNumbers(deps.db, rows.map(toAdminSlot)),
    pagination: { total, page: q.page, pageSize: q.pageSize },
  };
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
  "Receipt number",
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
  for (const s of await withReceiptNumbers(deps.db, rows.map(toAdminSlot))) {
    const b = s.booking;
    out += csvLine([
      formatDate(s.startAt, tz),
      formatTime(s.startAt, tz),
      formatTime(s.endAt, tz),
      tz,
      s.status,
      b?.customerName,
      b?.customerEmail,
      b?.customerPhone,
      b?.paymentStatus,
      b?.paymentMethod,
      b?.paymentId,
      b ? formatMoney(b.amount, b.currency) : "",
      b?.currency,
      b ? (b.appointmentType ?? defaultAppointmentType) : "",
      b?.duration,
      b?.meetingLink,
      b?.notes,
      b?.reference,
      b ? formatDateTime(b.createdAt, tz) : "",
      b?.receiptNumber,
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
  if (!found) throw new DomainError("not_found", "No such booking.");
  const rows = await listSlotsWithBooking(deps.db, {
    from: date,
    to: date,
    statuses: ["OPEN"],
    startsAfter: clock(deps),
  });
  return rows.map(toAdminSlot);
}

/**
 * POST /api/admin/bookings/{id}/reschedule: the move-booking use case with the admin as actor
 * (closed days allowed, decision 0089); answers the new slot with its booking.
 */
export async function adminReschedule(
  deps: BookingDeps,
  bookingId: string,
  newSlotId: string,
  actor: string,
): Promise<AdminSlot> {
  const result = await moveBooking(deps, {
    bookingId,
    toSlotId: newSlotId,
    actor: { kind: "admin", email: actor },
    closedDays: "allow",
  });
  const after = await findSlotWithBooking(deps.db, result.slot.id);
  if (!after) throw new DomainError("not_found", "No such slot.");
  const answer = toAdminSlot(after);
  // The booking's link as the calendar left it (a Google Meet link may have changed; decision 0073).
  return answer.booking
    ? { ...answer, booking: { ...answer.booking, meetingLink: result.booking.meetingLink } }
    : answer;
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
    if (!found) throw new DomainError("not_found", "No such booking.");
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
  let owed: OwedRefund | undefined;
  const after: AfterCommit[] = [];
  try {
    // Resolved before the transaction: it may read settings through another connection.
    const payments = await paymentsOf(deps);
    const answer = await transaction(deps.db, async (tx) => {
      const found = await findBookingWithSlot(tx, bookingId);
      if (!found) throw new DomainError("not_found", "No such booking.");
      const { booking, slot } = found;
      const live = booking.status === "PAID" || booking.status === "PENDING";
      if (action === "cancel") {
        if (slot.status === "COMPLETED")
          throw new DomainError("not_cancellable", "Completed appointments cannot be modified");
        if (!live) throw new DomainError("not_cancellable", "This booking is not active.");
        ({ owed } = await cancelByClinic(tx, deps, bookingId, "", after));
        await setSlotStatusAny(tx, slot.id, "OPEN");
      } else {
        await refuseDeletingReceipted(tx, { bookingId });
        const slotReopened = live && slot.status !== "COMPLETED";
        await recordBookingEvent(
          tx,
          deps,
          { type: "deleted", at: clock(deps), booking, slot, slotReopened },
          after,
        );
        await deleteBookingRow(tx, bookingId);
        if (slotReopened) await setSlotStatusAny(tx, slot.id, "OPEN");
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
    // After the commit: the refund (decision 0061), then what the events left (the calendar's event an
    // open slot again, decision 0057).
    if (owed) await refundOwed(deps, payments, owed);
    await runAfterCommit(deps, after);
    return answer;
  } finally {
    deps.slotCache?.invalidate();
  }
}
