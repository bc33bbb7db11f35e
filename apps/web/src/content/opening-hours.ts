import { encodeOpeningHours, weekdayNames, weekdays } from "@clinic/contract/opening-hours";
import type { ClinicContent } from "./content-schema";

/**
 * The content file's hours as the week the pages carry (`opening-hours:mon=08:00-18:00;…`): the pages are
 * built with it, the server reads it from the build as the first value of Settings' business hours and
 * replaces it with the hours saved there (docs/decisions/0095-opening-hours-source.md).
 */
export function openingHoursToken(content: Pick<ClinicContent, "openingHours">): string {
  const dayHours = (day: (typeof weekdays)[number]) => {
    const row = content.openingHours.find((r) => (r.days as string[]).includes(weekdayNames[day]));
    return row?.opens && row.closes ? { open: row.opens, close: row.closes } : undefined;
  };
  // A closed day keeps the times of the first open day: the token does not carry them.
  const fallback = weekdays.map(dayHours).find(Boolean) ?? { open: "09:00", close: "17:00" };
  const hours = Object.fromEntries(
    weekdays.map((day) => {
      const open = dayHours(day);
      return [day, open ? { closed: false, ...open } : { closed: true, ...fallback }];
    }),
  ) as Record<(typeof weekdays)[number], { closed: boolean; open: string; close: string }>;
  return encodeOpeningHours(hours);
}
