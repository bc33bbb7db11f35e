import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTime } from "./format";
import { calendarDays, dateKeyInZone, generateSlots } from "./slot-generator";

const base = {
  startTime: "09:00",
  endTime: "17:00",
  durationMinutes: 60,
  bufferMinutes: 15,
  weekdays: [1, 2, 3, 4, 5],
  tz: "Asia/Kolkata",
};

describe("slot generator (admin.md §5 bulk create)", () => {
  it("makes 6 slots of 60+15 minutes in a 09:00–17:00 day, in the clinic's zone", () => {
    const slots = generateSlots({ ...base, startDate: "2026-11-23", endDate: "2026-11-23" });
    expect(slots).toHaveLength(6);
    expect(slots[0]).toEqual({
      dateKey: "2026-11-23",
      startAt: "2026-11-23T03:30:00.000Z",
      endAt: "2026-11-23T04:30:00.000Z",
      tz: "Asia/Kolkata",
      status: "OPEN",
    });
    expect(slots.at(-1)?.startAt).toBe("2026-11-23T09:45:00.000Z"); // 15:15 IST, ends 16:15
  });

  it("adds a slot only if it ends by the daily end", () => {
    const slots = generateSlots({
      ...base,
      startDate: "2026-11-23",
      endDate: "2026-11-23",
      endTime: "10:00",
    });
    expect(slots).toHaveLength(1);
    const none = generateSlots({ ...base, startDate: "2026-11-23", endDate: "2026-11-23", endTime: "09:59" });
    expect(none).toHaveLength(0);
  });

  it("skips weekdays not chosen (a week Mon–Sun with Mon–Fri gives 5 days)", () => {
    const slots = generateSlots({ ...base, startDate: "2026-11-23", endDate: "2026-11-29" });
    expect(new Set(slots.map((s) => s.dateKey)).size).toBe(5);
    expect(slots.some((s) => s.dateKey === "2026-11-28")).toBe(false);
  });

  it("gives nothing when the start date is after the end date", () => {
    expect(generateSlots({ ...base, startDate: "2026-11-24", endDate: "2026-11-23" })).toEqual([]);
  });

  it("refuses durations outside 15–180 and buffers outside 0–60", () => {
    const day = { startDate: "2026-11-23", endDate: "2026-11-23" };
    expect(() => generateSlots({ ...base, ...day, durationMinutes: 14 })).toThrow();
    expect(() => generateSlots({ ...base, ...day, durationMinutes: 181 })).toThrow();
    expect(() => generateSlots({ ...base, ...day, bufferMinutes: 61 })).toThrow();
    expect(generateSlots({ ...base, ...day, durationMinutes: 180, bufferMinutes: 0 })).toHaveLength(2);
  });

  it("keeps wall-clock times on a DST day (New York, 2026-03-08 and 2026-11-01)", () => {
    const tz = "America/New_York";
    const spring = generateSlots({
      ...base,
      tz,
      weekdays: [0],
      startDate: "2026-03-08",
      endDate: "2026-03-08",
    });
    expect(spring[0]?.startAt).toBe("2026-03-08T13:00:00.000Z"); // 09:00 EDT (UTC-4)
    const autumn = generateSlots({
      ...base,
      tz,
      weekdays: [0],
      startDate: "2026-11-01",
      endDate: "2026-11-01",
    });
    expect(autumn[0]?.startAt).toBe("2026-11-01T14:00:00.000Z"); // 09:00 EST (UTC-5)
    // A window across the change: 00:00–04:00 holds only 3 real hours on the spring day.
    const night = { ...base, tz, weekdays: [0], startTime: "00:00", endTime: "04:00", bufferMinutes: 0 };
    expect(generateSlots({ ...night, startDate: "2026-03-08", endDate: "2026-03-08" })).toHaveLength(3);
    expect(generateSlots({ ...night, startDate: "2026-11-01", endDate: "2026-11-01" })).toHaveLength(5);
  });

  it("formats and dates instants in the clinic's zone", () => {
    expect(formatTime("2026-11-23T03:30:00.000Z", "Asia/Kolkata")).toBe("9:00 am");
    expect(dateKeyInZone("2026-11-23T20:00:00.000Z", "Asia/Kolkata")).toBe("2026-11-24");
  });

  const arbitraryInput = fc.record({
    start: fc.integer({ min: 0, max: 60 }),
    days: fc.integer({ min: 0, max: 20 }),
    startMinute: fc.integer({ min: 0, max: 23 * 60 }),
    windowMinutes: fc.integer({ min: 0, max: 24 * 60 }),
    durationMinutes: fc.integer({ min: 15, max: 180 }),
    bufferMinutes: fc.integer({ min: 0, max: 60 }),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    tz: fc.constantFrom("Asia/Kolkata", "America/New_York", "Europe/London", "UTC"),
  });

  function toInput(p: ArbitraryValue<typeof arbitraryInput>) {
    const key = (offset: number) =>
      new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    const endMinute = Math.min(p.startMinute + p.windowMinutes, 24 * 60 - 1);
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    return {
      startDate: key(p.start),
      endDate: key(p.start + p.days),
      startTime: hhmm(p.startMinute),
      endTime: hhmm(endMinute),
      durationMinutes: p.durationMinutes,
      bufferMinutes: p.bufferMinutes,
      weekdays: p.weekdays,
      tz: p.tz,
    };
  }

  it("never makes overlapping slots, keeps them inside the window and on chosen weekdays", () => {
    fc.assert(
      fc.property(arbitraryInput, (p) => {
        const input = toInput(p);
        const slots = generateSlots(input);
        const sorted = [...slots].sort((a, b) => a.startAt.localeCompare(b.startAt));
        for (let i = 1; i < sorted.length; i++)
          expect(Date.parse(sorted[i]?.startAt ?? "")).toBeGreaterThanOrEqual(
            Date.parse(sorted[i - 1]?.endAt ?? ""),
          );
        for (const s of slots) {
          expect(Date.parse(s.endAt) - Date.parse(s.startAt)).toBe(input.durationMinutes * 60_000);
          expect(dateKeyInZone(s.startAt, input.tz)).toBe(s.dateKey);
          expect(input.weekdays).toContain(new Date(`${s.dateKey}T00:00:00Z`).getUTCDay());
          const start = formatHm(s.startAt, input.tz);
          const end = formatHm(s.endAt, input.tz);
          expect(start >= input.startTime || input.tz !== "UTC").toBe(true);
          if (input.tz === "UTC") expect(end <= input.endTime).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
    // 100 generated ranges: about 5 s alone on a busy machine, more beside a build.
  }, 60_000);

  it("makes, per chosen day, floor((window + buffer) / (duration + buffer)) slots (UTC)", () => {
    fc.assert(
      fc.property(arbitraryInput, (p) => {
        const input = { ...toInput(p), tz: "UTC" };
        const [sh, sm] = input.startTime.split(":").map(Number) as [number, number];
        const [eh, em] = input.endTime.split(":").map(Number) as [number, number];
        const window = eh * 60 + em - (sh * 60 + sm);
        const perDay =
          window < input.durationMinutes
            ? 0
            : Math.floor((window - input.durationMinutes) / (input.durationMinutes + input.bufferMinutes)) +
              1;
        const chosenDays = [...calendarDays(input.startDate, input.endDate)].filter((d) =>
          input.weekdays.includes(d.weekday),
        ).length;
        expect(generateSlots(input)).toHaveLength(perDay * chosenDays);
      }),
      { numRuns: 200 },
    );
  });
});

type ArbitraryValue<A> = A extends fc.Arbitrary<infer T> ? T : never;

function formatHm(iso: string, tz: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: tz,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}
