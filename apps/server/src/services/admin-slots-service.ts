import { randomUUID } from "node:crypto";
import { defaultAppointmentType } from "@clinic/contract/admin-bookings";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { canTransition, completedSlotMessage, type SlotStatus } from "@clinic/contract/slots";
import {
  deleteSlotRow,
  endLiveBooking,
  findSlotWithBooking,
  listSlotsWithBooking,
  lockSlot,
  type SlotFilter,
  type SlotWithBookingRow,
  setSlotStatusAny,
} from "../db/admin-slots-repository";
import { type BookingRow, findBookingWithSlot } from "../db/booking-repository";
import { enqueueEmail } from "../db/email-outbox-repository";
import { findSlot, type SlotRow } from "../db/slot-repository";
import { type Tx, transaction } from "../db/transaction";
import { recordAudit } from "./audit-service";
import { nextInviteSequence } from "./booking-email-service";
import { type BookingDeps, bookingInvite, paymentsOf } from "./booking-service";
import { releaseSlotEvent } from "./calendar-sync-service";
import { type OwedRefund, owe, refundOwed } from "./refund-service";
import { ServiceRefusal } from "./service-refusal";

const iso = (v: Date | string) => new Date(v).toISOString();

/** A slot row with its live booking, as the admin screens read it. */
export function toAdminSlot(r: SlotWithBookingRow): AdminSlot {
  return {
    slotId: r.id,
    id: r.id,
    dateKey: r.date_key,
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    tz: r.tz,
    status: r.status as SlotStatus,
    calendarEventId: r.calendar_event_id,
    createdAt: iso(r.created_at),
    booking: r.b_id
      ? {
          bookingId: r.b_id,
          reference: r.b_reference ?? "",
          customerName: r.b_name ?? "",
          customerEmail: r.b_email ?? "",
          customerPhone: r.b_phone ?? "",
          amount: Number(r.b_amount ?? 0),
          currency: r.b_currency ?? "INR",
          paymentStatus: r.b_status ?? "",
          paymentId: r.b_payment_id,
          paymentMethod: r.b_is_admin ? "admin" : (r.b_provider ?? ""),
          paymentProvider: r.b_provider ?? "",
          appointmentType: defaultAppointmentType,
          duration: Number(r.b_duration ?? 60),
          meetingLink: r.b_meeting_link,
          notes: r.b_notes ?? "",
          timezone: r.b_timezone ?? r.tz,
          isAdminBooking: r.b_is_admin === true,
          createdAt: iso(r.b_created_at ?? r.created_at),
        }
      : null,
  };
}

export async function listAdminSlots(deps: BookingDeps, filter: SlotFilter): Promise<AdminSlot[]> {
  return (await listSlotsWithBooking(deps.db, filter)).map(toAdminSlot);
}

