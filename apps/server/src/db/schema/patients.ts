import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A person the clinic sees, across bookings: bookings are grouped by normalised email and phone
 * (decision 0099); an admin can merge two records or split a booking off. Email and phone are
 * normalised (lower-cased email; the phone's digits with its country code) so a search finds them.
 */
export const patients = pgTable(
  "patients",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** The start of the latest consultation (paid or booked by the clinic): retention counts from it. */
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
    /** Set when the patient withdrew consent: reminders and messages stop. */
    consentWithdrawnAt: timestamp("consent_withdrawn_at", { withTimezone: true }),
    /** Set when the record was erased (by request or by retention); name, email and phone are blanked. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** The record this one was merged into; a merged record keeps no bookings of its own. */
    mergedInto: text("merged_into"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("patients_email_idx").on(t.email).where(sql`${t.mergedInto} is null`),
    index("patients_phone_idx").on(t.phone).where(sql`${t.mergedInto} is null`),
    index("patients_name_idx").on(sql`lower(${t.name})`),
    index("patients_last_visit_idx").on(t.lastVisitAt).where(sql`${t.erasedAt} is null`),
  ],
);
