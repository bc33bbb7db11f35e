import {
  type MeasurementInput,
  type MeasurementSession,
  measurementMessages,
} from "@clinic/contract/measurements";
import type { Database } from "../../db/client";
import { updateMeasurementRow } from "../../db/measurement-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient, patientEntity } from "../patients/patient-access";
import { refuseFutureDates, sessionView, storedValuesOf } from "./record-measurement";

/**
 * PUT /api/admin/patients/{patientId}/measurements/{measurementId}: a session typed with a mistake, corrected
 * in place (its id, author and creation time kept), checked as a new one is, and answered with its volumes.
 * The audit entry names the session, its limb and point count, never a measurement.
 */
export async function correctMeasurement(
  db: Database,
  ids: { patientId: string; measurementId: string },
  input: MeasurementInput,
  actor: string,
  today: string,
): Promise<MeasurementSession> {
  refuseFutureDates(input, today);
  return transaction(db, async (tx) => {
    await changeablePatient(tx, ids.patientId);
    const row = await updateMeasurementRow(tx, ids, { ...storedValuesOf(input), updatedAt: new Date() });
    if (!row) throw new DomainError("not_found", measurementMessages.notFound);
    await recordAudit(tx, {
      actor,
      action: "patient.measurement.correct",
      entity: patientEntity,
      entityId: ids.patientId,
      details: { measurementId: row.id, limb: row.limb, points: row.affectedCm.length },
    });
    return sessionView(tx, ids.patientId, row.id);
  });
}
