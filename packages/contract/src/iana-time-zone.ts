/** Time zone names: checking one a client sent, and listing the ones this runtime knows. */

/** Zones already found valid: checking one builds an Intl formatter, which costs tens of µs. */
const known = new Set<string>();

/** True for an IANA time zone name ("Asia/Kolkata", "UTC"); false for abbreviations like "IST". */
export function isIanaTimeZone(tz: string): boolean {
  if (known.has(tz)) return true;
  if (!(tz.includes("/") || tz === "UTC")) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
  } catch {
    return false;
  }
  // Only valid names are kept, so the set is bounded by the zone database (about 600 names).
  known.add(tz);
  return true;
}

/** Every zone this runtime knows, or none when it cannot list them. */
export function knownTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}
