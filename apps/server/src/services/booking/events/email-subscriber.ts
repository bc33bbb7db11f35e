import { type Locale, localeOr } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import type { BookingRow } from "../../../db/booking-repository";
import { findBooking } from "../../../db/booking-repository";
import type { SlotRow } from "../../../db/slot-repository";
import { placeOf } from "../../appointment-kinds/kind-place";
import {
  heldForCalendarMs,
  queueConfirmationEmails,
  queueLatePaymentEmails,
  releaseMoveEmails,
} from "../../booking-email-service";
import { moveMayChangeMeetingLink } from "../../calendar-sync-service";
import { clinicWhen } from "../../clinic-zone";
import { changeTexts } from "../../email-texts/change-texts";
import { clinicNotificationEmail } from "../../notification-email";
import { cancelledPaymentLine } from "../../payment-wording";
import { confirmationBilling } from "../../receipts/confirmation-billing";
import type { SubscriberDeps } from "../booking-deps";
import { bookingInvite } from "../booking-views";
import type { AfterCommit, BookingEvent, BookingEventSubscriber } from "./booking-event";
import { kindOfBooking } from "./booking-kind";
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
        case "confirmed": {
          // The email's manage link is rendered at send time from the sealed token (decision 0093).
          const kind = await kindOfBooking(tx, event.booking);
          await queueConfirmationEmails(tx, {
            booking: event.booking,
            slot: event.slot,
            place: {
              ...placeOf(kind, event.booking, deps.settings.clinicAddress),
              kind: kind.name,
              names: kind.names,
            },
            clinicTimezone: deps.settings.clinicTimezone,
            clinicEmail: await clinicNotificationEmail(tx, deps.settings.clinicEmail),
            ics: bookingInvite(deps, { booking: event.booking, slot: event.slot, kind }),
            billing: await confirmationBilling(tx, event.booking),
          });
          return undefined;
        }
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

/** The booking's language (issue 33): its emails are written in it; a row from before it reads English. */
const localeOf = (booking: BookingRow): Locale => localeOr(booking.locale);

/** The patient's cancellation (the clinic copied, in English) or the clinic's (to the patient), with METHOD:CANCEL. */
async function queueCancellation(tx: EventTx, deps: SubscriberDeps, event: Cancelled): Promise<void> {
  const { booking, slot, reason } = event;
  const kind = await kindOfBooking(tx, booking);
  const ics = bookingInvite(deps, { booking, slot, kind }, event.inviteSequence, "CANCEL");
  const when = (locale: Locale) => clinicWhen(slot.startAt, deps.settings.clinicTimezone, locale);
  if (event.by === "patient") {
    const notice = (locale: Locale) => {
      const t = changeTexts[locale];
      return {
        subject: t.cancelledSubject,
        text: [
          fill(t.cancelledByYou, { when: when(locale), reference: booking.reference }),
          reason ? fill(t.reasonGiven, { reason }) : "",
          t.cancellationRemovesIt,
        ]
          .filter(Boolean)
          .join("\n"),
      };
    };
    await queueBookingNotice(tx, deps, booking, {
      kind: "booking-cancelled",
      ...notice(localeOf(booking)),
      english: notice("en"),
      ics,
      copyClinic: true,
    });
    return;
  }
  const locale = localeOf(booking);
  const t = changeTexts[locale];
  const zone = deps.settings.clinicTimezone;
  await queueBookingNotice(tx, deps, booking, {
    kind: "booking-cancelled",
    subject: t.cancelledSubject,
    text: [
      fill(t.greeting, { name: booking.customerName }),
      "",
      // The reason is the clinic's own words, as typed.
      `${fill(t.cancelledByClinic, { when: when(locale), zone, reference: booking.reference })} ${reason}`,
      cancelledPaymentLine(booking, locale),
      t.bookAgain,
      t.cancellationRemovesConsultation,
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
  const locale = localeOf(booking);
  const kind = await kindOfBooking(tx, booking);
  const compose = (meetingLink: string | null) => ({
    text: moveNotice(deps, event.by, { ...booking, meetingLink }, from, to, locale),
    clinicText: moveNotice(deps, event.by, { ...booking, meetingLink }, from, to, "en"),
    ics: bookingInvite(deps, { booking: { ...booking, meetingLink }, slot: to, kind }, inviteSequence),
  });
  const email = compose(booking.meetingLink);
  const hold = moveMayChangeMeetingLink(deps.calendarSync);
  const ids = await queueBookingNotice(tx, deps, booking, {
    kind: `${event.by === "patient" ? "booking" : "admin"}-rescheduled:${to.id}:${inviteSequence}`,
    subject: changeTexts[locale].movedSubject,
    text: email.text,
    english: { subject: changeTexts.en.movedSubject, text: email.clinicText },
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
  locale: Locale,
): string {
  const t = changeTexts[locale];
  const zone = deps.settings.clinicTimezone;
  const when = (slot: SlotRow) => clinicWhen(slot.startAt, zone, locale);
  if (by === "patient")
    return [
      fill(t.movedByYou, { reference: moved.reference, from: when(from), to: when(to), zone }),
      fill(t.joinShort, { link: moved.meetingLink ?? "-" }),
      t.invitationReplaces,
    ].join("\n");
  return [
    fill(t.greeting, { name: moved.customerName }),
    "",
    fill(t.movedByClinic, { reference: moved.reference }),
    fill(t.was, { when: when(from) }),
    fill(t.now, { when: when(to), zone }),
    moved.meetingLink ? fill(t.join, { link: moved.meetingLink }) : "",
    t.invitationReplaces,
  ].join("\n");
}
