import { describe, expect, it } from "vitest";
import { analyticsQuerySchema, defaultAnalyticsRange } from "./admin-analytics";

describe("analytics query", () => {
  it("takes real dates, week or month, at most 400 days", () => {
    expect(
      analyticsQuerySchema.safeParse({ from: "2026-01-01", to: "2026-12-31", period: "week" }).success,
    ).toBe(true);
    const bad = analyticsQuerySchema.safeParse({ from: "2026-02-30", to: "2026-03-01", period: "day" });
    expect(bad.success).toBe(false);
    const long = analyticsQuerySchema.safeParse({ from: "2025-01-01", to: "2026-12-31", period: "month" });
    expect(long.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["from", "Show at most 400 days at a time"],
    ]);
  });

  it("starts the default range on a Monday 11 weeks back, or the 1st 5 months back", () => {
    // Wednesday 2 December 2026.
    expect(defaultAnalyticsRange("week", "2026-12-02")).toEqual({ from: "2026-09-14", to: "2026-12-02" });
    expect(defaultAnalyticsRange("month", "2026-12-02")).toEqual({ from: "2026-07-01", to: "2026-12-02" });
    // A Monday itself, and a month start across a year.
    expect(defaultAnalyticsRange("week", "2026-11-30").from).toBe("2026-09-14");
    expect(defaultAnalyticsRange("month", "2027-02-28").from).toBe("2026-09-01");
  });
});
