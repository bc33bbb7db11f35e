import { createOwnPatient, lockPatient, type PatientRow } from "../../db/patient-rights-repository";
import type { Tx } from "../../db/transaction";
import type { ManagedAccess } from "../record-access/access-scope";

/**
 * The record's patient row, locked; an unlinked booking gets a row of its own first (decision 0102:
 * a withdrawal and an erasure request need one to keep their marker on; an admin can merge it later).
 */
export async function lockedPatientOf(tx: Tx, record: ManagedAccess): Promise<PatientRow> {
  if (record.scope.patient) {
    const locked = await lockPatient(tx, record.scope.patient.id);
    if (locked) return locked;
  }
  return createOwnPatient(tx, record.booking.id);
}
