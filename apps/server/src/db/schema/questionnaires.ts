import type { Instrument, QuestionnaireAnswers, QuestionnaireScores } from "@clinic/contract/questionnaires";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { patients } from "./patients";

/*
 * Outcome questionnaires sent to a patient (issue 36): each through one booking's manage link (the token
 * that opens it), with the instrument as it was when sent, so its scores stay what they were if the
 * clinic later changes the definition. Health data: clinical roles only, in the patient's export,
 * removed by erasure and by retention like the intake.
 */
export const questionnaires = pgTable(
  "questionnaires",
  {
    id: text("id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    instrumentId: text("instrument_id").notNull(),
    instrument: jsonb("instrument").$type<Instrument>().notNull(),
    status: text("status").notNull().default("sent"),
    answers: jsonb("answers").$type<QuestionnaireAnswers>(),
    scores: jsonb("scores").$type<QuestionnaireScores>(),
    sentBy: text("sent_by").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("questionnaires_patient_idx").on(t.patientId, t.sentAt),
    index("questionnaires_booking_idx").on(t.bookingId),
    check("questionnaires_status_check", sql`${t.status} in ('sent', 'answered')`),
  ],
);

/**
 * A questionnaire to send on a day (the day before a session), or again every few weeks (decision 0140):
 * the job sends it through the booking named, then moves `next_on` on by `every_weeks` (a one-off is
 * removed once sent). Which questionnaire, when and through which booking: no answer is kept here.
 */
export const questionnaireSchedules = pgTable(
  "questionnaire_schedules",
  {
    id: text("id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    instrumentId: text("instrument_id").notNull(),
    nextOn: date("next_on", { mode: "string" }).notNull(),
    everyWeeks: integer("every_weeks"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("questionnaire_schedules_due_idx").on(t.nextOn),
    check(
      "questionnaire_schedules_weeks_check",
      sql`${t.everyWeeks} is null or ${t.everyWeeks} between 1 and 26`,
    ),
  ],
);
