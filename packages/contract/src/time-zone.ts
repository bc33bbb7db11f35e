// The device's time zone and whether two names are one zone: what the booking pages need on their first load.
// Checking a zone name and listing the known ones is iana-time-zone.ts, which those pages do not load.

/** The part of Temporal these helpers use (TypeScript 5.9 has no types for it). */
type TemporalApi = {
  Now: {
    timeZoneId(): string;
    instant(): { toZonedDateTimeISO(tz: string): { equals(other: unknown): boolean } };
  };
};

/**
 * Temporal where the runtime has it (current Chrome and Firefox; not Node 20). It names and compares zones
 * without an Intl date formatter, whose first construction loads the locale's date patterns: about 30 ms on
 * a desktop and several times that on a phone, spent in the booking wizard's hydration, which only wants
 * the zone's name.
 */
function temporal(): TemporalApi | undefined {
  return (globalThis as { Temporal?: TemporalApi }).Temporal;
}

/** The zone this device's clock is set to ("UTC" when it cannot say). */
export function deviceTimeZone(): string {
  try {
    return (temporal()?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone) || "UTC";
  } catch {
    return "UTC";
  }
}

/** True when two names are one zone (browsers may name Asia/Kolkata "Asia/Calcutta"). */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    // A zoned instant equals another only when their zones are one (Temporal compares canonical names).
    const now = temporal()?.Now.instant();
    if (now) return now.toZonedDateTimeISO(a).equals(now.toZonedDateTimeISO(b));
    const canonical = (tz: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}
