import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { patients } from "./patients";

/*
 * Access to the whole patient record from a manage link (issue 30; decision 0113): the one-time codes
 * sent to the contact on file, and the short sessions a right code opens. Neither keeps a code or a
 * session in the clear: only a keyed hash (codes) or a hash (sessions).
 */

/**
 * A code asked for through a booking's manage link. It was sent to the record's email on file (and its
 * WhatsApp number, when that opted in), never to the booking's own address unless the booking is its
 * own record. A newer code for the same booking ends the older one (`ended_at`).
 */
export const recordAccessCodes = pgTable(
  "record_access_codes",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The record the code opens; null while the booking is its own record. */
    patientId: text("patient_id").references(() => patients.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    wrongAttempts: integer("wrong_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Used, replaced by a newer code, or out of tries: never accepted again. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("record_access_codes_booking_idx").on(t.bookingId, t.createdAt),
    check(
      "record_access_codes_end_reason_check",
      sql`${t.endReason} is null or ${t.endReason} in ('used', 'replaced', 'attempts')`,
    ),
  ],
);

/** A record session: 15 minutes from the right code, for the booking it was asked through. */
export const recordSessions = pgTable(
  "record_sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    patientId: text("patient_id").references(() => patients.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("record_sessions_expires_idx").on(t.expiresAt)],
);
