import type { VolumeFlag, VolumeThresholds, VolumeTrend, volumeTrend } from "@clinic/contract/limb-volume";
import type { Locale } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { type RecordTexts, recordEn } from "../../i18n/record-texts.en";
import { percent, shortDay } from "./flag-badge";

/** The words these sentences are made of: the record texts' `measurements` section. */
type Words = RecordTexts["measurements"];

/**
 * The patient's own page says in plain, calm words what the practitioner's badges say ("Clinical (≥ 10
 * %)" in red told an older patient nothing but alarm; issue 32): what the difference means, and that
 * the practitioner will talk it through with them.
 */
export function flagInWords(
  flag: VolumeFlag,
  t: VolumeThresholds,
  words: Words = recordEn.measurements,
): string {
  if (flag === "clinical") return fill(words.flagClinical, { percent: t.clinicalPercent });
  if (flag === "subclinical") return fill(words.flagSubclinical, { percent: t.subclinicalPercent });
  return fill(words.flagNone, { percent: t.subclinicalPercent });
}

/** A trend's name ("Improving"), in the words given. */
export function trendName(trend: VolumeTrend, words: Words = recordEn.measurements): string {
  return words[trend];
}

type Session = { takenOn: string; differencePercent: number | null };

/** The trend since the previous visit in a sentence: what moved, from what to what. */
export function trendInWords(
  found: ReturnType<typeof volumeTrend>,
  earlier: Session,
  later: Session,
  words: Words = recordEn.measurements,
  locale: Locale = "en",
): string {
  const since = fill(words.sinceVisit, { day: shortDay(earlier.takenOn, locale) });
  if (found.basis === "difference") {
    const values = {
      since,
      from: percent(earlier.differencePercent),
      to: percent(later.differencePercent),
    };
    if (found.trend === "steady") return fill(words.differenceSteady, values);
    if (found.trend === "improving") return fill(words.differenceDown, values);
    return fill(words.differenceUp, values);
  }
  const values = { since, by: percent(Math.abs(found.change)) };
  if (found.trend === "steady") return fill(words.volumeSteady, values);
  if (found.trend === "improving") return fill(words.volumeDown, values);
  return fill(words.volumeUp, values);
}
