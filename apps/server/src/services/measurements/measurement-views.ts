import {
  sessionChange,
  sessionFlag,
  sessionVolumes,
  type VolumeThresholds,
} from "@clinic/contract/limb-volume";
import type {
  GarmentClass,
  IslStage,
  Limb,
  MeasurementSession,
  MeasurementSettings,
} from "@clinic/contract/measurements";
import { generalSettingsOf } from "@clinic/contract/settings-sections";
import type { MeasurementRow } from "../../db/measurement-repository";
import { readSection } from "../../db/settings-repository";
import type { Queryable } from "../../db/transaction";

/** The tracker's settings (Settings → general → measurements), with their defaults. */
export async function readMeasurementSettings(db: Queryable): Promise<MeasurementSettings> {
  return generalSettingsOf(await readSection(db, "general")).measurements;
}

export function thresholdsOf(s: MeasurementSettings): VolumeThresholds {
  return { subclinicalPercent: s.subclinicalPercent, clinicalPercent: s.clinicalPercent };
}

const numbers = (values: readonly string[]) => values.map(Number);

/**
 * Sessions as the admin sees them (oldest first, as `measurementsOfPatient` reads them), each with its
 * volumes and its change against the first session of the same limb. Computed here when read, never
 * stored (decision 0107).
 */
export function toSessionViews(rows: MeasurementRow[], thresholds: VolumeThresholds): MeasurementSession[] {
  const baselines = new Map<string, { id: string; volumes: ReturnType<typeof sessionVolumes> }>();
  return rows.map((row) => {
    const affectedCm = numbers(row.affectedCm);
    const otherCm = row.otherCm ? numbers(row.otherCm) : null;
    const spacingCm = Number(row.spacingCm);
    const volumes = sessionVolumes({ spacingCm, affectedCm, otherCm });
    const baseline = baselines.get(row.limb) ?? { id: row.id, volumes };
    baselines.set(row.limb, baseline);
    const change = sessionChange(volumes, baseline.volumes);
    const { exactAffectedMl: _a, exactOtherMl: _o, ...shown } = volumes;
    return {
      id: row.id,
      patientId: row.patientId,
      takenOn: row.takenOn,
      limb: row.limb as Limb,
      referencePoint: row.referencePoint,
      spacingCm,
      affectedCm,
      otherCm,
      bioimpedance: row.bioimpedance === null ? null : Number(row.bioimpedance),
      islStage: row.islStage as IslStage | null,
      garmentKind: row.garmentKind,
      garmentClass: row.garmentClass as GarmentClass | null,
      garmentIssuedOn: row.garmentIssuedOn,
      notes: row.notes,
      homeCareNote: row.homeCareNote,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      ...shown,
      baselineId: baseline.id,
      ...change,
      ...sessionFlag(volumes, change, thresholds),
    };
  });
}
