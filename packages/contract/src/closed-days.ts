/**
 * The clinic's closed days (Settings' holidays and blackout ranges): the one rule the server applies
 * to bookings, reschedules and bulk creates, and the admin's bulk-create preview shows in advance.
 */
export type ClosedDays = {
  holidays: readonly string[];
  blackoutRanges: readonly { from: string; to: string }[];
};

/** True when the clinic day (YYYY-MM-DD in the clinic's zone) is a holiday or inside a blackout range. */
export function isClosedDay(closed: ClosedDays, dateKey: string): boolean {
  return (
    closed.holidays.includes(dateKey) ||
    closed.blackoutRanges.some((r) => r.from <= dateKey && dateKey <= r.to)
  );
}
