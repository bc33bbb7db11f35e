import type { BusinessHours } from "@clinic/contract/admin-settings";
import { type ClosedDays, isClosedDay } from "@clinic/contract/closed-days";
import { weekdays } from "@clinic/contract/opening-hours";
import { type SeriesRequestValid, type SeriesSkipReason, weekdayNumber } from "@clinic/contract/series";
import { calendarDays, instantInZone } from "@clinic/contract/slot-generator";
import type { SlotRow } from "../../db/slot-repository";

/** One session of a series: on an OPEN slot that takes the kind, or on a slot to be made. */
export type PlannedSession = { dateKey: string; startAt: Date; endAt: Date; slotId?: string };
export type SeriesPlan = {
  sessions: PlannedSession[];
  skipped: Array<{ date: string; reason: SeriesSkipReason }>;
};

/** How far a series looks for its dates: a year from its start. */
export const seriesHorizonDays = 366;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The dates of a series (issue 35): from `startDate`, each day whose weekday is asked for, until
 * `count` sessions are planned or a year has passed. A day is skipped, with its reason, when the
 * clinic is closed, the session would not fit the practitioner's hours, it has passed, or the
 * practitioner has another slot then (never double-booked); the practitioner's OPEN slot at that very
 * time that takes the kind is used, otherwise a slot is made.
 */
export function planSeries(a: {
  request: SeriesRequestValid;
  kind: { id: string; durationMinutes: number };
  zone: string;
  hours: BusinessHours;
  closed: ClosedDays;
  now: Date;
  /** The practitioner's slots over the horizon. */
  taken: SlotRow[];
}): SeriesPlan {
  const { request, kind, zone, hours, closed, now, taken } = a;
  const wanted = new Set(request.weekdays.map(weekdayNumber));
  const sessions: PlannedSession[] = [];
  const skipped: SeriesPlan["skipped"] = [];
  const start = minutesOf(request.time);
  const end = start + kind.durationMinutes;
  const last = new Date(Date.parse(`${request.startDate}T00:00:00Z`) + seriesHorizonDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (const day of calendarDays(request.startDate, last)) {
    if (sessions.length >= request.count) break;
    if (!wanted.has(day.weekday)) continue;
    const skip = (reason: SeriesSkipReason) => skipped.push({ date: day.key, reason });
    if (isClosedDay(closed, day.key)) {
      skip("closed_day");
      continue;
    }
    const open = hours[weekdays[(day.weekday + 6) % 7] as keyof BusinessHours];
    if (open.closed || start < minutesOf(open.open) || end > minutesOf(open.close)) {
      skip("outside_hours");
      continue;
    }
    const startAt = instantInZone(day.key, request.time, zone);
    const endAt = new Date(startAt.getTime() + kind.durationMinutes * 60_000);
    if (startAt.getTime() <= now.getTime()) {
      skip("past");
      continue;
    }
    const overlapping = taken.filter((s) => s.startAt < endAt && s.endAt > startAt);
    const same = overlapping.find(
      (s) => s.startAt.getTime() === startAt.getTime() && s.status === "OPEN" && s.kindIds.includes(kind.id),
    );
    if (same && overlapping.length === 1) {
      sessions.push({ dateKey: day.key, startAt: same.startAt, endAt: same.endAt, slotId: same.id });
      continue;
    }
    if (overlapping.length > 0) {
      skip("practitioner_busy");
      continue;
    }
    sessions.push({ dateKey: day.key, startAt, endAt });
  }
  return { sessions, skipped };
}
