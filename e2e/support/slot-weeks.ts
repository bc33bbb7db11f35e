import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { adminBooks, clinicDay, sameSite, setSlotStatus } from "./admin-data";

/**
 * Whole weeks of slots for the slot screen's week view (admin.md §2), on the shared server (clinic
 * zone Asia/Kolkata), far ahead of the demo slots and of the other specs' days (emptyDay's offsets stay
 * under 1900 days, 2000 and up are the weeks'). Specs' offsets lie at least two workers' bands
 * (2 × 20 weeks) apart.
 */

/** A day key plus `days`. */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "Wed, 25 Nov", as the week view names a day. */
export const dayName = (day: string) => {
  const at = new Date(`${day}T12:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...o, timeZone: "UTC" }).format(at);
  return `${part({ weekday: "short" })}, ${part({ day: "numeric" })} ${part({ month: "short" })}`;
};

/** "Wed, 25 Nov 2026", as every screen writes a day (issue 32); written here without the format module. */
export const dayAsWritten = (day: string) => `${dayName(day)} ${day.slice(0, 4)}`;

async function slotCount(page: Page, from: string, to: string): Promise<number> {
  const res = await page.request.get(`/api/admin/slots?from=${from}&to=${to}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data as unknown[]).length;
}

/**
 * The Monday of `weeks` weeks with no slot at all, from `fromOffset` days ahead. Each worker running
 * at the same time (its parallel index) searches its own band of 20 weeks, so two specs in parallel
 * never pick the same or neighbouring weeks (a check made before the other spec's slots exist would
 * pass, and its holds would then show in this spec's tiles); within the band the start is random,
 * so a retried test does not find its own slots.
 */
export async function emptyWeeks(page: Page, fromOffset: number, weeks = 1): Promise<string> {
  const bandWeeks = 20;
  const band = fromOffset + 7 * bandWeeks * test.info().parallelIndex;
  const first = Math.floor(Math.random() * (bandWeeks - weeks));
  for (let i = 0; i < bandWeeks - weeks; i++) {
    const startDay = band + 7 * ((first + i) % (bandWeeks - weeks));
    for (let d = startDay; d < startDay + 7; d++) {
      const day = clinicDay(d);
      if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) continue;
      // A week more than asked for stays empty too: specs page to the next week and expect nothing.
      if ((await slotCount(page, day, plusDays(day, 7 * (weeks + 1) - 1))) === 0) return day;
    }
  }
  throw new Error(`no empty week from ${fromOffset} days ahead`);
}

/** Slots on `day` starting at the clinic times given ("09:00"), `minutes` long; their ids by start time. */
export async function slotsAt(page: Page, day: string, times: string[], minutes = 60): Promise<string[]> {
  const slots = times.map((time) => {
    const start = new Date(`${day}T${time}:00+05:30`);
    return {
      dateKey: day,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      tz: "Asia/Kolkata",
      status: "OPEN",
    };
  });
  const res = await page.request.post("/api/admin/slots/bulkCreate", {
    headers: { ...sameSite, "Idempotency-Key": randomUUID() },
    data: { slots },
  });
  expect(res.status(), await res.text()).toBe(200);
  const listed = await page.request.get(`/api/admin/slots?from=${day}&to=${day}`);
  const all = (await listed.json()).data as Array<{ slotId: string; startAt: string }>;
  const starts = new Set(slots.map((s) => s.startAt));
  return all
    .filter((s) => starts.has(new Date(s.startAt).toISOString()))
    .sort((a, b) => a.startAt.localeCompare(b.startAt))
    .map((s) => s.slotId);
}

const clinicHours = ["09:00", "10:15", "11:30", "14:00", "15:15", "16:30"];
const patients = ["Priya Raman", "Arjun Mehta", "Lakshmi Iyer", "Meera Nair", "Rahul Verma", "Anita Desai"];

/**
 * A clinic's fortnight from `monday`: six one-hour slots each weekday (a lunch break), two on the
 * first Saturday morning; some booked by patients, some held, one completed.
 */
export async function seedFortnight(page: Page, monday: string): Promise<void> {
  const byDay: string[][] = [];
  for (let i = 0; i < 14; i++) {
    const day = plusDays(monday, i);
    const weekday = i % 7;
    if (weekday === 6 || (weekday === 5 && i > 7)) byDay.push([]);
    else byDay.push(await slotsAt(page, day, weekday === 5 ? clinicHours.slice(0, 2) : clinicHours));
  }
  const at = (day: number, n: number) => byDay[day]?.[n] as string;
  const booked: [number, number][] = [
    [0, 0],
    [0, 3],
    [1, 1],
    [2, 4],
    [3, 0],
    [4, 2],
    [7, 1],
    [9, 3],
  ];
  for (const [i, [day, n]] of booked.entries())
    await adminBooks(page, at(day, n), patients[i % patients.length] as string, `patient${i}@example.com`);
  for (const [day, n] of [
    [0, 1],
    [2, 2],
    [8, 0],
  ] as const)
    await setSlotStatus(page, at(day, n), "HELD");
  await setSlotStatus(page, at(1, 0), "BOOKED");
  await setSlotStatus(page, at(1, 0), "COMPLETED");
}

/**
 * Deletes the open and held slots from `from` to `to` (booked ones stay: they have a booking), so the
 * specs after this one do not list them all (the shared server's "Show All Slots" grows with each).
 */
export async function removeUnbookedSlots(page: Page, from: string, to: string): Promise<void> {
  const res = await page.request.get(`/api/admin/slots?from=${from}&to=${to}`);
  for (const slot of (await res.json()).data as Array<{ slotId: string; status: string }>) {
    if (slot.status !== "OPEN" && slot.status !== "HELD") continue;
    const gone = await page.request.delete(`/api/admin/slots/${slot.slotId}`, {
      headers: sameSite,
      data: {},
    });
    expect(gone.status(), await gone.text()).toBe(200);
  }
}
