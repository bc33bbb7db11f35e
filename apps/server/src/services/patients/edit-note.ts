import { type PatientNote, patientMessages } from "@clinic/contract/patients";
import type { Database } from "../../db/client";
import { updateNote } from "../../db/patient-record-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { toNoteView } from "./add-note";
import { changeablePatient, patientEntity } from "./patient-access";

/** PATCH /api/admin/patients/{patientId}/notes/{noteId}: the note's new text; audit-logged without it. */
export async function editNote(
  db: Database,
  ids: { patientId: string; noteId: string },
  body: string,
  actor: string,
): Promise<PatientNote> {
  return transaction(db, async (tx) => {
    await changeablePatient(tx, ids.patientId);
    const note = await updateNote(tx, ids, body, new Date());
    if (!note) throw new DomainError("not_found", patientMessages.noteNotFound);
    await recordAudit(tx, {
      actor,
      action: "patient.note.update",
      entity: patientEntity,
      entityId: ids.patientId,
      details: { noteId: ids.noteId, length: body.length },
    });
    return toNoteView(note);
  });
}
