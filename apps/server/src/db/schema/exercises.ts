import type { ProgrammeItem } from "@clinic/contract/exercises";
import { boolean, date, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { patients } from "./patients";

/*
 * The home exercise programme (issue 36). The library is the clinic's (not health data); a patient's
 * programme and their daily log are: clinical roles only, in the patient's export, removed by erasure
 * and by retention with the clinical record.
 */
export const exercises = pgTable("exercises", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  names: jsonb("names").$type<{ hi?: string; kn?: string }>().notNull().default({}),
  instructions: text("instructions").notNull(),
  instructionsIn: jsonb("instructions_in").$type<{ hi?: string; kn?: string }>().notNull().default({}),
  mediaUrl: text("media_url"),
  shipped: boolean("shipped").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One programme per patient, replaced as a whole when the practitioner changes it. */
export const exerciseProgrammes = pgTable("exercise_programmes", {
  patientId: text("patient_id")
    .primaryKey()
    .references(() => patients.id, { onDelete: "cascade" }),
  items: jsonb("items").$type<ProgrammeItem[]>().notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  reviewOn: date("review_on", { mode: "string" }),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What the patient ticked on a day: one row per patient and day, replaced when they tick again. */
export const exerciseLogs = pgTable(
  "exercise_logs",
  {
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    done: text("done").array().notNull(),
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The key (patient, day) also serves the reads by patient from a day.
  (t) => [primaryKey({ columns: [t.patientId, t.day] })],
);
