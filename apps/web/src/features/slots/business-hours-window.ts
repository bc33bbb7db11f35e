import { type BusinessHours, weekdayOfDayNumber } from "@clinic/contract/admin-settings";

/**
 * The bulk-create form's default from Settings' business hours: the open weekdays, and the
 * window of the first open day from Monday (the form has one daily window for all days).
 */
export function windowFromBusinessHours(
  hours: BusinessHours,
): { startTime: string; endTime: string; weekdays: number[] } | undefined {
  const open = [1, 2, 3, 4, 5, 6, 0].filter((d) => {
    const day = weekdayOfDayNumber[d];
    return day !== undefined && !hours[day].closed;
  });
  const first = open[0] === undefined ? undefined : weekdayOfDayNumber[open[0]];
  if (!first) return undefined;
  return { startTime: hours[first].open, endTime: hours[first].close, weekdays: [...open].sort() };
}
