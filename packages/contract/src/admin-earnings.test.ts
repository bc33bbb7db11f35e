import { describe, expect, it } from "vitest";
import { type Earnings, earningsCsv, earningsQuerySchema, rangeDays } from "./admin-earnings";

const sample: Earnings = {
  granularity: "week",
  from: "2026-11-18",
  to: "2026-11-29",
  timezone: "Asia/Kolkata",
  currency: "INR",
  byKind: [],
  periods: [
    {
      period: "2026-11-16",
      from: "2026-11-18",
      to: "2026-11-22",
      gross: 350_000,
      tax: 53_389,
      refunds: 0,
      net: 296_611,
      count: 2,
    },
    {
      period: "2026-11-23",
      from: "2026-11-23",
      to: "2026-11-29",
      gross: 650_000,
      tax: 68_644,
      refunds: 200_000,
      net: 381_356,
      count: 3,
    },
  ],
  totals: { gross: 1_000_000, tax: 122_033, refunds: 200_000, net: 677_967, count: 5 },
};

describe("earnings contract", () => {
  it("writes CSV with CRLF lines, amounts in rupees with two decimals and a total row", () => {
    expect(earningsCsv(sample)).toBe(
      [
        "period,from,to,paid_bookings,gross,tax,refunds,net,currency",
        "2026-11-16,2026-11-18,2026-11-22,2,3500.00,533.89,0.00,2966.11,INR",
        "2026-11-23,2026-11-23,2026-11-29,3,6500.00,686.44,2000.00,3813.56,INR",
        "total,2026-11-18,2026-11-29,5,10000.00,1220.33,2000.00,6779.67,INR",
        "",
      ].join("\r\n"),
    );
  });

  it("counts a range's days inclusively, across a month end", () => {
    expect(rangeDays("2026-11-30", "2026-11-30")).toBe(1);
    expect(rangeDays("2026-11-30", "2026-12-01")).toBe(2);
    expect(rangeDays("2025-11-26", "2026-11-26")).toBe(366);
  });

  it("accepts each granularity's longest range and refuses one day more", () => {
    const ok = (granularity: string, from: string, to: string) =>
      earningsQuerySchema.safeParse({ granularity, from, to }).success;
    expect(ok("day", "2025-11-26", "2026-11-26")).toBe(true);
    expect(ok("day", "2025-11-25", "2026-11-26")).toBe(false);
    expect(ok("week", "2024-11-26", "2026-11-26")).toBe(true);
    expect(ok("week", "2024-11-25", "2026-11-26")).toBe(false);
    expect(ok("month", "2016-11-19", "2026-11-26")).toBe(true);
    expect(ok("month", "2016-11-18", "2026-11-26")).toBe(false);
    expect(ok("hour", "2026-11-26", "2026-11-26")).toBe(false);
  });
});
