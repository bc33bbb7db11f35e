import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { patients } from "./patients";

/*
 * The patient record (issue 20; decision 0099): consents, intake answers and photos, private notes,
 * requests to erase and what was sent. Health data lives only in these tables (and bookings.notes);
 * every column here that says something about a person's health is removed by erasure or by the
 * retention job.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/**
 * Each consent a patient gave: the processing of their data and the tele-consultation, with the
 * privacy notice's version. Online consents keep the keyed hash of the address they came from;
 * consents taken by phone keep the admin who took them.
 */
export const consents = pgTable(
  "consents",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    patientId: text("patient_id").references(() => patients.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    noticeVersion: text("notice_version").notNull(),
    method: text("method").notNull(),
    addressHash: text("address_hash"),
    takenBy: text("taken_by"),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("consents_booking_kind_key").on(t.bookingId, t.kind),
    index("consents_patient_idx").on(t.patientId),
    check("consents_kind_check", sql`${t.kind} in ('processing', 'teleconsultation')`),
    check("consents_method_check", sql`${t.method} in ('online', 'phone')`),
  ],
);

/** The pre-consultation intake form's answers, one per booking, keyed by the content file's question ids. */
export const intakes = pgTable("intakes", {
  bookingId: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Photos sent with the intake, re-encoded (metadata and GPS removed) before they are stored here, in
 * PostgreSQL, so every server sees them. At most three per booking (the use case checks).
 */
export const intakePhotos = pgTable(
  "intake_photos",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("intake_photos_booking_idx").on(t.bookingId, t.createdAt)],
);

/** The practitioner's private notes on a patient: admin only, every read and write audit-logged. */
export const patientNotes = pgTable(
  "patient_notes",
  {
    id: text("id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    author: text("author").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("patient_notes_patient_idx").on(t.patientId, t.createdAt)],
);

/** A patient's request to erase their data, queued for the admin (or done by the retention job). */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: text("id").primaryKey(),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    /** The booking whose manage link asked. */
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: text("done_by"),
  },
  (t) => [
    index("erasure_requests_pending_idx").on(t.requestedAt).where(sql`${t.status} = 'pending'`),
    check("erasure_requests_status_check", sql`${t.status} in ('pending', 'done')`),
  ],
);

/**
 * What was sent to a patient (kind, channel, when), kept after the outbox row is deleted, for the
 * patient page and the processing log; never the message's text.
 */
export const messageLog = pgTable(
  "message_log",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    patientId: text("patient_id").references(() => patients.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_log_patient_idx").on(t.patientId, t.sentAt),
    index("message_log_sent_idx").on(t.sentAt),
  ],
);
