import type { KindRow } from "../../db/appointment-kind-repository";
import {
  type BookingRow,
  claimPendingConfirmations,
  completePendingConfirmation,
  findBookingWithSlot,
  markBookingPaid,
} from "../../db/booking-repository";
import { type SlotRow, setSlotStatus } from "../../db/slot-repository";
import { type Tx, transaction } from "../../db/transaction";
import { DomainError } from "../domain-error";
import { buyPackageWithBooking } from "../packages/online-packages";
import { linkBookingToPatient } from "../patients/link-booking";
import { type BookingDeps, clock } from "./booking-deps";
import { recordBookingEvent } from "./events/record-booking-event";
import { newManageToken, sealManageToken } from "./manage-token";

/**
 * A proven payment (or an admin's word) makes a booking PAID: the slot BOOKED and the meeting link,
 * then the events `paid` (its receipt) and `confirmed` (the patient's emails and messages; decision
 * 0120). What needs a remote provider happens after the commit (decision 0060).
 */

export const bookingChangedMessage = "This booking changed meanwhile. Please try again.";

/**
 * Zoom or Google Calendar is configured: they are asked after the payment's commit, never inside
 * its transaction (decision 0060). Jitsi alone is local and instant.
 */
function confirmsAfterCommit(deps: BookingDeps): boolean {
  return deps.calendarSync !== undefined || deps.meetings.outside === true;
}

const meetingOf = (booking: BookingRow, slot: SlotRow) => ({
  bookingId: booking.id,
  startAt: slot.startAt,
  durationMinutes: booking.durationMinutes,
});

/**
 * Marks the booking PAID in the payment's transaction. With Jitsi only, the link is made here
 * (local) and the confirmation queued at once. With Zoom or Google Calendar, the booking is PAID
 * with `user_calendar` 'pending' and no link yet: `completeConfirmation` asks them after the
 * commit and queues the email; the booking jobs complete any it missed (decision 0060).
 */
export async function confirmPaid(
  deps: BookingDeps,
  tx: Tx,
  booking: BookingRow,
  slot: SlotRow,
  paymentId: string,
  now: Date,
): Promise<BookingRow> {
  const later = confirmsAfterCommit(deps);
  const manage = newManageToken();
  const values = later
    ? {
        paymentId,
        meetingLink: null,
        paidAt: now,
        manageTokenHash: null,
        manageTokenSealed: null,
        userCalendar: "pending" as const,
      }
    : {
        paymentId,
        meetingLink: await deps.meetings.createMeetingLink(meetingOf(booking, slot)),
        paidAt: now,
        manageTokenHash: manage.hash,
        manageTokenSealed: sealManageToken(deps.secretBox, booking.id, manage.token),
        userCalendar: "emailed" as const,
      };
  const confirmed = async (paid: BookingRow) => {
    // The booking joins its patient's record in the payment's transaction (decision 0099); the
    // clinic's own bookings come through here too.
    const patientId = await linkBookingToPatient(tx, paid.id, now);
    const linked = { ...paid, patientId: patientId ?? paid.patientId };
    // A package bought with this booking (issue 35): paid now, for the patient the booking just joined.
    await buyPackageWithBooking(tx, linked, now, deps.settings.clinicTimezone);
    await recordBookingEvent(tx, deps, { type: "paid", at: now, booking: linked, slot, paymentId });
    // With its link already made, the patient is told in this transaction too.
    if (!later) await recordBookingEvent(tx, deps, { type: "confirmed", at: now, booking: linked, slot });
    return linked;
  };
  if (booking.status === "PENDING") {
    const paid = await markBookingPaid(tx, booking.id, "PENDING", values);
    if (!paid) throw new DomainError("booking_changed", bookingChangedMessage);
    await setSlotStatus(tx, slot.id, "HELD", "BOOKED");
    return confirmed(paid);
  }
  // A payment after the hold ran out, or for a shared hold (decision 0092): confirmed only if the
  // slot is still free.
  if (!(await setSlotStatus(tx, slot.id, "OPEN", "BOOKED")))
    throw new DomainError(
      "slot_unavailable",
      booking.holdExpiresAt.getTime() > now.getTime()
        ? "Someone else paid for this time first, so it could not be booked for you. Please contact the clinic for a refund."
        : "Your hold on this time ran out and the slot was taken. Please contact the clinic for a refund.",
    );
  const paid = await markBookingPaid(tx, booking.id, "EXPIRED", values);
  if (!paid) throw new DomainError("booking_changed", bookingChangedMessage);
  return confirmed(paid);
}

/** Paid bookings wait this long for their own request to complete them before a job does. */
const confirmationLeaseMs = 2 * 60_000;

/**
 * After the payment's commit, with no transaction open (decision 0060): the meeting link (Zoom or
 * Jitsi; Google Meet comes with the calendar event), then the booking on the clinic's calendar
 * with the patient as attendee, each bounded to 5 s and neither able to fail the booking
 * (decision 0057); then one short transaction stores the link and calendar state and queues the
 * confirmation email, once (only while `user_calendar` is 'pending'). Never throws: a failure
 * leaves the booking pending for the booking jobs. `alsoInTx` runs in that transaction.
 */
export async function completeConfirmation(
  deps: BookingDeps,
  bookingId: string,
  alsoInTx?: (tx: Tx, done: BookingRow, slot: SlotRow, kind: KindRow) => Promise<void>,
): Promise<BookingRow | undefined> {
  try {
    const found = await findBookingWithSlot(deps.db, bookingId);
    if (found?.booking.status !== "PAID" || found.booking.userCalendar !== "pending") return undefined;
    const { booking, slot, kind } = found;
    const meeting = meetingOf(booking, slot);
    // Only a video consultation has a meeting link; an in-clinic or home visit has a place (issue 34).
    const video = kind.mode === "video";
    const wantsMeet = deps.calendarSync?.meetingProvider === "google_meet";
    const ownLink = wantsMeet || !video ? undefined : await deps.meetings.createMeetingLink(meeting);
    const calendar = await deps.bookingEvents.placePaidBooking(booking, slot, ownLink, kind);
    const meetingLink = video
      ? (ownLink ?? calendar.meetLink ?? (await deps.meetings.createMeetingLink(meeting)))
      : null;
    const manage = newManageToken();
    return await transaction(deps.db, async (tx) => {
      const done = await completePendingConfirmation(tx, booking.id, {
        meetingLink,
        userCalendar: calendar.userCalendar,
        manageTokenHash: manage.hash,
        manageTokenSealed: sealManageToken(deps.secretBox, booking.id, manage.token),
      });
      // Completed by another server meanwhile, or no longer PAID (cancelled): nothing to send.
      if (!done) return undefined;
      await recordBookingEvent(tx, deps, { type: "confirmed", at: clock(deps), booking: done, slot });
      await alsoInTx?.(tx, done, slot, kind);
      return done;
    });
  } catch (error) {
    deps.log?.warn(
      { bookingId, reason: (error as Error).message.slice(0, 300) },
      "paid booking's confirmation not completed; the booking jobs will complete it",
    );
    return undefined;
  }
}

/** Booking job: paid bookings still pending after their request (a crash, a restart), on any server. */
export async function completePendingConfirmations(deps: BookingDeps, now = new Date()): Promise<number> {
  const due = await claimPendingConfirmations(deps.db, new Date(now.getTime() - confirmationLeaseMs));
  let done = 0;
  for (const id of due) if (await completeConfirmation(deps, id)) done++;
  return done;
}
