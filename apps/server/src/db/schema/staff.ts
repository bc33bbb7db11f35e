import type { BusinessHours } from "@clinic/contract/admin-settings";
import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The clinic's staff (issue 34): who may sign in to the admin and in which role. A sign-in link or a
 * Google sign-in proves an email; the member with that email (not removed) gives the session its role.
 * ADMIN_EMAIL is always an owner, with or without a row (the server keeps one for it).
 */
export const staff = pgTable(
  "staff",
  {
    id: text("id").primaryKey(),
    /** Lower case; one live member per address. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    /** A practitioner's colour on the agenda, and the registration number printed on their receipts. */
    colour: text("colour"),
    registrationNumber: text("registration_number"),
    /** A practitioner's own week (Settings' business hours shape); null: the clinic's hours. */
    businessHours: jsonb("business_hours").$type<BusinessHours>(),
    /**
     * A practitioner's own Google calendar (its id, shared with the clinic's service account): their
     * slots and appointments become events there instead of on the clinic's calendar. Null: the clinic's.
     */
    calendarId: text("calendar_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Removed members keep their row, so the audit log still names who did what. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_live_email_idx").on(t.email).where(sql`${t.removedAt} is null`),
    check("staff_role_check", sql`${t.role} in ('owner', 'practitioner', 'front_desk')`),
    check("staff_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);
