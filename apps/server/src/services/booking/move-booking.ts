import { type ManageView, slotUnavailableMessage } from "@clinic/contract/booking";
import { isClosedDay } from "@clinic/contract/closed-days";
import {
  type BookingRow,
  findBookingWithSlot,
  moveBooking as moveBookingRow,
} from "../../db/booking-repository";
import { bookOpenSlot, type SlotRow, setSlotStatus } from "../../db/slot-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import {
  type HeldMoveEmails,
  heldForCalendarMs,
  nextInviteSequence,
  releaseMoveEmails,
} from "../booking-email-service";
import { moveBookingEvent, moveMayChangeMeetingLink } from "../calendar-sync-service";
import { closedDayMessage, readClosedDays } from "../closed-days";
import { DomainError } from "../domain-error";
import { queueWhatsAppReschedule } from "../whatsapp/whatsapp-notices";
import { afterWrite, type BookingDeps, clinicMoment, clock } from "./booking-deps";
import { queueBookingNotice } from "./booking-notices";
import { bookingInvite } from "./booking-views";
import { bookingChangedMessage } from "./confirm-payment";
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
  /** False when the patient chose the slot they already had: nothing changed. */
  moved: boolean;
  /** What the clinic's calendar did (decision 0068); none when nothing moved. */
  userCalendar?: "inserted" | "emailed";
};

/**
 * One move for both actors, in one transaction: the new slot OPEN → BOOKED (a conditional update,
 * so of two racing for one slot one wins), the booking moved, the old slot OPEN again, the patient
 * emailed the updated invitation (same UID, higher SEQUENCE) and, for an admin, the audit entry.
 * After the commit the clinic's calendar follows (decision 0057) and emails held for a Google Meet
 * link go with the link the booking has now (decision 0073).
 */
export async function moveBooking(deps: BookingDeps, call: MoveCall): Promise<MoveResult> {
  let calendarMove: (() => ReturnType<typeof moveBookingEvent>) | undefined;
  let held: HeldMoveEmails | undefined;
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
      const { booking, slot } = found;
      let earliest = now;
      if (actor.kind === "patient") {
        assertPatientMayChange(actor.deps, booking, slot, "not_reschedulable");
        if (call.toSlotId === slot.id) return { booking, slot, moved: false };
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
      if (call.closedDays === "refuse" && isClosedDay(await readClosedDays(tx), target.dateKey))
        throw new DomainError("closed_day", closedDayMessage);
      const moved = await moveBookingRow(tx, booking.id, slot.id, target.id);
      if (!moved) throw new DomainError("booking_changed", bookingChangedMessage);
      await setSlotStatus(tx, slot.id, "BOOKED", "OPEN");
      calendarMove = () => moveBookingEvent(deps.db, deps.calendarSync, moved, slot, target);
      // The invitation moves too: same UID, a higher SEQUENCE, so calendars replace the event
      // (the clinic's emails are the patient's one invitation; decision 0068).
      const sequence = await nextInviteSequence(tx, booking, now);
      const compose = (meetingLink: string | null) => ({
        text: moveNotice(deps, actor, { ...moved, meetingLink }, slot, target),
        ics: bookingInvite(deps, { ...moved, meetingLink }, target, sequence),
      });
      const email = compose(moved.meetingLink);
      // With Google Meet the calendar step after the commit may change the link: the emails wait
      // for it (decision 0073).
      const hold = moveMayChangeMeetingLink(deps.calendarSync);
      const ids = await queueBookingNotice(tx, deps, moved, {
        kind: `${actor.kind === "patient" ? "booking" : "admin"}-rescheduled:${target.id}:${sequence}`,
        subject: "Consultation rescheduled",
        text: email.text,
        ics: email.ics,
        heldUntil: hold ? new Date(Date.now() + heldForCalendarMs) : undefined,
        copyClinic: actor.kind === "patient",
      });
      if (hold) held = { ids, compose };
      // The link goes in at send time, so a Meet link changed by the calendar step is the one sent.
      await queueWhatsAppReschedule(tx, deps, moved, target, `${target.id}:${sequence}`);
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
      return { booking: moved, slot: target, moved: true };
    }),
  );
  if (!calendarMove) return result;
  // After the commit: a calendar failure is only reported, never undoes the move.
  const { userCalendar, meetingLink } = await calendarMove();
  if (held) await releaseMoveEmails(deps.db, held, result.booking.meetingLink, meetingLink);
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
  return manageView(deps, result.booking, result.slot);
}

/** The patient's email: a note of the move they made, or the clinic's word that it moved it. */
function moveNotice(
  deps: BookingDeps,
  actor: MoveActor,
  moved: BookingRow,
  from: SlotRow,
  to: SlotRow,
): string {
  const tz = deps.settings.clinicTimezone;
  if (actor.kind === "patient")
    return `Your consultation (reference ${moved.reference}) moved from ${clinicMoment(deps, from.startAt)} to ${clinicMoment(deps, to.startAt)} (${tz}).\nJoin: ${moved.meetingLink ?? "-"}\nThe attached invitation replaces the earlier one in your calendar.`;
  return [
    `Dear ${moved.customerName},`,
    "",
    `The clinic has moved your consultation (reference ${moved.reference}).`,
    `Was: ${clinicMoment(deps, from.startAt)}`,
    `Now: ${clinicMoment(deps, to.startAt)} (${tz})`,
    moved.meetingLink ? `Join the consultation: ${moved.meetingLink}` : "",
    "The attached invitation replaces the earlier one in your calendar.",
  ].join("\n");
}
