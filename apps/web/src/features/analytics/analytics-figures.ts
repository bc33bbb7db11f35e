import {
  type AnalyticsPeriod,
  type AnalyticsQuery,
  maxAnalyticsRangeDays,
} from "@clinic/contract/admin-analytics";
import { rangeDays } from "@clinic/contract/admin-earnings";
import { formatDayMonth, formatDecimal, formatMonthYear, formatPercent } from "@clinic/contract/format";

/** A problem with the range, checked before asking the server (which checks the same rules). */
export function rangeProblem(q: AnalyticsQuery): string | null {
  if (!q.from || !q.to) return "Choose both dates.";
  if (q.from > q.to) return "The start date must not be after the end date.";
  if (rangeDays(q.from, q.to) > maxAnalyticsRangeDays)
    return `The range may cover at most ${maxAnalyticsRangeDays} days.`;
  return null;
}

export function periodLabel(start: string, period: AnalyticsPeriod): string {
  return period === "month" ? formatMonthYear(start) : `Week of ${formatDayMonth(start)}`;
}

/** Booked over offered minutes as a share; a dash when nothing was offered (no share of nothing). */
export function utilisationText(booked: number, open: number): string {
  return open === 0 ? "—" : formatPercent(booked / open);
}

export function rateText(rate: number | null): string {
  return rate === null ? "—" : formatPercent(rate);
}

/** `7.5 h` for 450 minutes: time offered reads better in hours than in hundreds of minutes. */
export function hoursText(minutes: number): string {
  return `${formatDecimal(minutes / 60, 1)} h`;
}
