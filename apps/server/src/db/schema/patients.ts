import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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

/**
 * A booking kept apart from an existing record it may belong to (decision 0114): its new record
 * (`patient_id`) and the older one (`other_patient_id`, kept when the admin merges), with the keys they
 * share. Pending until the admin merges the two or dismisses it. One row per pair, whatever its
 * state, so a dismissed pair is never suggested again.
 */
export const patientLinkSuggestions = pgTable(
  "patient_link_suggestions",
  {
    id: text("id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    otherPatientId: text("other_patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    /** 'email', 'phone', 'name': the contract's linkReasons. */
    reasons: text("reasons").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution"),
    /** The admin who merged or dismissed it. */
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    uniqueIndex("patient_link_suggestions_pair_key").on(
      sql`least(${t.patientId}, ${t.otherPatientId})`,
      sql`greatest(${t.patientId}, ${t.otherPatientId})`,
    ),
    index("patient_link_suggestions_patient_idx").on(t.patientId).where(sql`${t.resolvedAt} is null`),
    index("patient_link_suggestions_other_idx").on(t.otherPatientId).where(sql`${t.resolvedAt} is null`),
    check("patient_link_suggestions_pair_check", sql`${t.patientId} <> ${t.otherPatientId}`),
    check(
      "patient_link_suggestions_reasons_check",
      sql`cardinality(${t.reasons}) > 0 and ${t.reasons} <@ array['email', 'phone', 'name']`,
    ),
    check(
      "patient_link_suggestions_resolution_check",
      sql`(${t.resolution} is null and ${t.resolvedAt} is null)
        or (${t.resolution} in ('merged', 'dismissed') and ${t.resolvedAt} is not null)`,
    ),
  ],
);
