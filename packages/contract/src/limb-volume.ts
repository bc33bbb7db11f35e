/*
 * Limb volume from circumferences (issue 23; decision 0107): the arithmetic a lymphoedema therapist
 * keeps in a spreadsheet, here once, so the server stores and the pages show the same numbers.
 * Pure functions of numbers: no I/O, no dates.
 *
 * Each pair of neighbouring circumferences C1, C2 (cm) measured h cm apart bounds a truncated cone
 * (frustum) of volume V = h·(C1² + C1·C2 + C2²)/(12π) cm³, and 1 cm³ = 1 ml.
 */

/** Thresholds of the inter-limb difference (or of the change against baseline), in %. */
export type VolumeThresholds = { subclinicalPercent: number; clinicalPercent: number };
export const defaultVolumeThresholds: VolumeThresholds = { subclinicalPercent: 5, clinicalPercent: 10 };

/** none: under the first threshold; subclinical: at or over it; clinical: at or over the second. */
export const volumeFlags = ["none", "subclinical", "clinical"] as const;
export type VolumeFlag = (typeof volumeFlags)[number];

/** The volume (ml) of one frustum segment of height `heightCm` between circumferences c1 and c2 (cm). */
export function segmentVolumeMl(c1Cm: number, c2Cm: number, heightCm: number): number {
  return (heightCm * (c1Cm * c1Cm + c1Cm * c2Cm + c2Cm * c2Cm)) / (12 * Math.PI);
}

/**
 * The volume (ml) of a limb measured at points `spacingCm` apart, from the reference point upwards:
 * n points make n − 1 segments. Fewer than two points bound no segment: 0.
 */
export function limbVolumeMl(circumferencesCm: readonly number[], spacingCm: number): number {
  let total = 0;
  for (let i = 1; i < circumferencesCm.length; i++) {
    total += segmentVolumeMl(circumferencesCm[i - 1] as number, circumferencesCm[i] as number, spacingCm);
  }
  return total;
}

