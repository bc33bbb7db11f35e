import type { KindRow } from "../../../db/appointment-kind-repository";
import type { BookingRow } from "../../../db/booking-repository";
import type { BookingEventType } from "../../../db/schema/booking-events";
import type { SlotRow } from "../../../db/slot-repository";
import type { Tx } from "../../../db/transaction";

/**
 * What happened to a booking (decision 0120). A use case records the event in the transaction that
 * causes it; the subscribers (receipts, email, WhatsApp, the clinic's calendar) do what follows.
 * Handed to them with the rows the use case already holds; only `storedPayload` is kept.
 */
export type BookingEvent =
  /** The clinic booked a patient who phoned (admin.md §5); `paid` follows in the same transaction. */
  | { type: "admin_booked"; at: Date; booking: BookingRow; slot: SlotRow }
  /** A proven payment (or the clinic's word) made the booking PAID. */
  | { type: "paid"; at: Date; booking: BookingRow; slot: SlotRow; paymentId: string }
  /** The paid booking has its meeting link and calendar state: the patient can be told (decision 0060). */
  | { type: "confirmed"; at: Date; booking: BookingRow; slot: SlotRow }
  /** A payment came after its hold ran out and the slot was taken: it is owed back (decision 0067). */
  | { type: "late_payment"; at: Date; booking: BookingRow; slot: SlotRow; paymentId: string }
  | {
      type: "moved";
      at: Date;
      booking: BookingRow;
      from: SlotRow;
      to: SlotRow;
      by: "patient" | "admin";
      /** The updated invitation's SEQUENCE (decision 0072), one for every message of this move. */
      inviteSequence: number;
    }
  | {
      type: "cancelled";
      at: Date;
      /** The booking as it was before (PAID or PENDING). */
      booking: BookingRow;
      slot: SlotRow;
      by: "patient" | "clinic";
      inviteSequence: number;
      /** Words for the patient's email (the patient's own reason, or the clinic's); never stored. */
      reason: string;
    }
  | {
      /**
       * The clinic deleted the booking (admin.md §5, action=delete). Its row and events go with it, so
       * this event is handed to the subscribers but never stored.
       */
      type: "deleted";
      at: Date;
      booking: BookingRow;
      slot: SlotRow;
      /** Whether the slot is open again (it stays as it was when the appointment was completed). */
      slotReopened: boolean;
    }
  | {
      type: "refunded";
      at: Date;
      bookingId: string;
      paymentId: string;
      amount: number;
      currency: string;
      reference: string;
    };

/** Work a subscriber leaves for after the commit (a remote calendar): it never undoes the event. */
export type AfterCommit = () => Promise<void>;

/**
 * One channel's part in what follows an event. `inTransaction` runs in the event's transaction: its
 * writes (a receipt, an outbox row and its delivery job) commit or roll back with the event, and a
 * failure rolls the use case's write back. Anything slow or remote is returned as an after-commit
 * step, or enqueued as a job.
 */
export type BookingEventSubscriber = {
  name: string;
  inTransaction(tx: Tx, event: BookingEvent): Promise<AfterCommit | undefined>;
};

export const bookingIdOf = (event: BookingEvent): string =>
  event.type === "refunded" ? event.bookingId : event.booking.id;

/** The events kept in booking_events: all but a deletion, whose booking takes its history with it. */
export type StoredBookingEvent = Exclude<BookingEvent, { type: "deleted" }>;

/** The stored payload: ids, times and amounts, never a name, a contact detail or a reason. */
export function storedPayload(event: StoredBookingEvent): Record<string, string | number | null> {
  switch (event.type) {
    case "admin_booked":
    case "confirmed":
      return { slotId: event.slot.id, startAt: event.slot.startAt.toISOString() };
    case "paid":
    case "late_payment":
      return { slotId: event.slot.id, paymentId: event.paymentId, amount: event.booking.amount };
    case "moved":
      return {
        fromSlotId: event.from.id,
        toSlotId: event.to.id,
        startAt: event.to.startAt.toISOString(),
        by: event.by,
        inviteSequence: event.inviteSequence,
      };
    case "cancelled":
      return { slotId: event.slot.id, by: event.by, statusBefore: event.booking.status };
    case "refunded":
      return { paymentId: event.paymentId, amount: event.amount };
  }
}

export type { BookingEventType };

/**
 * What follows a booking's events, built once from the booking's dependencies (bookingSubscribers):
 * the subscribers in order (receipts, then the calendar's after-commit steps before the emails
 * released after them), and the calendar's part in confirming a paid booking.
 */
export type BookingEventWiring = {
  subscribers: readonly BookingEventSubscriber[];
  /**
   * After the payment's commit, before `confirmed` (decision 0060): the paid booking on the clinic's
   * calendar with the patient as attendee; with Google Meet its conference link. Never throws.
   */
  placePaidBooking(
    booking: BookingRow,
    slot: SlotRow,
    meetingLink: string | undefined,
    kind: KindRow,
  ): Promise<{ userCalendar: "inserted" | "emailed"; meetLink?: string }>;
};
