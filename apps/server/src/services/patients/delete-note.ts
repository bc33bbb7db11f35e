import { patientMessages } from "@clinic/contract/patients";
import type { Database } from "../../db/client";
import { deleteNote as deleteNoteRow } from "../../db/patient-record-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient, patientEntity } from "./patient-access";

/** DELETE /api/admin/patients/{patientId}/notes/{noteId}; audit-logged (which note, not its text). */
export async function deleteNote(
  db: Database,
  ids: { patientId: string; noteId: string },
  actor: string,
): Promise<{ id: string }> {
  return transaction(db, async (tx) => {
    await changeablePatient(tx, ids.patientId);
    if (!(await deleteNoteRow(tx, ids))) throw new DomainError("not_found", patientMessages.noteNotFound);
    await recordAudit(tx, {
      actor,
      action: "patient.note.delete",
      entity: patientEntity,
      entityId: ids.patientId,
      details: { noteId: ids.noteId },
    });
    return { id: ids.noteId };
  });
}
