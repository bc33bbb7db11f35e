import { randomUUID } from "node:crypto";
import {
  futureDateFields,
  type MeasurementInput,
  type MeasurementSession,
} from "@clinic/contract/measurements";
import type { Database } from "../../db/client";
import { insertMeasurement, measurementsOfPatient } from "../../db/measurement-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { changeablePatient, patientEntity } from "../patients/patient-access";
import { readMeasurementSettings, thresholdsOf, toSessionViews } from "./measurement-views";

/** A session dated after the clinic's today is refused, with the field named (the contract's rule). */
export function refuseFutureDates(input: MeasurementInput, today: string) {
  const fields = futureDateFields(input, today);
  if (Object.keys(fields).length > 0)
    throw new DomainError("validation_failed", "Some fields need attention.", fields);
}

const decimal = (n: number) => String(n);

/** A session's values as stored: numbers as entered (numeric), optional fields as null. */
export function storedValuesOf(input: MeasurementInput) {
  return {
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
  };
}

/** The session as the API answers it: its volumes need the limb's other sessions (its baseline). */
export async function sessionView(tx: Queryable, patientId: string, id: string): Promise<MeasurementSession> {
  const thresholds = thresholdsOf(await readMeasurementSettings(tx));
  const views = toSessionViews(await measurementsOfPatient(tx, patientId), thresholds);
  return views.find((v) => v.id === id) as MeasurementSession;
}

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
      ...storedValuesOf(input),
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
    return sessionView(tx, patientId, row.id);
  });
}
