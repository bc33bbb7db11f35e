import {
  lockTimeOf,
  type SessionNote,
  type SessionNoteSummary,
  type SessionNoteValues,
  type SessionNoteVersionKind,
} from "@clinic/contract/session-notes";
import {
  bookingExists,
  noteOfBooking,
  noteSummariesOfPatient,
  type SessionNoteRow,
  type SessionNoteVersionRow,
  versionsOfNote,
} from "../../db/session-note-repository";
import type { Queryable } from "../../db/transaction";
import { DomainError } from "../domain-error";
import { existingPatient } from "../patients/patient-access";

/** Whether a note signed at `signedAt` is locked at `now` (24 hours after signing). */
export function isLocked(signedAt: Date | null, now: Date): boolean {
  return signedAt !== null && lockTimeOf(signedAt).getTime() <= now.getTime();
}

export function toNoteView(row: SessionNoteRow, versions: SessionNoteVersionRow[], now: Date): SessionNote {
  return {
    id: row.id,
    bookingId: row.bookingId,
    templateId: row.templateId,
    fields: row.fields as SessionNoteValues,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    lockedAt: row.signedAt ? lockTimeOf(row.signedAt).toISOString() : null,
    locked: isLocked(row.signedAt, now),
    versions: versions.map((v) => ({
      number: v.number,
      kind: v.kind as SessionNoteVersionKind,
      templateId: v.templateId,
      fields: v.fields as SessionNoteValues,
      author: v.author,
      savedAt: v.savedAt.toISOString(),
    })),
  };
}

/** The note of a booking with its history, or null before one is written. */
export async function noteView(db: Queryable, bookingId: string, now: Date): Promise<SessionNote | null> {
  const row = await noteOfBooking(db, bookingId);
  return row ? toNoteView(row, await versionsOfNote(db, row.id), now) : null;
}

/** GET /api/admin/bookings/{id}/session-note: 404 for no such booking, `null` before a note. */
export async function readSessionNote(
  db: Queryable,
  bookingId: string,
  now: Date,
): Promise<SessionNote | null> {
  if (!(await bookingExists(db, bookingId)))
    throw new DomainError("not_found", "There is no such appointment.");
  return noteView(db, bookingId, now);
}

/** GET /api/admin/patients/{patientId}/session-notes: the record's notes by date, newest first. */
export async function patientNoteSummaries(
  db: Queryable,
  patientId: string,
  now: Date,
): Promise<SessionNoteSummary[]> {
  await existingPatient(db, patientId);
  const rows = await noteSummariesOfPatient(db, patientId);
  return rows.map((r) => ({
    bookingId: r.bookingId,
    startAt: r.startAt.toISOString(),
    templateId: r.templateId,
    author: r.author,
    signedAt: r.signedAt?.toISOString() ?? null,
    locked: isLocked(r.signedAt, now),
    amendments: r.amendments,
  }));
}
