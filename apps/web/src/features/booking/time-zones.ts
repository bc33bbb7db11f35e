import { knownTimeZones } from "@clinic/contract/iana-time-zone";
import { sameTimeZone } from "@clinic/contract/time-zone";

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
  return knownTimeZones();
}

/**
 * The Timezone select of /book (public-site.md §2): every zone the browser lists under its current
 * name, plus Asia/Kolkata, UTC, the clinic's zone and the visitor's own, sorted. `clinic` is the zone
 * the select starts on (decision 0079: the clinic's, as the server's answers name it; the visitor may
 * change it); `visitor` is the visitor's own zone, named as the clinic's when it is the same zone (a
 * browser in India gets "Asia/Kolkata"), which /book-consultation, without the field, sends. Both are
 * always among the zones, so the select shows what is sent.
 */
export function timeZoneChoices(
  listed: readonly string[],
  visitorZone: string,
  clinicZone: string = defaultTimeZone,
): { zones: string[]; clinic: string; visitor: string } {
  const clinic = currentZoneName(clinicZone);
  const own = currentZoneName(visitorZone || "UTC");
  const visitor = own !== clinic && sameTimeZone(own, clinic) ? clinic : own;
  const zones = new Set(listed.map(currentZoneName));
  for (const zone of [defaultTimeZone, "UTC", clinic, visitor]) zones.add(zone);
  return { zones: [...zones].sort(), clinic, visitor };
}
