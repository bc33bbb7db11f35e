import { formatShortDate } from "@clinic/contract/format";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { TZDate } from "@date-fns/tz";

/**
 * The week view's arithmetic: calendar days as YYYY-MM-DD keys (a day is a day: computed in UTC), and
 * where a slot sits in its day in the clinic's zone (minutes from that day's midnight).
 */
const dayMs = 86_400_000;
const keyPattern = /^\d{4}-\d{2}-\d{2}$/;

export const isDayKey = (value: string | null | undefined): value is string =>
  !!value && keyPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function addDays(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The Monday of the week holding `key` (weeks start on Monday, as the dashboard's, admin.md §2). */
export function weekStart(key: string): string {
  const weekday = new Date(`${key}T00:00:00Z`).getUTCDay();
  return addDays(key, -((weekday + 6) % 7));
}

/** Monday to Sunday of the week starting `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "Wed 25 Nov" for a day key. */
export const dayLabel = (key: string) => formatShortDate(new Date(`${key}T12:00:00Z`), "UTC");

/** Minutes from the clinic day's midnight to `instant`, in `zone`. */
export function minuteOfDay(instant: string, zone: string): number {
  const d = new TZDate(Date.parse(instant), zone);
  return d.getHours() * 60 + d.getMinutes();
}

export type Span = { day: string; start: number; end: number };

/**
 * Where a slot sits in the week: its clinic day and its start and end minutes on that day. A slot
 * running past midnight is drawn up to the day's end.
 */
export function spanOf(slot: { startAt: string; endAt: string }, zone: string): Span {
  const day = dateKeyInZone(slot.startAt, zone);
  const start = minuteOfDay(slot.startAt, zone);
  const endsSameDay = dateKeyInZone(slot.endAt, zone) === day;
  const end = endsSameDay ? minuteOfDay(slot.endAt, zone) : 24 * 60;
  return { day, start, end: Math.max(end, start + 1) };
}

export type Laned<T> = T & { lane: number; lanes: number };

/**
 * Side by side where they overlap: each item gets the first free lane of its cluster (items that
 * overlap one another, directly or through others), and every item of a cluster knows how many
 * lanes the cluster has, so it can take that share of the day's width.
 */
export function inLanes<T extends { start: number; end: number }>(items: readonly T[]): Laned<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Laned<T>[] = [];
  let cluster: Laned<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const item of cluster) item.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    const laned = { ...item, lane, lanes: 1 };
    cluster.push(laned);
    out.push(laned);
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  close();
  return out;
}

/**
 * The hours the grid shows: the working day (08:00 to 18:00) widened to every item's whole hours,
 * so a week reads at a glance and an early or late slot still shows.
 */
export function hourRange(spans: readonly { start: number; end: number }[]): { from: number; to: number } {
  let from = 8;
  let to = 18;
  for (const s of spans) {
    from = Math.min(from, Math.floor(s.start / 60));
    to = Math.max(to, Math.ceil(s.end / 60));
  }
  return { from, to: Math.min(24, to) };
}

/**
 * Pixels per hour: a slot of the shortest length in the week stays at least 30 px tall (a target
 * large enough to hit, WCAG 2.5.8), without the grid growing past two screens.
 */
export function hourHeight(spans: readonly { start: number; end: number }[]): number {
  const shortest = Math.min(60, ...spans.map((s) => s.end - s.start));
  return Math.min(120, Math.max(48, Math.ceil((30 * 60) / shortest)));
}
