import { patientRightsMessages } from "@clinic/contract/patient-rights";
import type { Database } from "../../db/client";
import { isBookingErased } from "../../db/erasure-repository";
import { insertErasureRequest, pendingErasureRequest } from "../../db/patient-rights-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { type ManageCredentials, recordAccess } from "../record-access/access-scope";
import { queueClinicNotice } from "./clinic-notice";
import { lockedPatientOf } from "./own-record";

/**
 * POST …/erasure-request: queues the request for the admin (one pending per patient: asking again
 * answers the waiting one) and tells the practitioner. The patient's row is locked first, so two
 * requests at once store one.
 */
export async function requestErasure(
  deps: { db: Database; now?: () => Date; clinicEmail?: string | undefined },
  bookingId: string,
  credentials: ManageCredentials,
) {
  const now = deps.now?.() ?? new Date();
  // Record-wide: the manage token and a record session (decision 0113).
  const record = await recordAccess(deps.db, bookingId, credentials.token, credentials.session, now);
  if (!record.scope.patient && (await isBookingErased(deps.db, bookingId)))
    throw new DomainError("conflict", patientRightsMessages.erasedRecord);
  return transaction(deps.db, async (tx) => {
    const patient = await lockedPatientOf(tx, record);
    if (patient.erasedAt) throw new DomainError("conflict", patientRightsMessages.erasedRecord);
    const waiting = await pendingErasureRequest(tx, patient.id);
    if (waiting)
      return { requestId: waiting.id, requestedAt: waiting.requestedAt.toISOString(), created: false };
    const request = await insertErasureRequest(tx, { patientId: patient.id, bookingId, at: now });
    await recordAudit(tx, {
      actor: "patient",
      action: "patient.erasure_requested",
      entity: "patient",
      entityId: patient.id,
      details: { requestId: request.id, via: bookingId },
    });
    await queueClinicNotice(tx, {
      clinicEmail: deps.clinicEmail,
      kind: "clinic-erasure-request",
      bookingId,
      reference: record.booking.reference,
    });
    return { requestId: request.id, requestedAt: now.toISOString(), created: true };
  });
}
