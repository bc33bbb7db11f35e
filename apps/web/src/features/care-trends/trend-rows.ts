import type { CheckIn } from "@clinic/contract/garment-check-ins";
import { type Limb, limbLabels } from "@clinic/contract/measurements";
import type { Questionnaire } from "@clinic/contract/questionnaires";

/** A value on a day: `day` counts days since 1970 (the charts' shared axis), `key` is the day itself. */
export type TrendPoint = { day: number; key: string; value: number };
export type TrendLine = { name: string; points: TrendPoint[] };

export type Trends = {
  /** The affected limb's volume (ml), per limb measured. */
  volume: TrendLine[];
  /** The inter-limb difference (%) per limb measured with its other side. */
  difference: TrendLine[];
  /** Garment wear, hours a day, per answered week. */
  hours: TrendLine[];
  /** Each questionnaire's total, per instrument, by the day it was answered. */
  scores: TrendLine[];
  /** The first and last day of all three, so the charts line up under one another; none without data. */
  domain: [number, number] | undefined;
};

const dayNumber = (key: string) =>
  Date.UTC(+key.slice(0, 4), +key.slice(5, 7) - 1, +key.slice(8, 10)) / 86_400_000;

function point(key: string, value: number): TrendPoint {
  return { day: dayNumber(key), key, value };
}

function grouped<T>(
  items: ReadonlyArray<T>,
  nameOf: (item: T) => string,
  pointOf: (item: T) => TrendPoint | undefined,
) {
  const lines = new Map<string, TrendPoint[]>();
  for (const item of items) {
    const p = pointOf(item);
    if (!p) continue;
    const name = nameOf(item);
    lines.set(name, [...(lines.get(name) ?? []), p]);
  }
  return [...lines].map(([name, points]) => ({ name, points: points.sort((a, b) => a.day - b.day) }));
}

/**
 * The patient page's care beside volume (issue 36): the tracker's volume and difference per limb, the garment
 * check-ins' hours and the questionnaires' totals on one axis of days. `clinicDay` turns an answer's
 * moment into the clinic's calendar day.
 */
export function trendRows(
  sessions: ReadonlyArray<{
    takenOn: string;
    limb: Limb;
    affectedVolumeMl: number;
    differencePercent: number | null;
  }>,
  checkIns: ReadonlyArray<CheckIn>,
  questionnaires: ReadonlyArray<Questionnaire>,
  clinicDay: (at: string) => string,
): Trends {
  const volume = grouped(
    sessions,
    (s) => limbLabels[s.limb],
    (s) => point(s.takenOn, s.affectedVolumeMl),
  );
  const difference = grouped(
    sessions,
    (s) => limbLabels[s.limb],
    (s) => (s.differencePercent === null ? undefined : point(s.takenOn, s.differencePercent)),
  );
  const hours = grouped(
    checkIns,
    () => "Hours a day",
    (c) => (c.hoursPerDay === null ? undefined : point(c.dueOn, c.hoursPerDay)),
  );
  const scores = grouped(
    questionnaires,
    (q) => q.instrumentName,
    (q) => (q.scores && q.answeredAt ? point(clinicDay(q.answeredAt), q.scores.total) : undefined),
  );
  const days = [...volume, ...difference, ...hours, ...scores].flatMap((l) => l.points.map((p) => p.day));
  const domain: Trends["domain"] = days.length > 0 ? [Math.min(...days), Math.max(...days)] : undefined;
  return { volume, difference, hours, scores, domain };
}

/** The day number back as its date key (the axis' ticks and the tooltips). */
export function keyOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
