import type { VolumeFlag, VolumeThresholds, VolumeTrend, volumeTrend } from "@clinic/contract/limb-volume";
import { percent, shortDay } from "./flag-badge";

/**
 * The patient's own page says in plain, calm words what the practitioner's badges say ("Clinical (≥ 10
 * %)" in red told an older patient nothing but alarm; issue 32): what the difference means, and that
 * the practitioner will talk it through with them.
 */
export function flagInWords(flag: VolumeFlag, t: VolumeThresholds): string {
  if (flag === "clinical")
    return `Your affected limb is ${t.clinicalPercent} % or more larger than your other limb. This means there is some swelling that needs care. Your practitioner will talk it through with you and plan your treatment together.`;
  if (flag === "subclinical")
    return `Your affected limb is a little larger than your other limb (${t.subclinicalPercent} % or more). This is an early sign worth keeping an eye on. Your practitioner will talk it through with you.`;
  return `Your two limbs are within ${t.subclinicalPercent} % of each other.`;
}

export const trendNames: Record<VolumeTrend, string> = {
  improving: "Improving",
  steady: "About the same",
  worsening: "Worsening",
};

type Session = { takenOn: string; differencePercent: number | null };

/** The trend since the previous visit in a sentence: what moved, from what to what. */
export function trendInWords(
  found: ReturnType<typeof volumeTrend>,
  earlier: Session,
  later: Session,
): string {
  const since = `since your visit on ${shortDay(earlier.takenOn)}`;
  if (found.basis === "difference") {
    const from = percent(earlier.differencePercent);
    const to = percent(later.differencePercent);
    if (found.trend === "steady")
      return `The difference between your limbs is about the same ${since} (${from} then, ${to} now).`;
    if (found.trend === "improving")
      return `The difference between your limbs went down from ${from} to ${to} ${since}.`;
    return `The difference between your limbs went up from ${from} to ${to} ${since}. Your practitioner will go through this with you.`;
  }
  const by = percent(Math.abs(found.change));
  if (found.trend === "steady") return `The volume of your affected limb is about the same ${since}.`;
  if (found.trend === "improving") return `The volume of your affected limb went down by ${by} ${since}.`;
  return `The volume of your affected limb went up by ${by} ${since}. Your practitioner will go through this with you.`;
}
