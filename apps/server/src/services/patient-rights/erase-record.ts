import type { ErasureResult } from "@clinic/contract/patient-rights";
import type { Database } from "../../db/client";
import {
  closeErasureRequests,
  findErasureRequest,
  removeContactDetails,
  removeIntakeData,
  removePrivateNotes,
} from "../../db/erasure-repository";
import { deleteMeasurementsOfPatient } from "../../db/measurement-repository";
import { bookingIdsOfPatient, lockPatient } from "../../db/patient-rights-repository";
import { type Tx, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { eraseAnswersOfRecord } from "../idempotency-service";

/**
 * Erasure (decision 0102): the one use case behind the admin's queue, its "Erase now", the retention
 * job and `npm run patient:erase`. It removes, by part: intake answers, photos and the bookings'
 * notes (`intake`); the practitioner's private notes and the lymphoedema tracker's measurement
 * sessions, the clinical record the practitioner keeps (`notes`, decision 0107); contact details, consent address
 * hashes, the sealed manage token and the emails kept (`contact`, which also sets
 * `patients.erased_at`); and the answers kept under Idempotency-Keys about the record (decision 0116).
 * It keeps what accounting law requires: each booking's date, amount, tax,
 * reference, payment and order ids and status. Every step is an audit entry of counts, never of
 * what was removed.
 */
export type ErasureParts = { intake: boolean; notes: boolean; contact: boolean };
export const wholeRecord: ErasureParts = { intake: true, notes: true, contact: true };

export type ErasureTarget = { patientId: string | undefined; bookingIds: string[] };

/** Runs inside the caller's transaction, on rows the caller has locked. */
export async function eraseRecord(
  tx: Tx,
  target: ErasureTarget,
  parts: ErasureParts,
  actor: string,
  now: Date,
): Promise<ErasureResult> {
  const subject = target.patientId
    ? { entity: "patient", entityId: target.patientId }
    : { entity: "booking", entityId: target.bookingIds[0] ?? null };
  const step = (action: string, details: Record<string, unknown>) =>
    recordAudit(tx, {
      actor,
      action,
      ...subject,
      details: { ...details, bookings: target.bookingIds.length },
    });
  const result: ErasureResult = {
    patientId: target.patientId ?? null,
    bookings: target.bookingIds.length,
    intakes: 0,
    photos: 0,
    notes: 0,
    measurements: 0,
    consents: 0,
    emails: 0,
    erasedAt: now.toISOString(),
  };
  if (parts.intake) {
    const removed = await removeIntakeData(tx, target.bookingIds);
    Object.assign(result, { intakes: removed.intakes, photos: removed.photos });
    await step("patient.erase.intake", removed);
  }
  if (parts.notes) {
    result.notes = await removePrivateNotes(tx, target.patientId);
    result.measurements = target.patientId ? await deleteMeasurementsOfPatient(tx, target.patientId) : 0;
    await step("patient.erase.notes", { notes: result.notes, measurements: result.measurements });
  }
  if (parts.contact) {
    const removed = await removeContactDetails(tx, target.patientId, target.bookingIds, now);
    Object.assign(result, { consents: removed.consents, emails: removed.emails });
    await step("patient.erase.contact", {
      bookingsAnonymised: removed.bookings,
      consentHashes: removed.consents,
      emails: removed.emails,
    });
    if (target.patientId) await closeErasureRequests(tx, target.patientId, actor, now);
  }
  // Answers kept under Idempotency-Keys (24 h) may name the patient or hold a note's text: they answer
  // "erased" from now on (decision 0116).
  const answers = await eraseAnswersOfRecord(tx, target);
  if (answers > 0) await step("patient.erase.answers", { answers });
  return result;
}

/** The whole record of a patient, erased now (the admin's "Erase now", the command line). */
export async function erasePatient(
  db: Database,
  patientId: string,
  actor: string,
  now = new Date(),
): Promise<ErasureResult> {
  return transaction(db, async (tx) => {
    const patient = await lockPatient(tx, patientId);
    if (!patient) throw new DomainError("not_found", "There is no such patient.");
    if (patient.mergedInto)
      throw new DomainError("conflict", "This record was merged into another: erase that one.");
    const bookingIds = await bookingIdsOfPatient(tx, patientId);
    const result = await eraseRecord(tx, { patientId, bookingIds }, wholeRecord, actor, now);
    await recordAudit(tx, {
      actor,
      action: "patient.erased",
      entity: "patient",
      entityId: patientId,
      details: { again: patient.erasedAt !== null },
    });
    return result;
  });
}

/** POST /api/admin/erasure-requests/{id}/erase: the request's patient erased, the request done. */
export async function eraseByRequest(
  db: Database,
  requestId: string,
  actor: string,
  now = new Date(),
): Promise<ErasureResult> {
  const request = await findErasureRequest(db, requestId);
  if (!request) throw new DomainError("not_found", "There is no such erasure request.");
  if (request.status === "done") throw new DomainError("conflict", "This request was already done.");
  return erasePatient(db, request.patientId, actor, now);
}
