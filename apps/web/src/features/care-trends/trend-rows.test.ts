import { describe, expect, it } from "vitest";
import { keyOfDay, trendRows } from "./trend-rows";

const answered = (at: string, total: number, name = "Lymphoedema check") => ({
  id: at,
  instrumentId: "lymphoedema-check",
  instrumentName: name,
  bookingId: "b",
  status: "answered" as const,
  sentAt: at,
  answeredAt: at,
  scores: { domains: {}, total },
});

describe("trendRows", () => {
  it("puts difference, hours and scores on one axis of days, skipping what has no value", () => {
    const trends = trendRows(
      [
        { takenOn: "2026-11-02", limb: "left_arm", affectedVolumeMl: 2100, differencePercent: 9.5 },
        { takenOn: "2026-11-30", limb: "left_arm", affectedVolumeMl: 2050, differencePercent: 6 },
        { takenOn: "2026-11-30", limb: "right_leg", affectedVolumeMl: 8000, differencePercent: null },
      ],
      [
        { id: "a", dueOn: "2026-11-16", sentAt: "", answeredAt: "x", hoursPerDay: 8 },
        { id: "b", dueOn: "2026-11-09", sentAt: "", answeredAt: "x", hoursPerDay: 5 },
        { id: "c", dueOn: "2026-11-23", sentAt: "", answeredAt: null, hoursPerDay: null },
      ],
      [answered("2026-12-03T20:00:00Z", 12), { ...answered("2026-11-01T00:00:00Z", 0), scores: null }],
      (at) => (at.startsWith("2026-12-03T20") ? "2026-12-04" : at.slice(0, 10)),
    );
    expect(trends.difference).toEqual([
      {
        name: "Left arm",
        points: [
          { day: expect.any(Number), key: "2026-11-02", value: 9.5 },
          { day: expect.any(Number), key: "2026-11-30", value: 6 },
        ],
      },
    ]);
    expect(trends.volume.map((l) => [l.name, l.points.map((p) => p.value)])).toEqual([
      ["Left arm", [2100, 2050]],
      ["Right leg", [8000]],
    ]);
    expect(trends.hours[0]?.points.map((p) => [p.key, p.value])).toEqual([
      ["2026-11-09", 5],
      ["2026-11-16", 8],
    ]);
    // The clinic's day of the answer (late evening in UTC is the next morning in India).
    expect(trends.scores).toEqual([
      { name: "Lymphoedema check", points: [{ day: expect.any(Number), key: "2026-12-04", value: 12 }] },
    ]);
    expect(trends.domain?.map(keyOfDay)).toEqual(["2026-11-02", "2026-12-04"]);
  });

  it("has no domain without data", () => {
    expect(trendRows([], [], [], (at) => at).domain).toBeUndefined();
  });
});
