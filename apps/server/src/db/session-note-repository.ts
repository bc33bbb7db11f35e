import { shippedSessionNoteTemplates } from "@clinic/contract/session-note-templates";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { bookings, slots } from "./schema/booking";
import { sessionNotes, sessionNoteTemplates, sessionNoteVersions } from "./schema/session-notes";
import type { Queryable } from "./transaction";

/* Session notes and their templates (decision 0135): written and read by owners and practitioners. */

export type SessionNoteRow = typeof sessionNotes.$inferSelect;
export type SessionNoteVersionRow = typeof sessionNoteVersions.$inferSelect;
export type SessionNoteTemplateRow = typeof sessionNoteTemplates.$inferSelect;

export function templateRows(db: Queryable): Promise<SessionNoteTemplateRow[]> {
  return db.select().from(sessionNoteTemplates).orderBy(asc(sessionNoteTemplates.name));
}

/**
 * The shipped templates (contract/session-note-templates.ts), stored where missing: at every start and
 * after the tests empty the database, as the default kind is. A template the clinic edited is left as
 * it is (on conflict, nothing); reads never write.
 */
export async function ensureShippedTemplates(db: Queryable): Promise<void> {
  const rows = Object.entries(shippedSessionNoteTemplates).map(([id, t]) => ({
    id,
    name: t.name,
    fields: t.fields,
  }));
  await db.insert(sessionNoteTemplates).values(rows).onConflictDoNothing();
}

export async function updateTemplateRow(
  db: Queryable,
  id: string,
  values: Pick<SessionNoteTemplateRow, "name" | "fields" | "updatedAt" | "updatedBy">,
): Promise<SessionNoteTemplateRow | undefined> {
  const [row] = await db
    .update(sessionNoteTemplates)
    .set(values)
    .where(eq(sessionNoteTemplates.id, id))
    .returning();
  return row;
}

/** The booking a note is written for, locked so two saves of one note take turns. */
export async function lockBookingForNote(
  db: Queryable,
  bookingId: string,
): Promise<{ id: string; patientId: string | null } | undefined> {
  const [row] = await db
    .select({ id: bookings.id, patientId: bookings.patientId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return row;
}

export async function bookingExists(db: Queryable, bookingId: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
  return row !== undefined;
}

export async function noteOfBooking(db: Queryable, bookingId: string): Promise<SessionNoteRow | undefined> {
  const [row] = await db.select().from(sessionNotes).where(eq(sessionNotes.bookingId, bookingId));
  return row;
}

export async function insertNote(db: Queryable, row: SessionNoteRow): Promise<void> {
  await db.insert(sessionNotes).values(row);
}

export async function updateNote(
  db: Queryable,
  id: string,
  values: Pick<SessionNoteRow, "templateId" | "fields" | "updatedAt" | "signedAt">,
): Promise<void> {
  await db.update(sessionNotes).set(values).where(eq(sessionNotes.id, id));
}

/** The next version's number: one more than the note's last. */
export async function appendVersion(
  db: Queryable,
  version: Omit<SessionNoteVersionRow, "number">,
): Promise<number> {
  const [last] = await db
    .select({ number: sessionNoteVersions.number })
    .from(sessionNoteVersions)
    .where(eq(sessionNoteVersions.noteId, version.noteId))
    .orderBy(desc(sessionNoteVersions.number))
    .limit(1);
  const number = (last?.number ?? 0) + 1;
  await db.insert(sessionNoteVersions).values({ ...version, number });
  return number;
}

export function versionsOfNote(db: Queryable, noteId: string): Promise<SessionNoteVersionRow[]> {
  return db
    .select()
    .from(sessionNoteVersions)
    .where(eq(sessionNoteVersions.noteId, noteId))
    .orderBy(asc(sessionNoteVersions.number));
}

/** The notes of these bookings with their versions (the patient's export). */
export async function notesOfBookings(
  db: Queryable,
  bookingIds: string[],
): Promise<Array<SessionNoteRow & { versions: SessionNoteVersionRow[] }>> {
  if (bookingIds.length === 0) return [];
  const notes = await db
    .select()
    .from(sessionNotes)
    .where(inArray(sessionNotes.bookingId, bookingIds))
    .orderBy(asc(sessionNotes.createdAt));
  const versions =
    notes.length === 0
      ? []
      : await db
          .select()
          .from(sessionNoteVersions)
          .where(
            inArray(
              sessionNoteVersions.noteId,
              notes.map((n) => n.id),
            ),
          )
          .orderBy(asc(sessionNoteVersions.number));
  return notes.map((n) => ({ ...n, versions: versions.filter((v) => v.noteId === n.id) }));
}

/** A patient's notes by their appointment's start, newest first, with how many amendments each has. */
export function noteSummariesOfPatient(db: Queryable, patientId: string) {
  return db
    .select({
      bookingId: sessionNotes.bookingId,
      startAt: slots.startAt,
      templateId: sessionNotes.templateId,
      author: sessionNotes.author,
      signedAt: sessionNotes.signedAt,
      amendments: sql<number>`(select count(*)::int from session_note_versions v
        where v.note_id = ${sessionNotes.id} and v.kind = 'amendment')`,
    })
    .from(sessionNotes)
    .innerJoin(bookings, eq(bookings.id, sessionNotes.bookingId))
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(eq(bookings.patientId, patientId))
    .orderBy(desc(slots.startAt));
}

/** Erasure and retention: the notes of these bookings, their versions with them. */
export async function deleteNotesOfBookings(db: Queryable, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const gone = await db
    .delete(sessionNotes)
    .where(inArray(sessionNotes.bookingId, bookingIds))
    .returning({ id: sessionNotes.id });
  return gone.length;
}
