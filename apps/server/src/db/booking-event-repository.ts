import { asc, eq } from "drizzle-orm";
import { type BookingEventType, bookingEvents } from "./schema/booking-events";
import type { Queryable } from "./transaction";

/** A stored booking event: ids, times and amounts only (decision 0120). */
export type BookingEventRow = {
  id: string;
  bookingId: string;
  type: BookingEventType;
  occurredAt: Date;
  payload: Record<string, string | number | null>;
};

export async function insertBookingEvent(db: Queryable, row: BookingEventRow): Promise<void> {
  // position is the database's own (an identity column).
  await db.insert(bookingEvents).values(row);
}

/** A booking's events, oldest first. */
export async function listBookingEvents(db: Queryable, bookingId: string): Promise<BookingEventRow[]> {
  const rows = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.position));
  return rows.map(({ position: _position, ...r }) => ({
    ...r,
    type: r.type as BookingEventType,
    payload: r.payload as BookingEventRow["payload"],
  }));
}
