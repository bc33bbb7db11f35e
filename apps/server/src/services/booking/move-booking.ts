import { kindMessages } from "@clinic/contract/appointment-kinds";
import { type ManageView, slotUnavailableMessage } from "@clinic/contract/booking";
import { isClosedDay } from "@clinic/contract/closed-days";
import type { KindRow } from "../../db/appointment-kind-repository";
import {
  type BookingRow,
  findBooking,
  findBookingWithSlot,
  moveBooking as moveBookingRow,
} from "../../db/booking-repository";
import { bookOpenSlot, type SlotRow, setSlotStatus } from "../../db/slot-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { closedDayMessage, readClosedDays } from "../closed-days";
import { DomainError } from "../domain-error";
import { afterWrite, type BookingDeps, clock } from "./booking-deps";
import { bookingChangedMessage } from "./confirm-payment";
import type { AfterCommit } from "./events/booking-event";
import { recordBookingEvent, runAfterCommit } from "./events/record-booking-event";
import { nextInviteSequence } from "./invite-sequence";
import { assertPatientMayChange, type ManageDeps, manageView, withManageToken } from "./manage-access";

/**
 * Who moves the booking: the patient with their manage link (until the cut-off, onto a slot that
 * starts after it), or a signed-in admin (any paid booking that is not completed, onto any slot
 * that has not started).
 */
export type MoveActor =
  | { kind: "patient"; token: string; deps: ManageDeps }
  | { kind: "admin"; email: string };

/**
 * Whether the new slot may be on a holiday or blackout day. Patients: never (those days are not
 * offered to them). Admins: yes, on purpose (decision 0089): such a slot exists only when the day
 * was closed after its slots were made, and moving a patient there is the clinic's own choice.
 */
export type ClosedDayPolicy = "refuse" | "allow";

export type MoveCall = { bookingId: string; toSlotId: string; actor: MoveActor; closedDays: ClosedDayPolicy };

export type MoveResult = {
  booking: BookingRow;
  slot: SlotRow;
  /** The booking's kind: a move keeps it, onto a slot that takes it. */
  kind: KindRow;
  /** False when the patient chose the slot they already had: nothing changed. */
  moved: boolean;
  /** What the clinic's calendar did (decision 0068); none when nothing moved. */
  userCalendar?: "inserted" | "emailed";
};

/**
 * One move for both actors, in one transaction: the new slot OPEN → BOOKED (a conditional update,
 * so of two racing for one slot one wins), the booking moved, the old slot OPEN again, the event
 * `moved` (decision 0120: the patient's updated invitation, same UID, higher SEQUENCE, and WhatsApp
 * message) and, for an admin, the audit entry. After the commit the clinic's calendar follows
 * (decision 0057) and emails held for a Google Meet link go with the link the booking has now
 * (decision 0073).
 */
export async function moveBooking(deps: BookingDeps, call: MoveCall): Promise<MoveResult> {
  const after: AfterCommit[] = [];
  const result = await afterWrite(
    deps,
    transaction(deps.db, async (tx): Promise<MoveResult> => {
      const { actor } = call;
      const now = clock(deps);
      const found =
        actor.kind === "patient"
          ? await withManageToken(tx, call.bookingId, actor.token)
          : await findBookingWithSlot(tx, call.bookingId);
      if (!found) throw new DomainError("not_found", "No such booking.");
      const { booking, slot, kind } = found;
      let earliest = now;
      if (actor.kind === "patient") {
        assertPatientMayChange(actor.deps, booking, slot, "not_reschedulable");
        if (call.toSlotId === slot.id) return { booking, slot, kind, moved: false };
        earliest = new Date(now.getTime() + actor.deps.cutoffHours * 3_600_000);
      } else {
        if (slot.status === "COMPLETED")
          throw new DomainError("not_reschedulable", "Completed appointments cannot be rescheduled.");
        if (booking.status !== "PAID")
          throw new DomainError("not_reschedulable", "Only a confirmed (paid) booking can be rescheduled.");
        if (call.toSlotId === slot.id)
          throw new DomainError("not_reschedulable", "Please choose another time.");
      }
      const target = await bookOpenSlot(tx, call.toSlotId, earliest);
      if (!target) throw new DomainError("slot_unavailable", slotUnavailableMessage);
      if (!target.kindIds.includes(kind.id))
        throw new DomainError("kind_not_offered", kindMessages.notOffered);
      if (call.closedDays === "refuse" && isClosedDay(await readClosedDays(tx), target.dateKey))
        throw new DomainError("closed_day", closedDayMessage);
      const moved = await moveBookingRow(tx, booking.id, slot.id, target.id);
      if (!moved) throw new DomainError("booking_changed", bookingChangedMessage);
      await setSlotStatus(tx, slot.id, "BOOKED", "OPEN");
      // The invitation moves too: same UID, a higher SEQUENCE, so calendars replace the event
      // (the clinic's emails are the patient's one invitation; decision 0068).
      const inviteSequence = await nextInviteSequence(tx, booking, now);
      await recordBookingEvent(
        tx,
        deps,
        { type: "moved", at: now, booking: moved, from: slot, to: target, by: actor.kind, inviteSequence },
        after,
      );
      if (actor.kind === "admin")
        await recordAudit(tx, {
          actor: actor.email,
          action: "booking.reschedule",
          entity: "booking",
          entityId: booking.id,
          details: {
            before: { slotId: slot.id, startAt: slot.startAt },
            after: { slotId: target.id, startAt: target.startAt },
          },
        });
      return { booking: moved, slot: target, kind, moved: true };
    }),
  );
  if (!result.moved) return result;
  // After the commit: a calendar failure is only reported, never undoes the move.
  await runAfterCommit(deps, after);
  // What the calendar's step left on the booking (decision 0068; a Meet link may have changed, 0073).
  const current = await findBooking(deps.db, result.booking.id);
  const meetingLink = current?.meetingLink ?? result.booking.meetingLink;
  const userCalendar = current?.userCalendar === "inserted" ? "inserted" : "emailed";
  return { ...result, booking: { ...result.booking, meetingLink, userCalendar }, userCalendar };
}

/** The patient moves their booking with the manage link; answers the booking as the link shows it. */
export async function rescheduleByPatient(
  deps: ManageDeps,
  bookingId: string,
  token: string,
  toSlotId: string,
): Promise<ManageView> {
  const actor: MoveActor = { kind: "patient", token, deps };
  const result = await moveBooking(deps, { bookingId, toSlotId, actor, closedDays: "refuse" });
  return manageView(deps, result.booking, result.slot, result.kind);
}
