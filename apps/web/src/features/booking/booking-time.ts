/**
 * Dates and zones on the booking pages. The clinic's zone is never a constant here: it comes with the
 * slot answers (`timezone` of /api/public/slots/dates, a slot's `tz`; decision 0064). These few lines
 * stay apart from lib/format because they are on the wizard's first load, whose budget is spent.
 */

/** The visitor's zone. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** True when two names are one zone (browsers may name Asia/Kolkata "Asia/Calcutta"). */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const canonical = (tz: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}

export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}
