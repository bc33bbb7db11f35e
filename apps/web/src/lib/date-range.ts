import { rangeDays } from "@clinic/contract/admin-earnings";

/**
 * A problem with a From–To range a screen is about to ask for, or null: the checks the server makes
 * too (both dates, in order, at most `maxDays`), so an invalid range is explained and never sent.
 * `tooLong` says the limit in the screen's words.
 */
export function dateRangeProblem(
  range: { from: string; to: string },
  maxDays: number,
  tooLong: string,
): string | null {
  if (!range.from || !range.to) return "Choose both dates.";
  if (range.from > range.to) return "The start date must not be after the end date.";
  if (rangeDays(range.from, range.to) > maxDays) return tooLong;
  return null;
}
