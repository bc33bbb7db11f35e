import type { Database } from "../../db/client";
import {
  markConsentWithdrawn,
  stopQueuedReminders,
  withdrawConsents,
} from "../../db/patient-rights-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { type ManageCredentials, recordAccess } from "../record-access/access-scope";
import { queueClinicNotice } from "./clinic-notice";
import { lockedPatientOf } from "./own-record";

/**
 * POST …/consent/withdraw: as easy as it was given (DPDP Rules 2025, Rule 3). Every consent of the
 * record is marked withdrawn and so is the patient; reminders already queued are given up and the
 * reminder job queues no more (db/email-outbox-repository.ts bookingsDueForReminder); the practitioner
 * is told. Messages the patient's own actions cause (a move, a cancellation, a refund) still go.
 * Withdrawing twice changes nothing and answers the first withdrawal.
 */
export async function withdrawConsent(
  deps: { db: Database; now?: () => Date; clinicEmail?: string | undefined },
  bookingId: string,
  credentials: ManageCredentials,
) {
  const now = deps.now?.() ?? new Date();
  // Record-wide: the manage token and a record session (decision 0113).
  const record = await recordAccess(deps.db, bookingId, credentials.token, credentials.session, now);
  return transaction(deps.db, async (tx) => {
    const patient = await lockedPatientOf(tx, record);
    const scope = { level: "record" as const, patient, bookingIds: record.scope.bookingIds };
    if (patient.consentWithdrawnAt)
      return { withdrawnAt: patient.consentWithdrawnAt.toISOString(), consentsWithdrawn: 0 };
    const consentsWithdrawn = await withdrawConsents(tx, scope, now);
    await markConsentWithdrawn(tx, patient.id, now);
    const remindersStopped = await stopQueuedReminders(tx, scope.bookingIds);
    await recordAudit(tx, {
      actor: "patient",
      action: "patient.consent_withdrawn",
      entity: "patient",
      entityId: patient.id,
      details: { consentsWithdrawn, remindersStopped, via: bookingId },
    });
    await queueClinicNotice(tx, {
      clinicEmail: deps.clinicEmail,
      kind: "clinic-consent-withdrawn",
      bookingId,
      reference: record.booking.reference,
    });
    return { withdrawnAt: now.toISOString(), consentsWithdrawn };
  });
}
