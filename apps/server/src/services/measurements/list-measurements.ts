import type { Measurements } from "@clinic/contract/measurements";
import type { Database } from "../../db/client";
import { measurementsOfPatient } from "../../db/measurement-repository";
import type { Queryable } from "../../db/transaction";
import { existingPatient } from "../patients/patient-access";
import { readMeasurementSettings, thresholdsOf, toSessionViews } from "./measurement-views";

/**
 * GET /api/admin/patients/{patientId}/measurements: every session, oldest first, with the thresholds
 * the flags used. Not audit-logged: reading the patient's page already writes `patient.view`, and no
 * GET changes what is stored (the route-table test).
 */
export async function listMeasurements(db: Database, patientId: string): Promise<Measurements> {
  await existingPatient(db, patientId);
  return listMeasurementsOf(db, patientId);
}

/** The sessions of a record known to exist (the exports read them too). */
export async function listMeasurementsOf(db: Queryable, patientId: string): Promise<Measurements> {
  const thresholds = thresholdsOf(await readMeasurementSettings(db));
  return { sessions: toSessionViews(await measurementsOfPatient(db, patientId), thresholds), thresholds };
}
