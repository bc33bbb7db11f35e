import { sameTimeZone } from "./booking-api";

/** The spec's default zone (public-site.md §9); always offered, whatever the browser lists. */
export const defaultTimeZone = "Asia/Kolkata";

/**
 * IANA's current names for zones that browsers (ICU) still list and report by their old ones:
 * Chromium lists "Asia/Calcutta" and no "Asia/Kolkata", and names UTC "UTC" without listing it.
 */
const currentNames: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "America/Godthab": "America/Nuuk",
  "Etc/UTC": "UTC",
};

export function currentZoneName(zone: string): string {
  return currentNames[zone] ?? zone;
}

/** The zones the browser knows, or none when it cannot list them. */
export function browserTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}

/**
 * The Timezone select of /book (public-site.md §2): every zone the browser lists under its current
 * name, plus Asia/Kolkata, UTC, the clinic's zone and the visitor's own, sorted; and the one chosen
 * at first, which is always among them (so the select shows what is sent): the visitor's zone, named
 * as the clinic's when it is the same zone (a browser in India gets "Asia/Kolkata").
 */
export function timeZoneChoices(
  listed: readonly string[],
  visitorZone: string,
  clinicZone: string = defaultTimeZone,
): { zones: string[]; initial: string } {
  const clinic = currentZoneName(clinicZone);
  const visitor = currentZoneName(visitorZone || "UTC");
  const initial = visitor !== clinic && sameTimeZone(visitor, clinic) ? clinic : visitor;
  const zones = new Set(listed.map(currentZoneName));
  for (const zone of [defaultTimeZone, "UTC", clinic, initial]) zones.add(zone);
  return { zones: [...zones].sort(), initial };
}
