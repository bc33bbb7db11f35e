import {
  defaultEarningsDays,
  type EarningsGranularity,
  maxEarningsRangeDays,
} from "@clinic/contract/admin-earnings";
import { dateRangeProblem } from "../../lib/date-range";
import type { EarningsRange } from "./dashboard-api";

export function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function defaultRange(granularity: EarningsGranularity, today: string): EarningsRange {
  return { granularity, from: addDays(today, -(defaultEarningsDays[granularity] - 1)), to: today };
}

/** A problem with the range, checked before asking the server (which checks the same rules). */
export function rangeProblem(r: EarningsRange): string | null {
  const max = maxEarningsRangeDays[r.granularity];
  return dateRangeProblem(r, max, `By ${r.granularity}, the range may cover at most ${max} days.`);
}
