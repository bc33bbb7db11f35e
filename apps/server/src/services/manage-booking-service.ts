import { randomUUID, timingSafeEqual } from "node:crypto";
import { type ManageView, manageCutoffMessage, slotUnavailableMessage } from "@clinic/contract/booking";
import {
  type BookingRow,
  cancelPaidBooking,
  findBookingWithSlot,
  moveBooking,
} from "../db/booking-repository";
import { enqueueEmail } from "../db/email-outbox-repository";
import { bookOpenSlot, type SlotRow, setSlotStatus } from "../db/slot-repository";
import { type Tx, transaction } from "../db/transaction";
import {
  type HeldMoveEmails,
  hashManageToken,
  heldForCalendarMs,
  nextInviteSequence,
  releaseMoveEmails,
} from "./booking-email-service";
import { type BookingDeps, bookingInvite, paymentsOf, toConfirmation } from "./booking-service";
import { moveBookingEvent, moveMayChangeMeetingLink, releaseSlotEvent } from "./calendar-sync-service";
import { clinicNotificationEmail, closedDayMessage, isClosedDay, readClosedDays } from "./closed-days";
import { type OwedRefund, owe, refundOwed } from "./refund-service";
import { ServiceRefusal } from "./service-refusal";

export type ManageDeps = BookingDeps & { cutoffHours: number };

const forbidden = () =>
  new ServiceRefusal(403, "forbidden", "This manage link is not valid. Please use the link from your email.");

