import { patientMessages } from "@clinic/contract/patients";
import type { Database } from "../../db/client";
import { moveExerciseData } from "../../db/exercise-repository";
import { moveCheckIns } from "../../db/garment-check-in-repository";
import { resolvePairAsMerged } from "../../db/link-suggestion-repository";
import { moveMeasurements } from "../../db/measurement-repository";
import { moveRecordInto } from "../../db/patient-record-repository";
import { lockPatients } from "../../db/patient-repository";
import { moveQuestionnaires } from "../../db/questionnaire-repository";
import { type Tx, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { refreshPatient } from "./link-booking";
import { patientEntity } from "./patient-access";

/**
 * POST /api/admin/patients/{patientId}/merge: the other record's bookings, consents, notes, messages
 * and erasure requests move into this one; the other is kept, marked `merged_into` this one (so an
 * old link still leads here). Refused: the same record, an unknown one, or one merged or erased.
 */
export async function mergePatients(
  db: Database,
  patientId: string,
  otherPatientId: string,
  actor: string,
): Promise<{ patientId: string }> {
  return transaction(db, (tx) => mergeRecords(tx, patientId, otherPatientId, actor));
}

/**
 * The merge in the caller's transaction (a confirmed suggested link is one too): also settles a
 * suggested link pending between the two records (decision 0114).
 */
export async function mergeRecords(
  tx: Tx,
  patientId: string,
  otherPatientId: string,
  actor: string,
): Promise<{ patientId: string }> {
  if (patientId === otherPatientId)
    throw new DomainError("validation_failed", patientMessages.mergeSelf, {
      otherPatientId: patientMessages.mergeSelf,
    });
  const locked = await lockPatients(tx, [patientId, otherPatientId]);
  const target = locked.find((p) => p.id === patientId);
  const other = locked.find((p) => p.id === otherPatientId);
  if (!target) throw new DomainError("not_found", patientMessages.notFound);
  if (target.mergedInto || target.erasedAt) throw new DomainError("conflict", patientMessages.thisGone);
  if (!other)
    throw new DomainError("not_found", patientMessages.notFound, {
      otherPatientId: patientMessages.notFound,
    });
  if (other.mergedInto || other.erasedAt)
    throw new DomainError("conflict", patientMessages.mergeGone, {
      otherPatientId: patientMessages.mergeGone,
    });
  const now = new Date();
  const bookings = await moveRecordInto(tx, other.id, target.id, now);
  // The clinical record follows the person too: the tracker's sessions (decision 0107), questionnaires,
  // the exercise programme and its log (0136, 0137), the garment check-ins (0139).
  await moveMeasurements(tx, other.id, target.id);
  await moveQuestionnaires(tx, other.id, target.id);
  await moveExerciseData(tx, other.id, target.id);
  await moveCheckIns(tx, other.id, target.id);
  await refreshPatient(tx, target.id, now);
  await resolvePairAsMerged(tx, [target.id, other.id], actor, now);
  await recordAudit(tx, {
    actor,
    action: "patient.merge",
    entity: patientEntity,
    entityId: target.id,
    details: { mergedPatientId: other.id, bookingsMoved: bookings },
  });
  return { patientId: target.id };
}
