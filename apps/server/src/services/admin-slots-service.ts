import { defaultAppointmentType } from "@clinic/contract/admin-bookings";
import { adminPaymentMethodLabels, isAdminPaymentMethod } from "@clinic/contract/admin-payment";
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
import { findSlot, type SlotRow } from "../db/slot-repository";
import { transaction } from "../db/transaction";
import { recordAudit } from "./audit-service";
import { type BookingDeps, paymentsOf } from "./booking/booking-deps";
import { cancelByClinic } from "./booking/cancel-booking";
import type { AfterCommit } from "./booking/events/booking-event";
import { runAfterCommit } from "./booking/events/record-booking-event";
import { releaseSlotEvent } from "./calendar-sync-service";
import { DomainError } from "./domain-error";
import { refuseDeletingReceipted } from "./receipts/kept-for-accounts";
import { type OwedRefund, refundOwed } from "./refund-service";

const iso = (v: Date | string) => new Date(v).toISOString();

/** The provider that took an online payment, or how the clinic took it for its own booking (decision 0094). */
function paymentMethodOf(r: SlotWithBookingRow): string {
  if (!r.b_is_admin) return r.b_provider ?? "";
  return isAdminPaymentMethod(r.b_payment_method) ? adminPaymentMethodLabels[r.b_payment_method] : "admin";
}

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
    practitionerId: r.practitioner_id,
    kindIds: r.kind_ids,
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
          paymentMethod: paymentMethodOf(r),
          paymentProvider: r.b_provider ?? "",
          appointmentType: defaultAppointmentType,
          duration: Number(r.b_duration ?? 60),
          meetingLink: r.b_meeting_link,
          notes: r.b_notes ?? "",
          timezone: r.b_timezone ?? r.tz,
          isAdminBooking: r.b_is_admin === true,
          createdAt: iso(r.b_created_at ?? r.created_at),
          patientId: r.b_patient_id,
        }
      : null,
  };
}

export async function listAdminSlots(deps: BookingDeps, filter: SlotFilter): Promise<AdminSlot[]> {
  return (await listSlotsWithBooking(deps.db, filter)).map(toAdminSlot);
}

/** PATCH /api/admin/slots/{id}: only the moves of the status machine (packages/contract/src/slots.ts). */
export async function changeSlotStatus(
  deps: BookingDeps,
  id: string,
  to: SlotStatus,
  actor: string,
): Promise<AdminSlot> {
  let owed: OwedRefund | undefined;
  const followUps: AfterCommit[] = [];
  try {
    // Resolved before the transaction: it may read settings through another connection.
    const payments = await paymentsOf(deps);
    const answer = await transaction(deps.db, async (tx) => {
      const locked = await lockSlot(tx, id);
      if (!locked) throw new DomainError("not_found", "No such slot.");
      const from = locked.status as SlotStatus;
      if (from === "COMPLETED") throw new DomainError("conflict", completedSlotMessage);
      if (!canTransition(from, to))
        throw new DomainError("conflict", `A ${from} slot cannot be set to ${to}.`);
      const current = await findSlotWithBooking(tx, id);
      const live = current?.b_id ? { id: current.b_id, status: current.b_status } : undefined;
      if (to === "OPEN" && live) {
        // Releasing a hold ends the unpaid booking (a late payment is handled as for an expired hold);
        // reopening a booked slot cancels its booking, refunds it and tells the patient.
        if (live.status === "PENDING") await endLiveBooking(tx, live.id, "EXPIRED");
        else {
          ({ owed } = await cancelByClinic(tx, deps, live.id, "The time is no longer available.", followUps));
        }
      }
      if (to === "BOOKED" && live?.status === "PENDING")
        throw new DomainError(
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
    await runAfterCommit(deps, followUps);
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
      if (!locked) throw new DomainError("not_found", "No such slot.");
      if (locked.status === "COMPLETED") throw new DomainError("conflict", completedSlotMessage);
      const current = await findSlotWithBooking(tx, id);
      if (current?.b_id || locked.status === "BOOKED")
        throw new DomainError(
          "conflict",
          "This slot has a booking. Cancel the booking or reopen the slot before deleting it.",
        );
      await refuseDeletingReceipted(tx, { slotId: id });
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
