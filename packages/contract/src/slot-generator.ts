import { TZDate } from "@date-fns/tz";
import { addMinutes } from "date-fns";
import { z } from "zod";

/** The duration and buffer limits, in minutes (admin.md §5, §9): the form's input limits and the check's. */
export const durationLimits = { min: 15, max: 180 } as const;
export const bufferLimits = { min: 0, max: 60 } as const;

/**
 * The admin's bulk create (admin.md §5 "Bulk create"): slots only on the chosen weekdays,
 * from the daily start to the daily end in the clinic's time zone; a slot only if it ends
 * by the daily end; the next one starts after duration plus buffer. A start date after the
 * end date gives no slots.
 */
export const slotGeneratorInputSchema = z.object({
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/),
  durationMinutes: z.number().int().min(durationLimits.min).max(durationLimits.max),
  bufferMinutes: z.number().int().min(bufferLimits.min).max(bufferLimits.max),
  /** 0 Sunday … 6 Saturday; default Monday to Friday. */
  weekdays: z.array(z.number().int().min(0).max(6)),
  tz: z.string().default("Asia/Kolkata"),
});
export type SlotGeneratorInput = z.input<typeof slotGeneratorInputSchema>;

export type GeneratedSlot = {
  dateKey: string;
  startAt: string;
  endAt: string;
  tz: string;
  status: "OPEN";
};

export const bulkCreateDefaults = {
  startTime: "09:00",
  endTime: "17:00",
  durationMinutes: 60,
  bufferMinutes: 15,
  weekdays: [1, 2, 3, 4, 5],
  tz: "Asia/Kolkata",
} as const;

export const recommendedMaxSlotsPerCall = 12;
export const noSlotsGeneratedMessage =
  "No slots generated: No valid slots could be generated with the current settings. Check your date range and weekday selections.";
/**
 * The form's general hint at count 0 with both dates set (admin.md §2); the form names a more
 * specific cause when it finds one (screen guide: Bulk create names the cause).
 */
export const noSlotsWillBeCreatedHint =
  "No slots will be created. Check your weekday selection and time range.";

function parseDateKey(key: string): { y: number; m: number; d: number } {
  const [y, m, d] = key.split("-").map(Number) as [number, number, number];
  return { y, m, d };
}

function parseTime(time: string): { h: number; min: number } {
  const [h, min] = time.split(":").map(Number) as [number, number];
  return { h, min };
}

/** The calendar days from start to end inclusive, as YYYY-MM-DD with their weekday. */
export function* calendarDays(
  startDate: string,
  endDate: string,
): Generator<{ key: string; weekday: number }> {
  const s = parseDateKey(startDate);
  const e = parseDateKey(endDate);
  const end = Date.UTC(e.y, e.m - 1, e.d);
  for (let t = Date.UTC(s.y, s.m - 1, s.d); t <= end; t += 86_400_000) {
    const day = new Date(t);
    yield { key: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
  }
}

export function generateSlots(raw: SlotGeneratorInput): GeneratedSlot[] {
  const input = slotGeneratorInputSchema.parse(raw);
  if (input.startDate > input.endDate) return [];
  const weekdays = new Set(input.weekdays);
  const start = parseTime(input.startTime);
  const end = parseTime(input.endTime);
  const slots: GeneratedSlot[] = [];
  for (const { key, weekday } of calendarDays(input.startDate, input.endDate)) {
    if (!weekdays.has(weekday)) continue;
    const { y, m, d } = parseDateKey(key);
    const dayStart = new TZDate(y, m - 1, d, start.h, start.min, input.tz);
    const dayEnd = new TZDate(y, m - 1, d, end.h, end.min, input.tz);
    let cursor: Date = new Date(dayStart.getTime());
    for (;;) {
      const slotEnd = addMinutes(cursor, input.durationMinutes);
      if (slotEnd.getTime() > dayEnd.getTime()) break;
      slots.push({
        dateKey: key,
        startAt: cursor.toISOString(),
        endAt: slotEnd.toISOString(),
        tz: input.tz,
        status: "OPEN",
      });
      cursor = addMinutes(slotEnd, input.bufferMinutes);
    }
  }
  return slots;
}

/** The clinic's date (YYYY-MM-DD) of an instant. */
export function dateKeyInZone(instant: Date | string, tz: string): string {
  const d = new TZDate(new Date(instant).getTime(), tz);
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** The instant of a wall-clock time (HH:MM) on a date (YYYY-MM-DD) in a zone. */
export function instantInZone(dateKey: string, time: string, tz: string): Date {
  const { y, m, d } = parseDateKey(dateKey);
  const { h, min } = parseTime(time);
  return new Date(new TZDate(y, m - 1, d, h, min, tz).getTime());
}
