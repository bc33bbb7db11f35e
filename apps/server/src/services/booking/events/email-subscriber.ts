import type { BookingRow } from "../../../db/booking-repository";
import { findBooking } from "../../../db/booking-repository";
import type { SlotRow } from "../../../db/slot-repository";
import {
  heldForCalendarMs,
  queueConfirmationEmails,
  queueLatePaymentEmails,
  releaseMoveEmails,
} from "../../booking-email-service";
import { moveMayChangeMeetingLink } from "../../calendar-sync-service";
import { clinicNotificationEmail } from "../../notification-email";
import { cancelledPaymentLine } from "../../payment-wording";
import { confirmationBilling } from "../../receipts/confirmation-billing";
import { clinicMoment, type SubscriberDeps } from "../booking-deps";
import { bookingInvite } from "../booking-views";
import type { AfterCommit, BookingEvent, BookingEventSubscriber } from "./booking-event";
import { queueBookingNotice } from "./booking-notices";

/**
 * The booking's emails, queued in the event's transaction through the outbox (which enqueues their
 * delivery job in it, decision 0119): the confirmation with its invitation and receipt, the late
 * payment's refund notice, a cancellation's and a move's updated invitation (decision 0072).
 */
export function emailSubscriber(deps: SubscriberDeps): BookingEventSubscriber {
  return {
    name: "email",
    async inTransaction(tx, event) {
      switch (event.type) {
        case "confirmed":
          // The email's manage link is rendered at send time from the sealed token (decision 0093).
          await queueConfirmationEmails(tx, {
            booking: event.booking,
            slot: event.slot,
            clinicTimezone: deps.settings.clinicTimezone,
            clinicEmail: await clinicNotificationEmail(tx, deps.settings.clinicEmail),
            ics: bookingInvite(deps, event.booking, event.slot),
            billing: await confirmationBilling(tx, event.booking),
          });
          return undefined;
        case "late_payment":
          await queueLatePaymentEmails(tx, {
            booking: event.booking,
            slot: event.slot,
            clinicTimezone: deps.settings.clinicTimezone,
            clinicEmail: await clinicNotificationEmail(tx, deps.settings.clinicEmail),
          });
          return undefined;
        case "cancelled":
          if (event.booking.status === "PAID") await queueCancellation(tx, deps, event);
          return undefined;
        case "moved":
          return queueMove(tx, deps, event);
        default:
          return undefined;
      }
    },
  };
}

type Cancelled = Extract<BookingEvent, { type: "cancelled" }>;
type Moved = Extract<BookingEvent, { type: "moved" }>;
type EventTx = Parameters<BookingEventSubscriber["inTransaction"]>[0];

/** The patient's cancellation (the clinic copied) or the clinic's (to the patient), with METHOD:CANCEL. */
async function queueCancellation(tx: EventTx, deps: SubscriberDeps, event: Cancelled): Promise<void> {
  const { booking, slot, reason } = event;
  const ics = bookingInvite(deps, booking, slot, event.inviteSequence, "CANCEL");
  if (event.by === "patient") {
    await queueBookingNotice(tx, deps, booking, {
      kind: "booking-cancelled",
      subject: "Consultation cancelled",
      text: `Your consultation of ${clinicMoment(deps, slot.startAt)} (reference ${booking.reference}) is cancelled.${reason ? `\nReason given: ${reason}` : ""}\nThe attached cancellation removes it from your calendar.`,
      ics,
      copyClinic: true,
    });
    return;
  }
  await queueBookingNotice(tx, deps, booking, {
    kind: "booking-cancelled",
    subject: "Consultation cancelled",
    text: [
      `Dear ${booking.customerName},`,
      "",
      `The clinic has cancelled your consultation of ${clinicMoment(deps, slot.startAt)} (${deps.settings.clinicTimezone}), reference ${booking.reference}. ${reason}`,
      cancelledPaymentLine(booking),
      "Please book another time on our website, or reply to this email.",
      "The attached cancellation removes the consultation from your calendar.",
    ].join("\n"),
    ics,
    copyClinic: false,
  });
}

/**
 * The move's email with the updated invitation (same UID, a higher SEQUENCE). With Google Meet the
 * calendar step after the commit may change the link: the emails are held for it and released after
 * it, rewritten for the link the booking has then (decision 0073).
 */
async function queueMove(tx: EventTx, deps: SubscriberDeps, event: Moved): Promise<AfterCommit | undefined> {
  const { booking, from, to, inviteSequence } = event;
  const compose = (meetingLink: string | null) => ({
    text: moveNotice(deps, event.by, { ...booking, meetingLink }, from, to),
    ics: bookingInvite(deps, { ...booking, meetingLink }, to, inviteSequence),
  });
  const email = compose(booking.meetingLink);
  const hold = moveMayChangeMeetingLink(deps.calendarSync);
  const ids = await queueBookingNotice(tx, deps, booking, {
    kind: `${event.by === "patient" ? "booking" : "admin"}-rescheduled:${to.id}:${inviteSequence}`,
    subject: "Consultation rescheduled",
    text: email.text,
    ics: email.ics,
    heldUntil: hold ? new Date(Date.now() + heldForCalendarMs) : undefined,
    copyClinic: event.by === "patient",
  });
  if (!hold) return undefined;
  // After the calendar's step (earlier in the subscribers' list): the link the booking has now.
  return async () => {
    const now = await findBooking(deps.db, booking.id);
    await releaseMoveEmails(
      deps.db,
      { ids, compose },
      booking.meetingLink,
      now?.meetingLink ?? booking.meetingLink,
    );
  };
}

/** The patient's email: a note of the move they made, or the clinic's word that it moved it. */
function moveNotice(
  deps: SubscriberDeps,
  by: Moved["by"],
  moved: BookingRow,
  from: SlotRow,
  to: SlotRow,
): string {
  const tz = deps.settings.clinicTimezone;
  if (by === "patient")
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
