import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * What a patient can book (issue 34, decision 0129): a video consultation, an in-clinic session, a
 * home visit, each with its length, price and booking limits. The spec's consultation is the one
 * default kind (`is_default`); its price, length and buffer are the Pricing screen's and are written
 * together with the pricing row, so both screens show one price.
 */
export const appointmentKinds = pgTable(
  "appointment_kinds",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The name in Hindi and Kannada (`{ hi?, kn? }`); English is `name`. */
    names: jsonb("names").$type<{ hi?: string; kn?: string }>().notNull().default({}),
    mode: text("mode").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    bufferMinutes: integer("buffer_minutes").notNull(),
    amountInPaisa: integer("amount_in_paisa").notNull(),
    minNoticeHours: integer("min_notice_hours").notNull().default(0),
    maxAdvanceDays: integer("max_advance_days").notNull().default(365),
    bookableOnline: boolean("bookable_online").notNull().default(true),
    colour: text("colour").notNull(),
    /** For `in_clinic`: the address patients are given; null means the clinic's address (content file). */
    address: text("address"),
    /** For `home_visit`: the area the clinic visits, shown to patients. */
    serviceArea: text("service_area"),
    isDefault: boolean("is_default").notNull().default(false),
    /** A kind with bookings is archived, not deleted: its bookings still name it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("appointment_kinds_one_default_idx").on(t.isDefault).where(sql`${t.isDefault}`),
    check("appointment_kinds_mode_check", sql`${t.mode} in ('video', 'in_clinic', 'home_visit')`),
    check(
      "appointment_kinds_numbers_check",
      sql`${t.durationMinutes} > 0 and ${t.bufferMinutes} >= 0 and ${t.amountInPaisa} >= 0 and ${t.minNoticeHours} >= 0 and ${t.maxAdvanceDays} > 0`,
    ),
  ],
);

/** The default kind's id: every slot and booking made before kinds existed takes this kind. */
export const defaultKindId = "consultation";