const when = (deps: BookingDeps, at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: deps.settings.clinicTimezone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(at);

/**
 * Ends a live booking on the admin's word: PAID → CANCELLED with a full refund (decision 0024,
 * applied to admin cancellations too, decision 0029) and an email to the patient. The refund is
 * only owed here: the caller makes it with `refundOwed` after its transaction commits (decision 0061).
 */
export async function cancelLiveBooking(
  tx: Tx,
  deps: BookingDeps,
  bookingId: string,
  why: string,
): Promise<{ booking: BookingRow; owed: OwedRefund | undefined }> {
  const found = await findBookingWithSlot(tx, bookingId);
  if (!found) throw new ServiceRefusal(404, "not_found", "No such booking.");
  const { booking, slot } = found;
  if (!(await endLiveBooking(tx, booking.id, "CANCELLED")))
    throw new ServiceRefusal(409, "conflict", "This booking changed meanwhile. Please try again.");
  const owed = await owe(tx, booking);
  // The patient's invitation is withdrawn: METHOD:CANCEL, same UID, a higher SEQUENCE (decision 0072).
  if (booking.status === "PAID")
    await enqueueEmail(tx, {
      id: randomUUID(),
      kind: "booking-cancelled",
      bookingId: booking.id,
      toAddress: booking.customerEmail,
      subject: "Consultation cancelled",
      textBody: [
        `Dear ${booking.customerName},`,
        "",
        `The clinic has cancelled your consultation of ${when(deps, slot.startAt)} (${deps.settings.clinicTimezone}), reference ${booking.reference}. ${why}`,
        booking.isAdminBooking
          ? "No payment was taken for this booking."
          : "Your payment will be refunded in full to the way you paid.",
        "Please book another time on our website, or reply to this email.",
        "The attached cancellation removes the consultation from your calendar.",
      ].join("\n"),
      icsAttachment: bookingInvite(
        deps,
        booking,
        slot,
        await nextInviteSequence(tx, booking, new Date()),
        "CANCEL",
      ),
    });
  return { booking, owed };
}

/** PATCH /api/admin/slots/{id}: only the moves of the status machine (packages/contract/src/slots.ts). */
export async function changeSlotStatus(
  deps: BookingDeps,
  id: string,
  to: SlotStatus,
  actor: string,
): Promise<AdminSlot> {
  let reopened: SlotRow | undefined;
  let owed: OwedRefund | undefined;
  try {
    // Resolved before the transaction: it may read settings through another connection.
    const payments = await paymentsOf(deps);
    const answer = await transaction(deps.db, async (tx) => {
      const locked = await lockSlot(tx, id);
      if (!locked) throw new ServiceRefusal(404, "not_found", "No such slot.");
      const from = locked.status as SlotStatus;
      if (from === "COMPLETED") throw new ServiceRefusal(409, "conflict", completedSlotMessage);
      if (!canTransition(from, to))
        throw new ServiceRefusal(409, "conflict", `A ${from} slot cannot be set to ${to}.`);
      const current = await findSlotWithBooking(tx, id);
      const live = current?.b_id ? { id: current.b_id, status: current.b_status } : undefined;
      if (to === "OPEN" && live) {
        // Releasing a hold ends the unpaid booking (a late payment is handled as for an expired hold);
        // reopening a booked slot cancels its booking, refunds it and tells the patient.
        if (live.status === "PENDING") await endLiveBooking(tx, live.id, "EXPIRED");
        else {
          ({ owed } = await cancelLiveBooking(tx, deps, live.id, "The time is no longer available."));
          reopened = await findSlot(tx, id);
        }
      }
      if (to === "BOOKED" && live?.status === "PENDING")
        throw new ServiceRefusal(
          409,
          "conflict",
          "A patient is paying for this slot. Wait for the payment, or release the slot first.",
        );
      await setSlotStatusAny(tx, id, to);
      await recordAudit(tx, {
        actor,
        action: "slot.status",
        entity: "slot",
        entityId: id,
        details: { before: from, after: to, bookingId: live?.id ?? null },
      });
      const after = await findSlotWithBooking(tx, id);
      if (!after) throw new Error("slot vanished inside its transaction");
      return toAdminSlot(after);
    });
    // After the commit: the refund (decision 0061), and a cancelled booking's event goes back to
    // an open slot (decision 0057).
    if (owed) await refundOwed(deps, payments, owed);
    if (reopened) await releaseSlotEvent(deps.calendarSync, reopened, "reopen");
    return answer;
  } finally {
    deps.slotCache?.invalidate();
  }
}

/** DELETE /api/admin/slots/{id}: only OPEN or HELD slots without a live booking. */
export async function deleteSlot(deps: BookingDeps, id: string, actor: string): Promise<void> {
  let removed: SlotRow | undefined;
  try {
    await transaction(deps.db, async (tx) => {
      const locked = await lockSlot(tx, id);
      if (!locked) throw new ServiceRefusal(404, "not_found", "No such slot.");
      if (locked.status === "COMPLETED") throw new ServiceRefusal(409, "conflict", completedSlotMessage);
      const current = await findSlotWithBooking(tx, id);
      if (current?.b_id || locked.status === "BOOKED")
        throw new ServiceRefusal(
          409,
          "conflict",
          "This slot has a booking. Cancel the booking or reopen the slot before deleting it.",
        );
      removed = await findSlot(tx, id);
      await deleteSlotRow(tx, id);
      await recordAudit(tx, {
        actor,
        action: "slot.delete",
        entity: "slot",
        entityId: id,
        details: { before: { status: locked.status, startAt: current ? iso(current.start_at) : null } },
      });
    });
  } finally {
    deps.slotCache?.invalidate();
  }
  // After the commit: the slot's event leaves the clinic's calendar (decision 0057).
  if (removed) await releaseSlotEvent(deps.calendarSync, removed, "delete");
}
