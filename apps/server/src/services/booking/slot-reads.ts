import { isClosedDay } from "@clinic/contract/closed-days";
import { formatTimeInZone } from "@clinic/contract/slot-generator";
import type { PublicSlot, SlotStatus } from "@clinic/contract/slots";
import { openDates, type SlotRow, slotsOfDate } from "../../db/slot-repository";
import { readClosedDays } from "../closed-days";
import { type BookingDeps, clock } from "./booking-deps";

/** The public slot reads (step 1 of the wizard): answers cached per day until a write commits. */

function toPublicSlot(row: SlotRow, tz: string): PublicSlot {
  const startAt = row.startAt.toISOString();
  const endAt = row.endAt.toISOString();
  return {
    slotId: row.id,
    id: row.id,
    date: row.dateKey,
    dateKey: row.dateKey,
    startAt,
    endAt,
    startTime: startAt,
    endTime: endAt,
    startTimeFormatted: formatTimeInZone(row.startAt, tz),
    endTimeFormatted: formatTimeInZone(row.endAt, tz),
    tz: row.tz,
    status: row.status as SlotStatus,
    calendarEventId: row.calendarEventId,
  };
}

/** The clinic day's slots that have not started yet, times shown in the clinic's zone. */
export function listSlotsOfDate(deps: BookingDeps, dateKey: string): Promise<PublicSlot[]> {
  const load = () => querySlotsOfDate(deps, dateKey);
  return deps.slotCache ? deps.slotCache.read(`day:${dateKey}`, load) : load();
}

async function querySlotsOfDate(deps: BookingDeps, dateKey: string): Promise<PublicSlot[]> {
  const now = clock(deps);
  const [rows, closed] = await Promise.all([slotsOfDate(deps.db, dateKey), readClosedDays(deps.db)]);
  // Holidays and blackouts (Settings): their OPEN slots are not offered.
  const closedDay = isClosedDay(closed, dateKey);
  return rows
    .filter((r) => r.startAt > now && !(closedDay && r.status === "OPEN"))
    .map((r) => toPublicSlot(r, deps.settings.clinicTimezone));
}

/** The dates from `from` to `to` with OPEN slots that have not started, holidays and blackouts left out. */
export function listOpenDates(deps: BookingDeps, from: string, to: string): Promise<string[]> {
  const load = () => queryOpenDates(deps, from, to);
  return deps.slotCache ? deps.slotCache.read(`dates:${from}:${to}`, load) : load();
}

async function queryOpenDates(deps: BookingDeps, from: string, to: string): Promise<string[]> {
  const [dates, closed] = await Promise.all([
    openDates(deps.db, from, to, clock(deps)),
    readClosedDays(deps.db),
  ]);
  return dates.filter((d) => !isClosedDay(closed, d));
}
