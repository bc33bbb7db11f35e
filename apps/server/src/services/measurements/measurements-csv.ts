import { csvLine } from "@clinic/contract/csv";
import { limbLabels, type MeasurementSession, measurementCsvHeader } from "@clinic/contract/measurements";
import type { Database } from "../../db/client";
import { recordAudit } from "../audit-service";
import { patientEntity } from "../patients/patient-access";
import { listMeasurements } from "./list-measurements";

/** One session as a CSV line (circumferences as entered, joined by spaces within their cell). */
export function measurementCsvLine(s: MeasurementSession): string {
  return csvLine([
    s.takenOn,
    limbLabels[s.limb],
    s.referencePoint,
    s.spacingCm,
    s.affectedCm.join(" "),
    s.otherCm ? s.otherCm.join(" ") : null,
    s.affectedVolumeMl,
    s.otherVolumeMl,
    s.differenceMl,
    s.differencePercent,
    s.volumeChangePercent,
    s.relativeVolumeChangePercent,
    s.flag,
    s.bioimpedance,
    s.islStage,
    s.garmentKind,
    s.garmentClass,
    s.garmentIssuedOn,
  ]);
}

export function measurementsCsv(sessions: MeasurementSession[]): string {
  return csvLine([...measurementCsvHeader]) + sessions.map(measurementCsvLine).join("");
}

/**
 * GET /api/admin/patients/{patientId}/measurements.csv. A file of health data leaves the system, so the
 * export is audit-logged (how many sessions; never a value). Clinical notes are not in the file: it is
 * meant for the patient's file or their oncologist.
 */
export async function exportMeasurementsCsv(db: Database, patientId: string, actor: string): Promise<string> {
  const { sessions } = await listMeasurements(db, patientId);
  await recordAudit(db, {
    actor,
    action: "patient.measurement.export",
    entity: patientEntity,
    entityId: patientId,
    details: { sessions: sessions.length },
  });
  return measurementsCsv(sessions);
}
