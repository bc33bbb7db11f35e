import { isClosedDay } from "@clinic/contract/closed-days";
import { formatTime } from "@clinic/contract/format";
import type { PublicSlot, SlotStatus } from "@clinic/contract/slots";
import { findKind } from "../../db/appointment-kind-repository";
import { openDates, type SlotRow, slotsOfDate } from "../../db/slot-repository";
import { readClosedDays } from "../closed-days";
import type { Fresh } from "../slots/slot-read-cache";
import { type BookingDeps, clock } from "./booking-deps";

/** The public slot reads (step 1 of the wizard): answers cached per date until a change (decision 0122). */

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
    startTimeFormatted: formatTime(row.startAt, tz),
    endTimeFormatted: formatTime(row.endAt, tz),
    tz: row.tz,
    status: row.status as SlotStatus,
    calendarEventId: row.calendarEventId,
    kindIds: row.kindIds,
    practitionerId: row.practitionerId,
  };
}

/**
 * The window a patient may book a kind in (issue 34): from its minimum notice to how far ahead it may be
 * booked. Undefined kind id: every slot, as before kinds (the spec's calls). An unknown or archived kind,
 * or one not bookable online: no slots.
 */
async function kindWindow(deps: BookingDeps, kindId: string | undefined, now: Date) {
  if (kindId === undefined) return undefined;
  const kind = await findKind(deps.db, kindId);
  if (!kind || kind.archivedAt || !kind.bookableOnline) return { kindId, from: now, to: now };
  return {
    kindId,
    from: new Date(now.getTime() + kind.minNoticeHours * 3_600_000),
    to: new Date(now.getTime() + kind.maxAdvanceDays * 86_400_000),
  };
}

type KindWindow = Awaited<ReturnType<typeof kindWindow>>;

function inWindow(slot: PublicSlot, w: KindWindow): boolean {
  if (!w) return true;
  const start = Date.parse(slot.startAt);
  return slot.kindIds.includes(w.kindId) && start >= w.from.getTime() && start <= w.to.getTime();
}

/**
 * The clinic day's slots that have not started yet, times shown in the clinic's zone; with `kindId`,
 * only those a patient may book that kind in (the day's answer is cached whole, then filtered).
 */
export async function listSlotsOfDate(
  deps: BookingDeps,
  dateKey: string,
  kindId?: string,
): Promise<PublicSlot[]> {
  const now = clock(deps);
  const load = () => querySlotsOfDate(deps, dateKey, now);
  const span = { from: dateKey, to: dateKey };
  const [all, window] = await Promise.all([
    deps.slotCache ? deps.slotCache.read(`day:${dateKey}`, span, now, load) : load().then((f) => f.value),
    kindWindow(deps, kindId, now),
  ]);
  return window ? all.filter((slot) => inWindow(slot, window)) : all;
}

async function querySlotsOfDate(deps: BookingDeps, dateKey: string, now: Date): Promise<Fresh<PublicSlot[]>> {
  const [rows, closed] = await Promise.all([slotsOfDate(deps.db, dateKey), readClosedDays(deps.db)]);
  // Holidays and blackouts (Settings): their OPEN slots are not offered.
  const closedDay = isClosedDay(closed, dateKey);
  const shown = rows.filter((r) => r.startAt > now && !(closedDay && r.status === "OPEN"));
  return {
    value: shown.map((r) => toPublicSlot(r, deps.settings.clinicTimezone)),
    // The list loses its first slot when that slot starts (rows come in start order).
    until: shown[0]?.startAt,
  };
}

/**
 * The dates from `from` to `to` with OPEN slots that have not started, holidays and blackouts left out;
 * with `kindId`, slots a patient may book that kind in.
 */
export async function listOpenDates(
  deps: BookingDeps,
  from: string,
  to: string,
  kindId?: string,
): Promise<string[]> {
  const now = clock(deps);
  const window = await kindWindow(deps, kindId, now);
  const load = () => queryOpenDates(deps, { from, to, now, window });
  return deps.slotCache
    ? deps.slotCache.read(`dates:${from}:${to}:${kindId ?? ""}`, { from, to }, now, load)
    : (await load()).value;
}

async function queryOpenDates(
  deps: BookingDeps,
  q: { from: string; to: string; now: Date; window: KindWindow },
): Promise<Fresh<string[]>> {
  const { from, to, now, window } = q;
  const [dates, closed] = await Promise.all([
    openDates(deps.db, { from, to, now, kind: window }),
    readClosedDays(deps.db),
  ]);
  const open = dates.filter((d) => !isClosedDay(closed, d.dateKey));
  // A date leaves the list when its last OPEN slot starts: the earliest such moment ends the answer.
  const lastStarts = open.map((d) => d.lastStartAt.getTime());
  return {
    value: open.map((d) => d.dateKey),
    until: lastStarts.length > 0 ? new Date(Math.min(...lastStarts)) : undefined,
  };
}
