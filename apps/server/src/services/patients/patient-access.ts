import { patientMessages } from "@clinic/contract/patients";
import { findPatient, lockPatients, type PatientRow } from "../../db/patient-repository";
import type { Queryable, Tx } from "../../db/transaction";
import { DomainError } from "../domain-error";

/** The audit log's entity for everything done to a patient record. */
export const patientEntity = "patient";

/** The record, or a 404 the admin can read. */
export async function existingPatient(db: Queryable, patientId: string): Promise<PatientRow> {
  const patient = await findPatient(db, patientId);
  if (!patient) throw new DomainError("not_found", patientMessages.notFound);
  return patient;
}

/** The record locked for a change; a merged or erased record is not changed any more (409). */
export async function changeablePatient(tx: Tx, patientId: string): Promise<PatientRow> {
  const [patient] = await lockPatients(tx, [patientId]);
  if (!patient) throw new DomainError("not_found", patientMessages.notFound);
  if (patient.mergedInto || patient.erasedAt) throw new DomainError("conflict", patientMessages.thisGone);
  return patient;
}
