import { randomUUID } from "node:crypto";
import {
  type SessionNote,
  type SessionNoteRequest,
  type SessionNoteVersionKind,
  sessionNoteFieldErrors,
  sessionNoteMessages,
} from "@clinic/contract/session-notes";
import type { Database } from "../../db/client";
import {
  appendVersion,
  insertNote,
  lockBookingForNote,
  noteOfBooking,
  updateNote,
} from "../../db/session-note-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient } from "../patients/patient-access";
import { templateForNote } from "./note-templates";
import { isLocked, noteView } from "./session-note-view";

const refuse = (fields: Record<string, string>) =>
  new DomainError("validation_failed", "Some fields need attention.", fields);

/** What a save is, from the note as it stands: the first save, a draft, the signature, or later. */
function kindOfSave(
  note: { signedAt: Date | null } | undefined,
  sign: boolean,
  now: Date,
): SessionNoteVersionKind {
  if (!note?.signedAt) return sign ? "signed" : "draft";
  return isLocked(note.signedAt, now) ? "amendment" : "edited";
}

/**
 * PUT /api/admin/bookings/{id}/session-note: one note per appointment, checked against its template.
 * Before it locks (24 hours after signing), only its author saves or signs it; once locked, any
 * clinician's save is an amendment. Every save is a version (author, time, the values as saved), so the
 * history shows what the note said at each step. The audit entry names the booking, note, kind of save
 * and version number, never a value.
 */
export async function saveSessionNote(
  db: Database,
  bookingId: string,
  input: SessionNoteRequest,
  actor: string,
  now: Date,
): Promise<{ note: SessionNote; kind: SessionNoteVersionKind }> {
  const template = await templateForNote(db, input.templateId);
  const fieldErrors = sessionNoteFieldErrors(template.fields, input.fields);
  if (Object.keys(fieldErrors).length > 0) throw refuse(fieldErrors);
  return transaction(db, async (tx) => {
    const booking = await lockBookingForNote(tx, bookingId);
    if (!booking) throw new DomainError("not_found", "There is no such appointment.");
    // An erased or merged-away record takes no new clinical data (409, as its other writes).
    if (booking.patientId) await changeablePatient(tx, booking.patientId);
    const note = await noteOfBooking(tx, bookingId);
    const kind = kindOfSave(note, input.sign === true, now);
    if (note && kind !== "amendment" && note.author !== actor)
      throw new DomainError("forbidden", sessionNoteMessages.notAuthor);
    if (note?.signedAt && note.templateId !== input.templateId)
      throw refuse({ templateId: sessionNoteMessages.templateFixed });
    const noteId = note?.id ?? randomUUID();
    const signedAt = note?.signedAt ?? (kind === "signed" ? now : null);
    if (note)
      await updateNote(tx, noteId, {
        templateId: input.templateId,
        fields: input.fields,
        updatedAt: now,
        signedAt,
      });
    else
      await insertNote(tx, {
        id: noteId,
        bookingId,
        templateId: input.templateId,
        fields: input.fields,
        author: actor,
        createdAt: now,
        updatedAt: now,
        signedAt,
      });
    const version = await appendVersion(tx, {
      noteId,
      kind,
      templateId: input.templateId,
      fields: input.fields,
      author: actor,
      savedAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: `booking.session_note.${kind}`,
      entity: "booking",
      entityId: bookingId,
      details: { noteId, templateId: input.templateId, version },
    });
    return { note: (await noteView(tx, bookingId, now)) as SessionNote, kind };
  });
}
