import { dateKeyInZone } from "@clinic/contract/slot-generator";

/**
 * Slots by clinic day (in `zone`), days in order and each day's slots by start time (admin.md §2:
 * slots are sorted by start time).
 */
export function groupByDay<T extends { startAt: string }>(
  slots: readonly T[],
  zone: string,
): { day: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  for (const slot of [...slots].sort((a, b) => a.startAt.localeCompare(b.startAt))) {
    const day = dateKeyInZone(slot.startAt, zone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}
