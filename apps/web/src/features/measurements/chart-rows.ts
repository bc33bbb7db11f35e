import { type Limb, limbLabels } from "@clinic/contract/measurements";
import { fill } from "@clinic/contract/messages";
import { recordEn } from "../../i18n/record-texts.en";

/** What the charts need of a session (the admin's and the patient's views both have it). */
export type ChartSession = {
  takenOn: string;
  limb: Limb;
  affectedVolumeMl: number;
  otherVolumeMl: number | null;
  differencePercent: number | null;
};

/**
 * The charts' words. English by default (the admin's); the patient's page passes its language's (the
 * record texts' `chart` and `limbs` sections), so this module reads no catalogue of its own.
 */
export type ChartWords = {
  volumeAria: string;
  latestOn: string;
  volume: string;
  differenceAria: string;
  difference: string;
  subclinical: string;
  clinical: string;
  caption: string;
  affectedLine: string;
  differenceLine: string;
  differenceOf: string;
  limbs: Record<Limb, string>;
};

/** The charts' English: the record texts' (one copy of the words), with the contract's limb names. */
export const chartWordsEn: ChartWords = { ...recordEn.chart, limbs: limbLabels };

/** The limb on the other side, measured at the same points (the contract's `otherLimbLabels`). */
const otherSide: Record<Limb, Limb> = {
  left_arm: "right_arm",
  right_arm: "left_arm",
  left_leg: "right_leg",
  right_leg: "left_leg",
};

export type ChartLine = { key: string; name: string; other: boolean };
export type ChartRow = { takenOn: string } & Record<string, number | string | null>;

/**
 * One row per date, a column per line: each affected limb's volume, the other limb's volume (when it
 * was measured) and the difference. Sessions come oldest first; a second session of a limb on the
 * same day replaces the first (the later entry is the correction).
 */
export function chartRows(
  sessions: readonly ChartSession[],
  words: ChartWords = chartWordsEn,
): {
  rows: ChartRow[];
  volumeLines: ChartLine[];
  differenceLines: ChartLine[];
} {
  const byDate = new Map<string, ChartRow>();
  const volumeLines = new Map<string, ChartLine>();
  const differenceLines = new Map<string, ChartLine>();
  const several = new Set(sessions.map((s) => s.limb)).size > 1;
  for (const s of sessions) {
    const row = byDate.get(s.takenOn) ?? { takenOn: s.takenOn };
    byDate.set(s.takenOn, row);
    const affectedKey = `${s.limb}`;
    row[affectedKey] = s.affectedVolumeMl;
    volumeLines.set(affectedKey, {
      key: affectedKey,
      name: fill(words.affectedLine, { limb: words.limbs[s.limb] }),
      other: false,
    });
    if (s.otherVolumeMl !== null) {
      const otherKey = `${s.limb}-other`;
      row[otherKey] = s.otherVolumeMl;
      volumeLines.set(otherKey, { key: otherKey, name: words.limbs[otherSide[s.limb]], other: true });
    }
    if (s.differencePercent !== null) {
      const differenceKey = `${s.limb}-difference`;
      row[differenceKey] = s.differencePercent;
      differenceLines.set(differenceKey, {
        key: differenceKey,
        name: several
          ? fill(words.differenceOf, { limb: words.limbs[s.limb].toLowerCase() })
          : words.differenceLine,
        other: false,
      });
    }
  }
  const rows = [...byDate.values()].sort((a, b) => (a.takenOn < b.takenOn ? -1 : 1));
  return { rows, volumeLines: [...volumeLines.values()], differenceLines: [...differenceLines.values()] };
}