function tokenMatches(booking: BookingRow, token: string): boolean {
  if (!booking.manageTokenHash) return false;
  const given = Buffer.from(hashManageToken(token));
  const stored = Buffer.from(booking.manageTokenHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

async function authorised(db: BookingDeps["db"] | Tx, bookingId: string, token: string) {
  const found = await findBookingWithSlot(db, bookingId);
  if (!found || !tokenMatches(found.booking, token)) throw forbidden();
  return found;
}

function deadline(deps: ManageDeps, slot: SlotRow): Date {
  return new Date(slot.startAt.getTime() - deps.cutoffHours * 3_600_000);
}

function now(deps: BookingDeps): Date {
  return (deps.now ?? (() => new Date()))();
}

export async function viewManagedBooking(
  deps: ManageDeps,
  bookingId: string,
  token: string,
): Promise<ManageView> {
  const { booking, slot } = await authorised(deps.db, bookingId, token);
  const until = deadline(deps, slot);
  return {
    ...toConfirmation(deps, booking, slot),
    canChange: booking.status === "PAID" && now(deps) < until,
    changeDeadline: until.toISOString(),
  };
}

function assertChangeable(deps: ManageDeps, booking: BookingRow, slot: SlotRow) {
  if (booking.status !== "PAID")
    throw new ServiceRefusal(409, "conflict", "This booking can no longer be changed.");
  if (now(deps) >= deadline(deps, slot))
    throw new ServiceRefusal(409, "conflict", manageCutoffMessage(deps.cutoffHours));
}

/** Queues the patient's email and the clinic's copy; answers their ids (the patient's first). */
async function notify(
  tx: Tx,
  deps: BookingDeps,
  booking: BookingRow,
  kind: string,
  subject: string,
  text: string,
  /** The patient's updated invitation (.ics), when there is one. */
  ics?: string,
  /** Held in the outbox until then (or until released; decision 0073). */
  heldUntil?: Date,
): Promise<string[]> {
  const ids = [randomUUID()];
  await enqueueEmail(tx, {
    id: ids[0] as string,
    kind,
    bookingId: booking.id,
    toAddress: booking.customerEmail,
    subject,
    textBody: text,
    icsAttachment: ics ?? null,
    ...(heldUntil ? { nextAttemptAt: heldUntil } : {}),
  });
  const clinicEmail = await clinicNotificationEmail(tx, deps.settings.clinicEmail);
  if (clinicEmail) {
    ids.push(randomUUID());
    await enqueueEmail(tx, {
      id: ids[1] as string,
      kind: `clinic-${kind}`,
      bookingId: booking.id,
      toAddress: clinicEmail,
      subject: `${subject} (${booking.reference})`,
      textBody: text,
      ...(heldUntil ? { nextAttemptAt: heldUntil } : {}),
    });
  }
  return ids;
}

const when = (deps: BookingDeps, at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: deps.settings.clinicTimezone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(at);

/** Moves a paid booking to another OPEN slot, until the cut-off; the old slot opens again. */
export function rescheduleBooking(
  deps: ManageDeps,
  bookingId: string,
  token: string,
  newSlotId: string,
): Promise<ManageView> {
  deps.slotCache?.invalidate();
  let calendarMove: (() => ReturnType<typeof moveBookingEvent>) | undefined;
  let held: HeldMoveEmails | undefined;
  return invalidating(
    deps,
    transaction(deps.db, async (tx) => {
      const { booking, slot } = await authorised(tx, bookingId, token);
      assertChangeable(deps, booking, slot);
      if (newSlotId === slot.id) return viewManagedBooking(deps, bookingId, token);
      const target = await bookOpenSlot(
        tx,
        newSlotId,
        new Date(now(deps).getTime() + deps.cutoffHours * 3_600_000),
      );
      if (!target) throw new ServiceRefusal(409, "conflict", slotUnavailableMessage);
      if (isClosedDay(await readClosedDays(tx), target.dateKey))
        throw new ServiceRefusal(409, "conflict", closedDayMessage);
      const moved = await moveBooking(tx, booking.id, slot.id, target.id);
      if (!moved)
        throw new ServiceRefusal(409, "conflict", "This booking changed meanwhile. Please try again.");
      await setSlotStatus(tx, slot.id, "BOOKED", "OPEN");
      calendarMove = () => moveBookingEvent(deps.db, deps.calendarSync, moved, slot, target);
      // The invitation moves too: same UID, a higher SEQUENCE, so calendars replace the event
      // (the clinic's emails are the patient's one invitation; decision 0068).
      const sequence = await nextInviteSequence(tx, booking, now(deps));
      const compose = (meetingLink: string | null) => ({
        text: `Your consultation (reference ${moved.reference}) moved from ${when(deps, slot.startAt)} to ${when(deps, target.startAt)} (${deps.settings.clinicTimezone}).\nJoin: ${meetingLink ?? "-"}\nThe attached invitation replaces the earlier one in your calendar.`,
        ics: bookingInvite(deps, { ...moved, meetingLink }, target, sequence),
      });
      const email = compose(moved.meetingLink);
      // With Google Meet the calendar step after the commit may change the link: the emails wait
      // for it (decision 0073).
      const hold = moveMayChangeMeetingLink(deps.calendarSync);
      const ids = await notify(
        tx,
        deps,
        moved,
        `booking-rescheduled:${target.id}:${sequence}`,
        "Consultation rescheduled",
        email.text,
        email.ics,
        hold ? new Date(Date.now() + heldForCalendarMs) : undefined,
      );
      if (hold) held = { ids, compose };
      return {
        ...toConfirmation(deps, moved, target),
        canChange: true,
        changeDeadline: deadline(deps, target).toISOString(),
      };
    }).then(async (view) => {
      // After the commit: the clinic's calendar follows the move (decision 0057), userCalendar
      // says what it did (decision 0068), and the held emails go with the link the booking has
      // now (decision 0073).
      if (!calendarMove) return view;
      const { userCalendar, meetingLink } = await calendarMove();
      if (held) await releaseMoveEmails(deps.db, held, view.meetingLink, meetingLink);
      return { ...view, userCalendar, meetingLink };
    }),
  );
}

/**
 * Cancels a paid booking until the cut-off and opens its slot again (decision 0024: a full
 * refund through the payment provider; the dummy provider took no money). The refund is owed in
 * the transaction and made after its commit, once (decision 0061).
 */
export async function cancelBooking(
  deps: ManageDeps,
  bookingId: string,
  token: string,
  reason?: string,
): Promise<ManageView> {
  deps.slotCache?.invalidate();
  let freed: SlotRow | undefined;
  let owed: OwedRefund | undefined;
  // Resolved before the transaction: it may read settings through another connection.
  const payments = await paymentsOf(deps);
  return invalidating(
    deps,
    transaction(deps.db, async (tx) => {
      const { booking, slot } = await authorised(tx, bookingId, token);
      assertChangeable(deps, booking, slot);
      const cancelled = await cancelPaidBooking(tx, booking.id);
      if (!cancelled)
        throw new ServiceRefusal(409, "conflict", "This booking changed meanwhile. Please try again.");
      await setSlotStatus(tx, slot.id, "BOOKED", "OPEN");
      // Decision 0024: a cancellation before the cut-off is refunded in full, after the commit.
      owed = await owe(tx, booking);
      // The invitation is withdrawn: METHOD:CANCEL, same UID, a higher SEQUENCE (decision 0072).
      await notify(
        tx,
        deps,
        cancelled,
        "booking-cancelled",
        "Consultation cancelled",
        `Your consultation of ${when(deps, slot.startAt)} (reference ${cancelled.reference}) is cancelled.${reason ? `\nReason given: ${reason}` : ""}\nThe attached cancellation removes it from your calendar.`,
        bookingInvite(deps, cancelled, slot, await nextInviteSequence(tx, booking, now(deps)), "CANCEL"),
      );
      freed = slot;
      return {
        ...toConfirmation(deps, cancelled, slot),
        canChange: false,
        changeDeadline: deadline(deps, slot).toISOString(),
      };
    }).then(async (view) => {
      // After the commit: the refund (decision 0061), then the slot's event is an open slot
      // again, without the patient (decision 0057).
      if (owed) await refundOwed(deps, payments, owed);
      if (freed) await releaseSlotEvent(deps.calendarSync, freed, "reopen");
      return view;
    }),
  );
}

function invalidating<T>(deps: BookingDeps, work: Promise<T>): Promise<T> {
  return work.finally(() => deps.slotCache?.invalidate());
}
