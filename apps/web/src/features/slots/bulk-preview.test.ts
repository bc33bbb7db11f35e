import { isClosedDay } from "@clinic/contract/closed-days";
import { generateSlots } from "@clinic/contract/slot-generator";
import { describe, expect, it } from "vitest";
import { classifyPreview, countByState } from "./bulk-preview";

const generated = generateSlots({
  startDate: "2026-11-23",
  endDate: "2026-11-25",
  startTime: "09:00",
  endTime: "11:00",
  durationMinutes: 60,
  bufferMinutes: 0,
  weekdays: [1, 2, 3],
  tz: "Asia/Kolkata",
});

describe("classifyPreview", () => {
  it("marks what the server will skip: a closed day first, then an overlap with any existing slot", () => {
    const existing = [
      // 09:30–10:30 on Monday overlaps both of Monday's new slots.
      { startAt: "2026-11-23T04:00:00.000Z", endAt: "2026-11-23T05:00:00.000Z" },
      // On the closed Tuesday: the slot is closed, not overlapping.
      { startAt: "2026-11-24T03:30:00.000Z", endAt: "2026-11-24T04:30:00.000Z" },
      // Wednesday 10:00 without an end: it lasts the fallback hour.
      { startAt: "2026-11-25T04:30:00.000Z", endAt: null },
    ];
    const preview = classifyPreview(generated, existing, { holidays: ["2026-11-24"], blackoutRanges: [] });
    expect(preview.map((p) => `${p.dateKey} ${p.startAt.slice(11, 16)} ${p.state}`)).toEqual([
      "2026-11-23 03:30 overlap",
      "2026-11-23 04:30 overlap",
      "2026-11-24 03:30 closed",
      "2026-11-24 04:30 closed",
      "2026-11-25 03:30 new",
      "2026-11-25 04:30 overlap",
    ]);
    expect(countByState(preview)).toEqual({ new: 1, overlap: 3, closed: 2 });
  });

  it("lets a slot that only touches an existing one through", () => {
    const touching = [{ startAt: "2026-11-23T05:30:00.000Z", endAt: "2026-11-23T06:30:00.000Z" }];
    const closed = { holidays: [], blackoutRanges: [] };
    expect(countByState(classifyPreview(generated, touching, closed)).new).toBe(6);
  });
});

describe("isClosedDay", () => {
  it("is a holiday or a day inside a blackout, ends included", () => {
    const closed = { holidays: ["2026-12-25"], blackoutRanges: [{ from: "2026-12-28", to: "2026-12-31" }] };
    expect(isClosedDay(closed, "2026-12-25")).toBe(true);
    expect(isClosedDay(closed, "2026-12-28")).toBe(true);
    expect(isClosedDay(closed, "2026-12-31")).toBe(true);
    expect(isClosedDay(closed, "2026-12-27")).toBe(false);
    expect(isClosedDay(closed, "2027-01-01")).toBe(false);
  });
});
