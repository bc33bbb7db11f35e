import { type Limb, limbLabels, otherLimbLabels } from "@clinic/contract/measurements";

/** What the charts need of a session (the admin's and the patient's views both have it). */
export type ChartSession = {
  takenOn: string;
  limb: Limb;
  affectedVolumeMl: number;
  otherVolumeMl: number | null;
  differencePercent: number | null;
};

export type ChartLine = { key: string; name: string; other: boolean };
export type ChartRow = { takenOn: string } & Record<string, number | string | null>;

/**
 * One row per date, a column per line: each affected limb's volume, the other limb's volume (when it
 * was measured) and the difference. Sessions come oldest first; a second session of a limb on the
 * same day replaces the first (the later entry is the correction).
 */
export function chartRows(sessions: readonly ChartSession[]): {
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
      name: `${limbLabels[s.limb as Limb]} (affected)`,
      other: false,
    });
    if (s.otherVolumeMl !== null) {
      const otherKey = `${s.limb}-other`;
      row[otherKey] = s.otherVolumeMl;
      volumeLines.set(otherKey, { key: otherKey, name: otherLimbLabels[s.limb as Limb], other: true });
    }
    if (s.differencePercent !== null) {
      const differenceKey = `${s.limb}-difference`;
      row[differenceKey] = s.differencePercent;
      differenceLines.set(differenceKey, {
        key: differenceKey,
        name: several ? `Difference, ${limbLabels[s.limb as Limb].toLowerCase()}` : "Difference",
        other: false,
      });
    }
  }
  const rows = [...byDate.values()].sort((a, b) => (a.takenOn < b.takenOn ? -1 : 1));
  return { rows, volumeLines: [...volumeLines.values()], differenceLines: [...differenceLines.values()] };
}
