import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { patients } from "./patients";

/*
 * The lymphoedema tracker (issue 23; decision 0107): one row per measurement session of one limb.
 * Health data: admin only (and the patient's own, through their manage token), removed by erasure and
 * by retention like the private notes. Volumes are not stored: they are computed from the
 * circumferences when read (limb-volume.ts), so a change of thresholds or a deleted first session
 * never leaves a stale number behind.
 */

export const measurementSessions = pgTable(
  "measurement_sessions",
  {
    id: text("id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    takenOn: date("taken_on", { mode: "string" }).notNull(),
    limb: text("limb").notNull(),
    referencePoint: text("reference_point"),
    spacingCm: numeric("spacing_cm").notNull(),
    /** Circumferences in cm from the reference point upwards, as entered (numeric keeps the decimals typed). */
    affectedCm: numeric("affected_cm").array().notNull(),
    otherCm: numeric("other_cm").array(),
    bioimpedance: numeric("bioimpedance"),
    islStage: text("isl_stage"),
    garmentKind: text("garment_kind"),
    garmentClass: text("garment_class"),
    garmentIssuedOn: date("garment_issued_on", { mode: "string" }),
    /** Clinical notes: admin only. */
    notes: text("notes"),
    /** Home-care advice the patient sees on "My measurements". */
    homeCareNote: text("home_care_note"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("measurement_sessions_patient_idx").on(t.patientId, t.takenOn),
    check(
      "measurement_sessions_limb_check",
      sql`${t.limb} in ('left_arm', 'right_arm', 'left_leg', 'right_leg')`,
    ),
    check(
      "measurement_sessions_isl_check",
      sql`${t.islStage} is null or ${t.islStage} in ('0', 'I', 'II', 'III')`,
    ),
    check(
      "measurement_sessions_points_check",
      sql`${t.otherCm} is null or cardinality(${t.otherCm}) = cardinality(${t.affectedCm})`,
    ),
  ],
);

/**
 * Reminders sent to a patient, once per due date: the garment's replacement and the next measurement
 * (decision 0107). The unique key is what makes "once" hold across servers and restarts.
 */
export const measurementReminders = pgTable(
  "measurement_reminders",
  {
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.kind, t.dueOn] }),
    check("measurement_reminders_kind_check", sql`${t.kind} in ('garment', 'remeasure')`),
  ],
);
