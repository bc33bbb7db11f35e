import { patientMessages } from "@clinic/contract/patients";
import {
  findLinkSuggestion,
  type LinkSuggestionRow,
  lockLinkSuggestion,
} from "../../db/link-suggestion-repository";
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

/**
 * A suggested link of this record (either side) waiting on the admin: its two records locked first,
 * then its row (a merge locks the records and then settles the suggestion: the same order, so the two
 * cannot deadlock). 404 for one unknown or another record's; 409 once merged or dismissed.
 */
export async function pendingLinkSuggestion(
  tx: Tx,
  patientId: string,
  suggestionId: string,
): Promise<LinkSuggestionRow> {
  const found = await findLinkSuggestion(tx, suggestionId);
  if (!found || (found.patientId !== patientId && found.otherPatientId !== patientId))
    throw new DomainError("not_found", patientMessages.suggestionNotFound);
  await lockPatients(tx, [found.patientId, found.otherPatientId]);
  const locked = await lockLinkSuggestion(tx, suggestionId);
  if (!locked) throw new DomainError("not_found", patientMessages.suggestionNotFound);
  if (locked.resolvedAt) throw new DomainError("conflict", patientMessages.suggestionResolved);
  return locked;
}
