import type { MyData } from "@clinic/contract/patient-rights";
import type { Database } from "../../db/client";
import {
  bookingIdsOfPatient,
  findPatient,
  patientIdsByEmail,
  type RecordScope,
  unlinkedBookingIdsByEmail,
} from "../../db/patient-rights-repository";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { collectRecord, type RecordExportOptions } from "./export-my-data";

/**
 * `npm run patient:export -- <patientId or email>`: the same export the patient downloads, for the
 * clinic answering a request by email or phone. An email finds the patient records holding it, and
 * bookings of it linked to none (together, one record each). Audit-logged (who, which record; no data).
 */
export async function exportPatient(
  db: Database,
  idOrEmail: string,
  actor: string,
  options: Partial<RecordExportOptions> = {},
): Promise<MyData[]> {
  const exportOptions = { now: options.now ?? new Date(), questions: options.questions ?? [] };
  const scopes: RecordScope[] = [];
  if (idOrEmail.includes("@")) {
    for (const id of await patientIdsByEmail(db, idOrEmail)) {
      const patient = await findPatient(db, id);
      if (patient) scopes.push({ level: "record", patient, bookingIds: await bookingIdsOfPatient(db, id) });
    }
    const unlinked = await unlinkedBookingIdsByEmail(db, idOrEmail);
    if (unlinked.length > 0) scopes.push({ level: "record", patient: undefined, bookingIds: unlinked });
  } else {
    const patient = await findPatient(db, idOrEmail);
    if (patient)
      scopes.push({ level: "record", patient, bookingIds: await bookingIdsOfPatient(db, patient.id) });
  }
  if (scopes.length === 0) throw new DomainError("not_found", "No patient or booking matches.");
  const records: MyData[] = [];
  for (const scope of scopes) {
    records.push(await collectRecord(db, scope, { bookingId: scope.bookingIds[0] ?? "" }, exportOptions));
    await recordAudit(db, {
      actor,
      action: "patient.exported",
      entity: scope.patient ? "patient" : "booking",
      entityId: scope.patient?.id ?? scope.bookingIds[0] ?? null,
      details: { bookings: scope.bookingIds.length },
    });
  }
  return records;
}
