import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { bookings } from "./booking";

/*
 * Session notes (issue 36; decision 0135). Health data: owner and practitioner only, removed by erasure
 * and by retention with the practitioner's notes; never copied into the audit log.
 */

/** The clinic's note templates: the shipped ones are stored on first use, then edited in Settings. */
export const sessionNoteTemplates = pgTable("session_note_templates", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The fields in order: `{ id, label, type, section, min?, max?, options? }` (the contract's schema). */
  fields: jsonb("fields").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
  updatedBy: text("updated_by"),
});

/** One note per appointment: its values now, and who signed it when (it locks 24 h later). */
export const sessionNotes = pgTable("session_notes", {
  id: text("id").primaryKey(),
  bookingId: text("booking_id")
    .notNull()
    .unique("session_notes_booking_key")
    .references(() => bookings.id, { onDelete: "cascade" }),
  templateId: text("template_id").notNull(),
  fields: jsonb("fields").notNull(),
  author: text("author").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  signedAt: timestamp("signed_at", { withTimezone: true }),
});

/** Every save of a note, as it was saved: the history the note shows, amendments included. */
export const sessionNoteVersions = pgTable(
  "session_note_versions",
  {
    noteId: text("note_id")
      .notNull()
      .references(() => sessionNotes.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind").notNull(),
    templateId: text("template_id").notNull(),
    fields: jsonb("fields").notNull(),
    author: text("author").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("session_note_versions_number_key").on(t.noteId, t.number),
    check("session_note_versions_kind_check", sql`${t.kind} in ('draft', 'signed', 'edited', 'amendment')`),
  ],
);
