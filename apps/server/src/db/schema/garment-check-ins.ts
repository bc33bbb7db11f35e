import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { patients } from "./patients";

/*
 * Compression wear check-ins (issue 36; decision 0139). A plan per patient who opted in: the channel and
 * the booking whose contact details and manage link the question goes with. A check-in per due day,
 * unique per patient and day so the weekly job sends it once whichever server runs it. The answer is
 * health data: clinical roles only, in the patient's export, removed by erasure and by retention.
 */
export const garmentCheckInPlans = pgTable(
  "garment_check_in_plans",
  {
    patientId: text("patient_id")
      .primaryKey()
      .references(() => patients.id, { onDelete: "cascade" }),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    since: date("since", { mode: "string" }).notNull(),
    /** "patient" when the patient opted in on their manage page, else the staff member who recorded it. */
    enabledBy: text("enabled_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("garment_check_in_plans_channel_check", sql`${t.channel} in ('email', 'whatsapp')`)],
);

export const garmentCheckIns = pgTable(
  "garment_check_ins",
  {
    id: text("id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    hoursPerDay: integer("hours_per_day"),
  },
  (t) => [
    unique("garment_check_ins_patient_due_key").on(t.patientId, t.dueOn),
    check(
      "garment_check_ins_hours_check",
      sql`${t.hoursPerDay} is null or ${t.hoursPerDay} between 0 and 24`,
    ),
  ],
);
