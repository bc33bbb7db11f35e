import { describe, expect, it } from "vitest";
import {
  addDays,
  dayLabel,
  hourHeight,
  hourRange,
  inLanes,
  isDayKey,
  spanOf,
  weekDays,
  weekStart,
} from "./week-layout";

describe("weeks", () => {
  it("start on Monday, also across a month and a year", () => {
    expect(weekStart("2026-11-25")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(dayLabel("2026-11-25")).toBe("Wed, 25 Nov");
  });

  it("reads a day key from the address only when it is one", () => {
    expect(isDayKey("2026-11-25")).toBe(true);
    expect(isDayKey("2026-13-45")).toBe(false);
    expect(isDayKey("next")).toBe(false);
    expect(isDayKey(null)).toBe(false);
  });
});

describe("spanOf", () => {
  const slot = { startAt: "2026-11-25T03:30:00.000Z", endAt: "2026-11-25T04:30:00.000Z" };

  it("places a slot on its day and minutes in the clinic's zone", () => {
    expect(spanOf(slot, "Asia/Kolkata")).toEqual({ day: "2026-11-25", start: 9 * 60, end: 10 * 60 });
    expect(spanOf(slot, "Europe/London")).toEqual({
      day: "2026-11-25",
      start: 3 * 60 + 30,
      end: 4 * 60 + 30,
    });
    // 20:00 UTC is 01:30 the next morning in Kolkata.
    expect(
      spanOf({ startAt: "2026-11-25T20:00:00.000Z", endAt: "2026-11-25T21:00:00.000Z" }, "Asia/Kolkata"),
    ).toEqual({ day: "2026-11-26", start: 90, end: 150 });
  });

  it("follows summer time, and draws a slot past midnight to the day's end", () => {
    // 08:00 UTC on 1 July is 09:00 in London (BST).
    expect(
      spanOf({ startAt: "2026-07-01T08:00:00.000Z", endAt: "2026-07-01T09:00:00.000Z" }, "Europe/London"),
    ).toEqual({ day: "2026-07-01", start: 9 * 60, end: 10 * 60 });
    expect(
      spanOf({ startAt: "2026-11-25T18:00:00.000Z", endAt: "2026-11-25T19:00:00.000Z" }, "Asia/Kolkata"),
    ).toEqual({ day: "2026-11-25", start: 23 * 60 + 30, end: 24 * 60 });
  });
});

describe("inLanes", () => {
  it("puts overlapping items side by side and lone ones full width", () => {
    const laid = inLanes([
      { id: "a", start: 540, end: 600 },
      { id: "b", start: 540, end: 600 },
      { id: "c", start: 570, end: 630 },
      { id: "d", start: 700, end: 760 },
    ]);
    const of = (id: string) => laid.find((x) => x.id === id);
    expect(of("a")).toMatchObject({ lane: 0, lanes: 3 });
    expect(of("b")).toMatchObject({ lane: 1, lanes: 3 });
    expect(of("c")).toMatchObject({ lane: 2, lanes: 3 });
    expect(of("d")).toMatchObject({ lane: 0, lanes: 1 });
  });

  it("reuses a lane freed before the next item starts", () => {
    const laid = inLanes([
      { id: "a", start: 540, end: 600 },
      { id: "b", start: 550, end: 700 },
      { id: "c", start: 600, end: 660 },
    ]);
    expect(laid.map((x) => [x.id, x.lane, x.lanes])).toEqual([
      ["a", 0, 2],
      ["b", 1, 2],
      ["c", 0, 2],
    ]);
  });
});

describe("the grid's hours", () => {
  it("shows 08:00 to 18:00, widened to every slot's whole hours", () => {
    expect(hourRange([])).toEqual({ from: 8, to: 18 });
    expect(hourRange([{ start: 7 * 60 + 30, end: 8 * 60 + 30 }])).toEqual({ from: 7, to: 18 });
    expect(hourRange([{ start: 19 * 60, end: 20 * 60 + 15 }])).toEqual({ from: 8, to: 21 });
  });

  it("grows an hour's height so the shortest slot stays a target", () => {
    expect(hourHeight([])).toBe(48);
    expect(hourHeight([{ start: 540, end: 600 }])).toBe(48);
    expect(hourHeight([{ start: 540, end: 555 }])).toBe(120);
    expect(hourHeight([{ start: 540, end: 570 }])).toBe(60);
  });
});
