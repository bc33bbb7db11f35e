import { noSlotsGeneratedMessage, noSlotsWillBeCreatedHint } from "@clinic/contract/slot-generator";
import { describe, expect, it } from "vitest";
import {
  bulkCreateToast,
  noneCreatedTitles,
  windowTooShortHint,
  type ZeroSlotsInput,
  zeroSlotsHint,
  zeroSlotsHints,
} from "./bulk-create-outcome";

const form: ZeroSlotsInput = {
  startDate: "2026-11-23",
  endDate: "2026-11-27",
  startTime: "09:00",
  endTime: "17:00",
  durationMinutes: 60,
  weekdays: [1, 2, 3, 4, 5],
  generated: 30,
  states: { new: 0, overlap: 0, closed: 0 },
};

describe("zeroSlotsHint: one hint naming the cause", () => {
  it("says which setting makes no slots", () => {
    expect(zeroSlotsHint({ ...form, startDate: "2026-11-28", generated: 0 })).toBe(
      zeroSlotsHints.startAfterEnd,
    );
    expect(zeroSlotsHint({ ...form, weekdays: [], generated: 0 })).toBe(zeroSlotsHints.noWeekdays);
    expect(zeroSlotsHint({ ...form, endTime: "09:00", generated: 0 })).toBe(zeroSlotsHints.endNotAfterStart);
    expect(zeroSlotsHint({ ...form, endTime: "09:45", generated: 0 })).toBe(
      "No slots will be created: the daily window 09:00–09:45 is shorter than one 60-minute slot.",
    );
    expect(windowTooShortHint("09:00", "09:45", 60)).toContain("09:00–09:45");
    // Saturday and Sunday chosen for a Monday-to-Friday range.
    expect(zeroSlotsHint({ ...form, weekdays: [0, 6], generated: 0 })).toBe(zeroSlotsHints.noWeekdayInRange);
    // A time left empty: the spec's general hint.
    expect(zeroSlotsHint({ ...form, endTime: "", generated: 0 })).toBe(noSlotsWillBeCreatedHint);
  });

  it("says when every slot overlaps, falls on a closed day or has already started", () => {
    expect(zeroSlotsHint({ ...form, states: { new: 0, overlap: 30, closed: 0 } })).toBe(
      zeroSlotsHints.allOverlap,
    );
    expect(zeroSlotsHint({ ...form, states: { new: 0, overlap: 0, closed: 30 } })).toBe(
      zeroSlotsHints.allClosed,
    );
    expect(zeroSlotsHint({ ...form, states: { new: 0, overlap: 12, closed: 18 } })).toBe(
      zeroSlotsHints.overlapOrClosed,
    );
    expect(zeroSlotsHint(form)).toBe(zeroSlotsHints.allStarted);
  });

  it("never blames the date range when the cause is elsewhere", () => {
    for (const states of [
      { new: 0, overlap: 30, closed: 0 },
      { new: 0, overlap: 0, closed: 30 },
    ])
      expect(zeroSlotsHint({ ...form, states })).not.toMatch(/date range/);
  });
});

describe("bulkCreateToast", () => {
  const answer = { count: 0, calendarEventsCreated: 0, calendarEventsFailed: 0 };

  it("names the overlap when every slot overlapped, not the date range", () => {
    const toast = bulkCreateToast({ ...answer, skipped: 3, skippedClosed: 0 });
    expect(toast).toEqual({
      tone: "error",
      title: noneCreatedTitles.overlap,
      description: "3 overlapping slots were skipped.",
    });
    expect(toast.title).not.toBe(noSlotsGeneratedMessage);
  });

  it("names closed days, or both", () => {
    expect(bulkCreateToast({ ...answer, skipped: 2, skippedClosed: 2 }).title).toBe(noneCreatedTitles.closed);
    expect(bulkCreateToast({ ...answer, skipped: 5, skippedClosed: 2 })).toEqual({
      tone: "error",
      title: noneCreatedTitles.both,
      description: "3 overlapping slots were skipped. 2 slots on holidays or blackout days were skipped.",
    });
  });

  it("keeps the spec's zero-slots text when the server gives no cause", () => {
    expect(bulkCreateToast({ ...answer, skipped: 0 }).title).toBe(noSlotsGeneratedMessage);
  });

  it("says 'Successfully created {count} slots!' with the calendar events and what was skipped", () => {
    expect(bulkCreateToast({ ...answer, count: 4, calendarEventsCreated: 4, skipped: 1 })).toEqual({
      tone: "success",
      title: "Successfully created 4 slots! (4 calendar events created)",
      description: "1 overlapping slots were skipped.",
    });
    expect(bulkCreateToast({ ...answer, count: 1 })).toEqual({
      tone: "success",
      title: "Successfully created 1 slots!",
      description: undefined,
    });
  });
});
