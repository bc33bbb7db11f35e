import {
  type AnalyticsPeriod,
  type AnalyticsQuery,
  maxAnalyticsRangeDays,
} from "@clinic/contract/admin-analytics";
import { formatDayMonth, formatDecimal, formatMonthYear, formatPercent } from "@clinic/contract/format";
import { dateRangeProblem } from "../../lib/date-range";

/** A problem with the range, checked before asking the server (which checks the same rules). */
export function rangeProblem(q: AnalyticsQuery): string | null {
  return dateRangeProblem(
    q,
    maxAnalyticsRangeDays,
    `The range may cover at most ${maxAnalyticsRangeDays} days.`,
  );
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
