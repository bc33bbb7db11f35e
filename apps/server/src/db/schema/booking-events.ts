import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./booking";

/** The events a booking records (decision 0120); services/booking/events/booking-event.ts types each. */
export const bookingEventTypes = [
  "admin_booked",
  "paid",
  "confirmed",
  "late_payment",
  "moved",
  "cancelled",
  "refunded",
] as const;
export type BookingEventType = (typeof bookingEventTypes)[number];

/**
 * What happened to a booking (decision 0120), one row per event, written in the transaction that
 * caused it. The payload holds ids, times and amounts only: never health data, never a name, an
 * address or a number. Goes with its booking (an erasure or a deleted booking leaves none behind).
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: text("id").primaryKey(),
    /** The order events were written in (two events of one transaction share their moment). */
    position: bigint("position", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    payload: jsonb("payload").notNull(),
  },
  (t) => [
    index("booking_events_booking_idx").on(t.bookingId, t.position),
    check(
      "booking_events_type_check",
      sql`${t.type} in ${sql.raw(`(${bookingEventTypes.map((type) => `'${type}'`).join(", ")})`)}`,
    ),
  ],
);
