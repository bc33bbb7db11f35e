import type { ErasureResult } from "@clinic/contract/patient-rights";
import type { Database } from "../../db/client";
import {
  addresseesOfRecord,
  closeErasureRequests,
  findErasureRequest,
  removeContactDetails,
  removeIntakeData,
  removePrivateNotes,
} from "../../db/erasure-repository";
import { deleteExerciseDataOf } from "../../db/exercise-repository";
import { deleteCheckInDataOf } from "../../db/garment-check-in-repository";
import { deleteMeasurementsOfPatient } from "../../db/measurement-repository";
import { bookingIdsOfPatient, lockPatient } from "../../db/patient-rights-repository";
import { deleteQuestionnairesOf } from "../../db/questionnaire-repository";
import { removeAccessOfRecord } from "../../db/record-access-repository";
import { deleteNotesOfBookings } from "../../db/session-note-repository";
import { type Tx, transaction } from "../../db/transaction";
import type { Addressees, OutboxFiles } from "../../integrations/outbox-folder";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { eraseAnswersOfRecord } from "../idempotency-service";

/**
 * Erasure (decision 0102): the one use case behind the admin's queue, its "Erase now", the retention
 * job and `npm run patient:erase`. It removes, by part: intake answers, photos and the bookings'
 * notes (`intake`); the practitioner's private notes, the lymphoedema tracker's measurement
 * sessions, the appointments' session notes, the outcome questionnaires, the home exercise
 * programme and the garment check-ins, the clinical record the practitioner keeps (`notes`,
 * decisions 0107, 0135, 0136 and 0139);
 * contact details, consent address
 * hashes, the sealed manage token and the emails kept (`contact`, which also sets
 * `patients.erased_at`); and the answers kept under Idempotency-Keys about the record (decision 0116).
 * It keeps what accounting law requires: each booking's date, amount, tax,
 * reference, payment and order ids and status. Every step is an audit entry of counts, never of
 * what was removed.
 */
export type ErasureParts = { intake: boolean; notes: boolean; contact: boolean };
export const wholeRecord: ErasureParts = { intake: true, notes: true, contact: true };

export type ErasureTarget = { patientId: string | undefined; bookingIds: string[] };

/**
 * What an erasure deletes outside the database once its transaction has committed (decision 0116): the
 * outbox files of the providers in use addressed to the record. Without it (tests, another provider),
 * none.
 */
export type ErasureFiles = { outbox: OutboxFiles; log: { warn(obj: object, msg: string): void } };

/** What was erased, and (when the contact details went) whom the record's messages were sent to. */
export type ErasedRecord = { result: ErasureResult; addressees: Addressees | undefined };

/**
 * Runs inside the caller's transaction, on rows the caller has locked. The caller deletes the outbox
 * files addressed to `addressees` after its commit (`removeOutboxFiles`).
 */
export async function eraseRecord(
  tx: Tx,
  target: ErasureTarget,
  parts: ErasureParts,
  actor: string,
  now: Date,
): Promise<ErasedRecord> {
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
    sessionNotes: 0,
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
    const questionnaires = target.patientId ? await deleteQuestionnairesOf(tx, target.patientId) : 0;
    const exercises = target.patientId ? await deleteExerciseDataOf(tx, target.patientId) : 0;
    const garmentCheckIns = target.patientId ? await deleteCheckInDataOf(tx, target.patientId) : 0;
    result.sessionNotes = await deleteNotesOfBookings(tx, target.bookingIds);
    await step("patient.erase.notes", {
      notes: result.notes,
      measurements: result.measurements,
      sessionNotes: result.sessionNotes,
      questionnaires,
      exercises,
      garmentCheckIns,
    });
  }
  let addressees: Addressees | undefined;
  if (parts.contact) {
    addressees = await addresseesOfRecord(tx, target.patientId, target.bookingIds);
    const removed = await removeContactDetails(tx, target.patientId, target.bookingIds, now);
    Object.assign(result, { consents: removed.consents, emails: removed.emails });
    await step("patient.erase.contact", {
      bookingsAnonymised: removed.bookings,
      consentHashes: removed.consents,
      emails: removed.emails,
    });
    if (target.patientId) await closeErasureRequests(tx, target.patientId, actor, now);
    // Nothing is left to prove a contact with: its record sessions and codes end (decision 0113).
    await removeAccessOfRecord(tx, target.patientId ?? undefined, target.bookingIds, addressees.phones);
  }
  // Answers kept under Idempotency-Keys (24 h) may name the patient or hold a note's text: they answer
  // "erased" from now on (decision 0116).
  const answers = await eraseAnswersOfRecord(tx, target);
  if (answers > 0) await step("patient.erase.answers", { answers });
  return { result, addressees };
}

/**
 * After an erasure's commit: the outbox files (emails, WhatsApp messages) addressed to the erased
 * records. A failure is logged without any address and leaves the erasure done: the files still go
 * after OUTBOX_KEEP_DAYS.
 */
export async function removeOutboxFiles(
  files: ErasureFiles | undefined,
  erased: Array<Addressees | undefined>,
): Promise<void> {
  const to: Addressees = {
    emails: erased.flatMap((a) => a?.emails ?? []),
    phones: erased.flatMap((a) => a?.phones ?? []),
  };
  if (!files || (to.emails.length === 0 && to.phones.length === 0)) return;
  for (const [channel, folder] of Object.entries(files.outbox)) {
    try {
      await folder?.removeAddressedTo(to);
    } catch (error) {
      files.log.warn(
        { channel, err: { code: (error as NodeJS.ErrnoException).code ?? "unknown" } },
        "erasure: some outbox files could not be deleted; they go after OUTBOX_KEEP_DAYS",
      );
    }
  }
}

/**
 * The whole record of a patient, erased now (the admin's "Erase now", the command line); then its outbox
 * files (`files`).
 */
export async function erasePatient(
  db: Database,
  patientId: string,
  actor: string,
  options: { now?: Date; files?: ErasureFiles | undefined } = {},
): Promise<ErasureResult> {
  const now = options.now ?? new Date();
  const erased = await transaction(db, async (tx) => {
    const patient = await lockPatient(tx, patientId);
    if (!patient) throw new DomainError("not_found", "There is no such patient.");
    if (patient.mergedInto)
      throw new DomainError("conflict", "This record was merged into another: erase that one.");
    const bookingIds = await bookingIdsOfPatient(tx, patientId);
    const erased = await eraseRecord(tx, { patientId, bookingIds }, wholeRecord, actor, now);
    await recordAudit(tx, {
      actor,
      action: "patient.erased",
      entity: "patient",
      entityId: patientId,
      details: { again: patient.erasedAt !== null },
    });
    return erased;
  });
  await removeOutboxFiles(options.files, [erased.addressees]);
  return erased.result;
}

/** POST /api/admin/erasure-requests/{id}/erase: the request's patient erased, the request done. */
export async function eraseByRequest(
  db: Database,
  requestId: string,
  actor: string,
  options: { now?: Date; files?: ErasureFiles | undefined } = {},
): Promise<ErasureResult> {
  const request = await findErasureRequest(db, requestId);
  if (!request) throw new DomainError("not_found", "There is no such erasure request.");
  if (request.status === "done") throw new DomainError("conflict", "This request was already done.");
  return erasePatient(db, request.patientId, actor, options);
}
