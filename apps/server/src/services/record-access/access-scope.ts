import { recordAccessMessages } from "@clinic/contract/record-access";
import { findPatient, type RecordScope, scopeOfBooking } from "../../db/patient-rights-repository";
import { findLiveSession } from "../../db/record-access-repository";
import type { Queryable } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { withManageToken } from "../booking/manage-access";
import { DomainError } from "../domain-error";
import { hashSessionToken } from "./access-secrets";

/**
 * What a manage link opens (decision 0113, replacing 0102's "any token opens the whole record"): its
 * token alone opens its own booking; the whole record needs a record session too, which only a code
 * sent to the record's contact on file gives. Contact details prove who holds an address, not who a
 * person is, so a token that went to whatever address a booking named cannot speak for the record.
 */
export type ManagedAccess = Awaited<ReturnType<typeof withManageToken>> & { scope: RecordScope };

/** Who asks: the booking's manage token, and the record session when the request carries one. */
export type ManageCredentials = { token: string | undefined; session: string | undefined };

/** The booking alone, for the holder of its manage token (403 otherwise, saying nothing more). */
export async function bookingAccess(
  db: Queryable,
  bookingId: string,
  token: string | undefined,
): Promise<ManagedAccess> {
  const found = await withManageToken(db, bookingId, token);
  const patient = found.booking.patientId ? await findPatient(db, found.booking.patientId) : undefined;
  return { ...found, scope: { level: "booking", patient, bookingIds: [found.booking.id] } };
}

/**
 * The whole record: the manage token, and a live record session asked through this same booking for
 * the record it belongs to now. A session for a record the booking has since left (a split), or made
 * before the booking was linked to one, no longer counts: the code proved another contact.
 */
export async function recordAccess(
  db: Queryable,
  bookingId: string,
  token: string | undefined,
  session: string | undefined,
  now: Date,
): Promise<ManagedAccess> {
  const found = await withManageToken(db, bookingId, token);
  const live = session ? await findLiveSession(db, hashSessionToken(session), bookingId, now) : undefined;
  if (!live)
    throw new DomainError(
      "record_access_required",
      session ? recordAccessMessages.sessionEnded : recordAccessMessages.required,
    );
  const scope = await scopeOfBooking(db, found.booking);
  const provedFor = live.patientId ? (await findPatient(db, live.patientId))?.id : undefined;
  if (provedFor !== scope.patient?.id)
    throw new DomainError("record_access_required", recordAccessMessages.sessionEnded);
  return { ...found, scope };
}

/** The record with a session, the booking without one. */
export function accessOf(
  db: Queryable,
  bookingId: string,
  token: string | undefined,
  session: string | undefined,
  now: Date,
): Promise<ManagedAccess> {
  return session === undefined
    ? bookingAccess(db, bookingId, token)
    : recordAccess(db, bookingId, token, session, now);
}

/** Who the audit log names for an access: the patient row, or the booking standing for one. */
export function auditSubject(scope: RecordScope, bookingId: string) {
  return scope.patient
    ? { entity: "patient", entityId: scope.patient.id }
    : { entity: "booking", entityId: bookingId };
}

/**
 * Seeing the whole record is a record-wide action, so it is written down (decision 0113): which part,
 * through which booking; never what it held. One booking's own data is not (its token already opens it).
 */
export async function auditRecordRead(
  db: Queryable,
  scope: RecordScope,
  bookingId: string,
  part: "my-data" | "measurements" | "packages",
): Promise<void> {
  await recordAudit(db, {
    actor: "patient",
    action: "patient.record_viewed",
    ...auditSubject(scope, bookingId),
    details: { via: bookingId, part },
  });
}
