import { randomUUID } from "node:crypto";
import type { PatientNote } from "@clinic/contract/patients";
import type { Database } from "../../db/client";
import { insertNote, type NoteRow } from "../../db/patient-record-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { changeablePatient, patientEntity } from "./patient-access";

export function toNoteView(n: NoteRow): PatientNote {
  return {
    id: n.id,
    body: n.body,
    author: n.author,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

/**
 * POST /api/admin/patients/{patientId}/notes: a private note by the signed-in admin. The audit entry
 * names the note and its length, never its text (health data stays out of the log).
 */
export async function addNote(
  db: Database,
  patientId: string,
  body: string,
  actor: string,
): Promise<PatientNote> {
  return transaction(db, async (tx) => {
    await changeablePatient(tx, patientId);
    const note = await insertNote(tx, { id: randomUUID(), patientId, body, author: actor, at: new Date() });
    await recordAudit(tx, {
      actor,
      action: "patient.note.create",
      entity: patientEntity,
      entityId: patientId,
      details: { noteId: note.id, length: body.length },
    });
    return toNoteView(note);
  });
}
