import { and, eq } from "drizzle-orm";
import { bookings, slots } from "./schema/booking";
import type { Queryable } from "./transaction";

/** Records a slot's calendar event; false when the slot is gone (the caller deletes the event). */
export async function setSlotCalendarEvent(
  db: Queryable,
  slotId: string,
  eventId: string | null,
): Promise<boolean> {
  const rows = await db
    .update(slots)
    .set({ calendarEventId: eventId })
    .where(eq(slots.id, slotId))
    .returning({ id: slots.id });
  return rows.length === 1;
}

/** The slot's event id, if it has one. */
export async function slotCalendarEvent(db: Queryable, slotId: string): Promise<string | null> {
  const rows = await db.select({ id: slots.calendarEventId }).from(slots).where(eq(slots.id, slotId));
  return rows[0]?.id ?? null;
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
