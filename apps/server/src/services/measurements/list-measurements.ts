import type { Measurements } from "@clinic/contract/measurements";
import type { Database } from "../../db/client";
import { measurementsOfPatient } from "../../db/measurement-repository";
import { existingPatient } from "../patients/patient-access";
import { readMeasurementSettings, thresholdsOf, toSessionViews } from "./measurement-views";

/**
 * GET /api/admin/patients/{patientId}/measurements: every session, oldest first, with the thresholds
 * the flags used. Not audit-logged: reading the patient's page already writes `patient.view`, and no
 * GET changes what is stored (the route-table test).
 */
export async function listMeasurements(db: Database, patientId: string): Promise<Measurements> {
  await existingPatient(db, patientId);
  const thresholds = thresholdsOf(await readMeasurementSettings(db));
  return { sessions: toSessionViews(await measurementsOfPatient(db, patientId), thresholds), thresholds };
}
