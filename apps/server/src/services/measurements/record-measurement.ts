import { randomUUID } from "node:crypto";
import {
  type MeasurementInput,
  type MeasurementSession,
  measurementMessages,
} from "@clinic/contract/measurements";
import type { Database } from "../../db/client";
import { insertMeasurement, measurementsOfPatient } from "../../db/measurement-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient, patientEntity } from "../patients/patient-access";
import { readMeasurementSettings, thresholdsOf, toSessionViews } from "./measurement-views";

/** Dates after the clinic's today (its zone: decision 0064) are refused, with the field named. */
function refuseFutureDates(input: MeasurementInput, today: string) {
  const fields: Record<string, string> = {};
  if (input.takenOn > today) fields.takenOn = measurementMessages.futureDate;
  if (input.garmentIssuedOn && input.garmentIssuedOn > today)
    fields.garmentIssuedOn = measurementMessages.futureDate;
  if (Object.keys(fields).length > 0)
    throw new DomainError("validation_failed", "Some fields need attention.", fields);
}

const decimal = (n: number) => String(n);

/**
 * POST /api/admin/patients/{patientId}/measurements: one session of one limb, stored as entered and
 * answered with its volumes. The audit entry names the session, its limb and point count, never a
 * measurement (health data stays out of the log).
 */
export async function recordMeasurement(
  db: Database,
  patientId: string,
  input: MeasurementInput,
  actor: string,
  today: string,
): Promise<MeasurementSession> {
  refuseFutureDates(input, today);
  return transaction(db, async (tx) => {
    await changeablePatient(tx, patientId);
    const now = new Date();
    const row = await insertMeasurement(tx, {
      id: randomUUID(),
      patientId,
      takenOn: input.takenOn,
      limb: input.limb,
      referencePoint: input.referencePoint ?? null,
      spacingCm: decimal(input.spacingCm),
      affectedCm: input.affectedCm.map(decimal),
      otherCm: input.otherCm ? input.otherCm.map(decimal) : null,
      bioimpedance: input.bioimpedance === undefined ? null : decimal(input.bioimpedance),
      islStage: input.islStage ?? null,
      garmentKind: input.garmentKind ?? null,
      garmentClass: input.garmentClass ?? null,
      garmentIssuedOn: input.garmentIssuedOn ?? null,
      notes: input.notes ?? null,
      homeCareNote: input.homeCareNote ?? null,
      createdBy: actor,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: "patient.measurement.create",
      entity: patientEntity,
      entityId: patientId,
      details: { measurementId: row.id, limb: row.limb, points: row.affectedCm.length },
    });
    const thresholds = thresholdsOf(await readMeasurementSettings(tx));
    const views = toSessionViews(await measurementsOfPatient(tx, patientId), thresholds);
    return views.find((v) => v.id === row.id) as MeasurementSession;
  });
}
