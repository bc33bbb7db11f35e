import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { KindRow } from "./appointment-kind-repository";
import type { Database } from "./client";
import { appointmentKinds } from "./schema/appointment-kinds";
import { bookings, slots } from "./schema/booking";
import { type SlotRow, setSlotStatus } from "./slot-repository";
import type { Queryable } from "./transaction";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export function findBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.id, id))
    .then((rows) => rows[0]);
}

export async function findBookingWithSlot(
  db: Queryable,
  id: string,
): Promise<{ booking: BookingRow; slot: SlotRow; kind: KindRow } | undefined> {
  const rows = await db
    .select()
    .from(bookings)
    .innerJoin(slots, eq(bookings.slotId, slots.id))
    .innerJoin(appointmentKinds, eq(bookings.kindId, appointmentKinds.id))
    .where(eq(bookings.id, id));
  const row = rows[0];
  return row ? { booking: row.bookings, slot: row.slots, kind: row.appointment_kinds } : undefined;
}

/** PENDING (or EXPIRED, for a late payment) → PAID, once. */
export async function markBookingPaid(
  db: Queryable,
  id: string,
  fromStatus: "PENDING" | "EXPIRED",
  values: {
    paymentId: string;
    /** None yet while the confirmation is pending (Zoom or Google Calendar to ask after the commit). */
    meetingLink: string | null;
    paidAt: Date;
    manageTokenHash: string | null;
    /** The token sealed with APP_SECRET, for the reminders' manage link (decision 0066). */
    manageTokenSealed: string | null;
    userCalendar: "inserted" | "emailed" | "pending";
  },
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ status: "PAID", ...values, updatedAt: values.paidAt })
    .where(and(eq(bookings.id, id), eq(bookings.status, fromStatus)))
    .returning();
  return rows[0];
}

/**
 * Completes a paid booking whose confirmation was pending (decision 0060): its meeting link,
 * calendar state and manage token, once (`user_calendar` 'pending' is the marker); undefined
 * when it was completed elsewhere or is no longer PAID.
 */
export async function completePendingConfirmation(
  db: Queryable,
  id: string,
  values: {
    /** Null for an appointment that is not a video call (issue 34). */
    meetingLink: string | null;
    userCalendar: "inserted" | "emailed";
    manageTokenHash: string;
    manageTokenSealed: string | null;
  },
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "PAID"), eq(bookings.userCalendar, "pending")))
    .returning();
  return rows[0];
}

/**
 * Paid bookings whose confirmation is still pending and untouched since `staleBefore`, each
 * claimed for one server (its `updated_at` moves to now: a lease; rows locked with SKIP LOCKED).
 */
export async function claimPendingConfirmations(
  db: Database,
  staleBefore: Date,
  limit = 10,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update bookings b set updated_at = now()
    from (
      select id from bookings
      where status = 'PAID' and user_calendar = 'pending' and updated_at < ${staleBefore.toISOString()}
      order by updated_at
      limit ${limit}
      for update skip locked
    ) due
    where b.id = due.id
    returning b.id`);
  return result.rows.map((r) => r.id);
}

/**
 * What the clinic's calendar did for a paid booking after a reschedule (decision 0068); only while
 * the booking is still PAID on `slotId` and its confirmation is not pending.
 */
export async function setBookingUserCalendar(
  db: Queryable,
  id: string,
  slotId: string,
  userCalendar: "inserted" | "emailed",
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ userCalendar })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.slotId, slotId),
        eq(bookings.status, "PAID"),
        sql`${bookings.userCalendar} is distinct from 'pending'`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** Gives a booking held before its provider order the real order id (once). */
export async function attachOrderId(
  db: Queryable,
  id: string,
  placeholder: string,
  orderId: string,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ orderId, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.orderId, placeholder)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** A hold whose provider order could not be made: the booking FAILED and its slot OPEN again, at once. */
export async function releaseUnorderedHold(db: Queryable, id: string, placeholder: string): Promise<void> {
  const rows = await db
    .update(bookings)
    .set({ status: "FAILED", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.orderId, placeholder), eq(bookings.status, "PENDING")))
    .returning({ slotId: bookings.slotId });
  if (rows[0]) await setSlotStatus(db, rows[0].slotId, "HELD", "OPEN");
}

/** Moves a PAID booking to another slot (the partial unique index still guards the new slot). */
export async function moveBooking(
  db: Queryable,
  id: string,
  fromSlotId: string,
  toSlotId: string,
): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ slotId: toSlotId, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "PAID"), eq(bookings.slotId, fromSlotId)))
    .returning();
  return rows[0];
}

export async function cancelPaidBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  const rows = await db
    .update(bookings)
    .set({ status: "CANCELLED", updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, "PAID")))
    .returning();
  return rows[0];
}

export async function findBookingByOrderId(
  db: Queryable,
  orderId: string,
): Promise<{ booking: BookingRow; slot: SlotRow } | undefined> {
  const rows = await db
    .select()
    .from(bookings)
    .innerJoin(slots, eq(bookings.slotId, slots.id))
    .where(eq(bookings.orderId, orderId));
  const row = rows[0];
  return row ? { booking: row.bookings, slot: row.slots } : undefined;
}

/** A booking's sealed manage token (decision 0066), for an email's link rendered at send time; null when none. */
export async function findSealedManageToken(db: Queryable, id: string): Promise<string | null> {
  return (await findManageLinkParts(db, id))?.sealed ?? null;
}

/** What a booking's manage link is made of: its sealed token and its language (the link's path). */
export async function findManageLinkParts(
  db: Queryable,
  id: string,
): Promise<{ sealed: string | null; locale: string } | undefined> {
  const [row] = await db
    .select({ sealed: bookings.manageTokenSealed, locale: bookings.locale })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

/** Marks bookings as one series (issue 35). */
export async function setBookingsSeries(
  db: Queryable,
  bookingIds: string[],
  seriesId: string,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await db.update(bookings).set({ seriesId }).where(inArray(bookings.id, bookingIds));
}

/** The language of a patient's latest booking: their messages follow it (issue 33); English without one. */
export async function latestLocaleOfPatient(db: Queryable, patientId: string): Promise<string> {
  const [row] = await db
    .select({ locale: bookings.locale })
    .from(bookings)
    .where(eq(bookings.patientId, patientId))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row?.locale ?? "en";
}

/**
 * An unpaid booking's hold kept until `until` (issue 35: while its payment link is open), only ever
 * later than it was; false when the booking is no longer PENDING.
 */
export async function keepHoldUntil(db: Queryable, bookingId: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "PENDING")))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/**
 * The booking a message to the patient goes through with its manage link (a questionnaire, the garment
 * check-ins): the one asked for, if it is the patient's; else their newest booking that has a link.
 */
export async function bookingToSendThrough(db: Queryable, patientId: string, bookingId: string | undefined) {
  const columns = {
    id: bookings.id,
    patientId: bookings.patientId,
    customerName: bookings.customerName,
    customerEmail: bookings.customerEmail,
    locale: bookings.locale,
    manageTokenSealed: bookings.manageTokenSealed,
  };
  const rows = bookingId
    ? await db
        .select(columns)
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.patientId, patientId)))
    : await db
        .select(columns)
        .from(bookings)
        .where(eq(bookings.patientId, patientId))
        .orderBy(desc(bookings.createdAt))
        .limit(20);
  return bookingId ? rows[0] : rows.find((b) => b.manageTokenSealed !== null);
}
