import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { bookings, slots } from "./schema/booking";
import { staff } from "./schema/staff";
import type { Queryable } from "./transaction";

/** Where a slot's calendar event is: its id, and the calendar (null: the clinic's). */
export type SlotEventRef = { eventId: string | null; calendarId: string | null };

/** Records a slot's calendar event; false when the slot is gone (the caller deletes the event). */
export async function setSlotCalendarEvent(
  db: Queryable,
  slotId: string,
  ref: SlotEventRef,
): Promise<boolean> {
  const rows = await db
    .update(slots)
    .set({ calendarEventId: ref.eventId, calendarId: ref.calendarId })
    .where(eq(slots.id, slotId))
    .returning({ id: slots.id });
  return rows.length === 1;
}

/** The slot's event, if it has one, and its calendar. */
export async function slotCalendarEvent(db: Queryable, slotId: string): Promise<SlotEventRef> {
  const rows = await db
    .select({ eventId: slots.calendarEventId, calendarId: slots.calendarId })
    .from(slots)
    .where(eq(slots.id, slotId));
  return rows[0] ?? { eventId: null, calendarId: null };
}

/**
 * The practitioners' own calendars (issue 34), removed members included (their slots stay theirs):
 * by practitioner id; one without a calendar is not in the map (the clinic's calendar).
 */
export async function practitionerCalendars(
  db: Queryable,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, calendarId: staff.calendarId })
    .from(staff)
    .where(and(inArray(staff.id, wanted), isNotNull(staff.calendarId)));
  return new Map(rows.map((row) => [row.id, row.calendarId as string]));
}

/**
 * The meeting link Google attached to a moved booking's event, while the booking is still PAID on
 * that slot (decision 0073); false when it moved or ended meanwhile.
 */
export async function setBookingMeetingLink(
  db: Queryable,
  bookingId: string,
  slotId: string,
  meetingLink: string,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ meetingLink })
    .where(and(eq(bookings.id, bookingId), eq(bookings.slotId, slotId), eq(bookings.status, "PAID")))
    .returning({ id: bookings.id });
  return rows.length === 1;
}