/** Rounded to one decimal, half away from zero (so −2.25 → −2.3, as 2.25 → 2.3). */
export function roundTo1(value: number): number {
  const rounded = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** (affected − other) / other × 100, from the unrounded volumes, rounded to 0.1. */
export function differencePercent(affectedMl: number, otherMl: number): number {
  return roundTo1(((affectedMl - otherMl) / otherMl) * 100);
}

/** The flag of a percentage against the thresholds (at or over each one). */
export function volumeFlag(percent: number | null, thresholds: VolumeThresholds): VolumeFlag {
  if (percent === null) return "none";
  if (percent >= thresholds.clinicalPercent) return "clinical";
  if (percent >= thresholds.subclinicalPercent) return "subclinical";
  return "none";
}

export type SessionVolumesInput = {
  spacingCm: number;
  affectedCm: readonly number[];
  otherCm?: readonly number[] | null | undefined;
};

/** What one session's circumferences give, before any comparison with earlier sessions. */
export type SessionVolumes = {
  /** Rounded to 0.1 ml. */
  affectedVolumeMl: number;
  otherVolumeMl: number | null;
  /** Excess volume: affected − other, ml (0.1). */
  differenceMl: number | null;
  differencePercent: number | null;
};

export function sessionVolumes(input: SessionVolumesInput): SessionVolumes & {
  exactAffectedMl: number;
  exactOtherMl: number | null;
} {
  const affected = limbVolumeMl(input.affectedCm, input.spacingCm);
  const other =
    input.otherCm && input.otherCm.length > 0 ? limbVolumeMl(input.otherCm, input.spacingCm) : null;
  return {
    exactAffectedMl: affected,
    exactOtherMl: other,
    affectedVolumeMl: roundTo1(affected),
    otherVolumeMl: other === null ? null : roundTo1(other),
    differenceMl: other === null ? null : roundTo1(affected - other),
    differencePercent: other === null || other <= 0 ? null : differencePercent(affected, other),
  };
}

/** A session compared with the first session of the same limb (its baseline). */
export type SessionChange = {
  /** Affected volume now − at baseline, ml (0.1). */
  volumeChangeMl: number;
  /** (affected now − at baseline) / at baseline × 100 (0.1): the single-limb change. */
  volumeChangePercent: number;
  /** Excess volume now − at baseline, ml (0.1); null without the other limb in both sessions. */
  excessChangeMl: number | null;
  /**
   * Relative volume change (Ancukiewicz et al. 2011): (A₂·U₁)/(U₂·A₁) − 1, × 100 (0.1), which corrects
   * the affected limb's change by the other limb's (weight gain swells both). Null without the other
   * limb in both sessions.
   */
  relativeVolumeChangePercent: number | null;
};

type Measured = { exactAffectedMl: number; exactOtherMl: number | null };

export function sessionChange(now: Measured, baseline: Measured): SessionChange {
  const a2 = now.exactAffectedMl;
  const a1 = baseline.exactAffectedMl;
  const u2 = now.exactOtherMl;
  const u1 = baseline.exactOtherMl;
  const both = u1 !== null && u2 !== null && u1 > 0 && u2 > 0;
  return {
    volumeChangeMl: roundTo1(a2 - a1),
    volumeChangePercent: a1 > 0 ? roundTo1(((a2 - a1) / a1) * 100) : 0,
    excessChangeMl: both ? roundTo1(a2 - u2 - (a1 - u1)) : null,
    relativeVolumeChangePercent: both && a1 > 0 ? roundTo1(((a2 * u1) / (u2 * a1) - 1) * 100) : null,
  };
}

/**
 * Which percentage a session's flag reads: the inter-limb difference when the other limb was measured
 * (the usual clinical reading), else the change against the limb's first session (a one-sided
 * lymphoedema, or both limbs affected, has no healthy limb to compare with).
 */
export function sessionFlag(
  volumes: Pick<SessionVolumes, "differencePercent">,
  change: Pick<SessionChange, "volumeChangePercent"> | null,
  thresholds: VolumeThresholds,
): { flag: VolumeFlag; flagBasis: "difference" | "change" | null } {
  if (volumes.differencePercent !== null)
    return { flag: volumeFlag(volumes.differencePercent, thresholds), flagBasis: "difference" };
  if (change) return { flag: volumeFlag(change.volumeChangePercent, thresholds), flagBasis: "change" };
  return { flag: "none", flagBasis: null };
}

/** Which way a limb's swelling went between two of its sessions, in the patient's words (issue 32). */
export type VolumeTrend = "improving" | "steady" | "worsening";

/**
 * A move smaller than this reads as about the same: re-measuring the same limb with a tape moves its
 * volume by a point or two, which is no change in the swelling.
 */
export const steadyWithinPercent = 2;

type Reading = { affectedVolumeMl: number; differencePercent: number | null };

/**
 * The trend from an earlier session of a limb to a later one, read as the flag reads (`sessionFlag`): the
 * difference from the other limb when both sessions measured it (percentage points), else the affected
 * limb's own volume (% of the earlier one). Lower is better: less swelling.
 */
export function volumeTrend(
  earlier: Reading,
  later: Reading,
): { trend: VolumeTrend; basis: "difference" | "volume"; change: number } {
  const byDifference = earlier.differencePercent !== null && later.differencePercent !== null;
  const change = byDifference
    ? (later.differencePercent as number) - (earlier.differencePercent as number)
    : earlier.affectedVolumeMl > 0
      ? ((later.affectedVolumeMl - earlier.affectedVolumeMl) / earlier.affectedVolumeMl) * 100
      : 0;
  const rounded = roundTo1(change);
  const trend = Math.abs(rounded) < steadyWithinPercent ? "steady" : rounded < 0 ? "improving" : "worsening";
  return { trend, basis: byDifference ? "difference" : "volume", change: rounded };
}
