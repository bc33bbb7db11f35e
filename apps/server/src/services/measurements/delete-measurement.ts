import { measurementMessages } from "@clinic/contract/measurements";
import type { Database } from "../../db/client";
import { deleteMeasurementRow } from "../../db/measurement-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient, patientEntity } from "../patients/patient-access";

/**
 * DELETE /api/admin/patients/{patientId}/measurements/{measurementId} (a session typed in error);
 * audit-logged with its id. Deleting a limb's first session makes the next one its baseline.
 */
export async function deleteMeasurement(
  db: Database,
  ids: { patientId: string; measurementId: string },
  actor: string,
): Promise<{ id: string }> {
  return transaction(db, async (tx) => {
    await changeablePatient(tx, ids.patientId);
    if (!(await deleteMeasurementRow(tx, ids)))
      throw new DomainError("not_found", measurementMessages.notFound);
    await recordAudit(tx, {
      actor,
      action: "patient.measurement.delete",
      entity: patientEntity,
      entityId: ids.patientId,
      details: { measurementId: ids.measurementId },
    });
    return { id: ids.measurementId };
  });
}
