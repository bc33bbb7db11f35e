import { type RecordScope, scopeOfBooking } from "../../db/patient-rights-repository";
import type { Queryable } from "../../db/transaction";
import { withManageToken } from "../booking/manage-access";

/**
 * Whose data a manage link reaches (decision 0102): the token of any of a patient's bookings opens
 * their whole record (every booking linked to their patient row); an unlinked booking is its own record.
 */
export type ManagedRecord = Awaited<ReturnType<typeof withManageToken>> & { scope: RecordScope };

/** The bearer token of an `Authorization` header, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{16,200})\s*$/i.exec(header ?? "");
  return match?.[1];
}

/** The booking and its record, for the holder of its manage token only (403 otherwise, saying nothing more). */
export async function recordOfManageLink(
  db: Queryable,
  bookingId: string,
  token: string | undefined,
): Promise<ManagedRecord> {
  const found = await withManageToken(db, bookingId, token);
  return { ...found, scope: await scopeOfBooking(db, found.booking) };
}

/** Who the audit log names for a record: the patient row, or the booking standing for one. */
export function auditSubject(scope: RecordScope, bookingId: string) {
  return scope.patient
    ? { entity: "patient", entityId: scope.patient.id }
    : { entity: "booking", entityId: bookingId };
}
