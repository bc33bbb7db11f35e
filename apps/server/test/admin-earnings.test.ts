import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { signedInCaller } from "./support/admin-test-app";
import { dashboardApp, seedDashboardFixture } from "./support/dashboard-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

// Tax contained in the fixture's tax-inclusive amounts at 18 % (decision 0017).
const tax = { 100000: 15_254, 150000: 22_881, 200000: 30_508, 250000: 38_136 };
const zero = { gross: 0, tax: 0, refunds: 0, net: 0, count: 0 };

async function earnings(query: string) {
  await seedDashboardFixture(handle.db);
  const call = await signedInCaller(dashboardApp(handle.db).app);
  return call("GET", `/api/admin/earnings?${query}`);
}

describe("GET /api/admin/earnings", () => {
  it("adds up each day of payment in IST: Sunday 23:50 and Monday 00:10 fall on their own days", async () => {
    const res = await earnings("granularity=day&from=2026-11-20&to=2026-11-25");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { periods, totals, byKind, ...rest } = res.json.data;
    // Every payment here is the default kind's: its totals are the range's (issue 34).
    expect(byKind).toEqual([{ kindId: "consultation", name: "Video consultation", ...totals }]);
    expect(rest).toEqual({
      granularity: "day",
      from: "2026-11-20",
      to: "2026-11-25",
      timezone: "Asia/Kolkata",
      currency: "INR",
    });
    expect(periods).toEqual([
      {
        period: "2026-11-20",
        from: "2026-11-20",
        to: "2026-11-20",
        gross: 150_000,
        tax: tax[150_000],
        refunds: 0,
        net: 150_000 - tax[150_000],
        count: 1,
      },
      { period: "2026-11-21", from: "2026-11-21", to: "2026-11-21", ...zero },
      {
        period: "2026-11-22",
        from: "2026-11-22",
        to: "2026-11-22",
        gross: 200_000,
        tax: tax[200_000],
        refunds: 0,
        net: 200_000 - tax[200_000],
        count: 1,
      },
      {
        period: "2026-11-23",
        from: "2026-11-23",
        to: "2026-11-23",
        gross: 450_000,
        tax: tax[200_000] + tax[250_000],
        refunds: 0,
        net: 450_000 - tax[200_000] - tax[250_000],
        count: 2,
      },
      // Paid on the 24th and cancelled since: all of it refunded, no tax owed.
      {
        period: "2026-11-24",
        from: "2026-11-24",
        to: "2026-11-24",
        gross: 200_000,
        tax: 0,
        refunds: 200_000,
        net: 0,
        count: 1,
      },
      { period: "2026-11-25", from: "2026-11-25", to: "2026-11-25", ...zero },
    ]);
    expect(totals).toEqual({
      gross: 1_000_000,
      tax: tax[150_000] + 2 * tax[200_000] + tax[250_000],
      refunds: 200_000,
      net: 1_000_000 - 200_000 - (tax[150_000] + 2 * tax[200_000] + tax[250_000]),
      count: 5,
    });
  });

  it("starts weeks on Monday in IST: Sunday 23:50 closes one week, Monday 00:10 opens the next", async () => {
    const res = await earnings("granularity=week&from=2026-11-16&to=2026-11-29");
    expect(res.json.data.periods).toEqual([
      {
        period: "2026-11-16",
        from: "2026-11-16",
        to: "2026-11-22",
        gross: 350_000,
        tax: tax[150_000] + tax[200_000],
        refunds: 0,
        net: 350_000 - tax[150_000] - tax[200_000],
        count: 2,
      },
      {
        period: "2026-11-23",
        from: "2026-11-23",
        to: "2026-11-29",
        gross: 650_000,
        tax: tax[200_000] + tax[250_000],
        refunds: 200_000,
        net: 650_000 - 200_000 - tax[200_000] - tax[250_000],
        count: 3,
      },
    ]);
  });

  it("clips the first and last periods to the range asked for", async () => {
    const res = await earnings("granularity=week&from=2026-11-21&to=2026-11-23");
    expect(res.json.data.periods).toEqual([
      {
        period: "2026-11-16",
        from: "2026-11-21",
        to: "2026-11-22",
        gross: 200_000,
        tax: tax[200_000],
        refunds: 0,
        net: 200_000 - tax[200_000],
        count: 1,
      },
      {
        period: "2026-11-23",
        from: "2026-11-23",
        to: "2026-11-23",
        gross: 450_000,
        tax: tax[200_000] + tax[250_000],
        refunds: 0,
        net: 450_000 - tax[200_000] - tax[250_000],
        count: 2,
      },
    ]);
  });

  it("counts a payment at 00:10 IST on 1 November in November (it is 31 October in UTC)", async () => {
    const res = await earnings("granularity=month&from=2026-10-01&to=2026-11-30");
    const [october, november] = res.json.data.periods;
    expect(october).toEqual({ period: "2026-10-01", from: "2026-10-01", to: "2026-10-31", ...zero });
    expect(november).toMatchObject({
      period: "2026-11-01",
      to: "2026-11-30",
      gross: 1_100_000,
      refunds: 200_000,
      count: 6,
    });
    expect(november.tax).toBe(tax[100_000] + tax[150_000] + 2 * tax[200_000] + tax[250_000]);
  });

  it("defaults to the last 30 days ending today in the clinic's zone", async () => {
    const res = await earnings("granularity=day");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ from: "2026-10-27", to: "2026-11-25" });
    expect(res.json.data.periods).toHaveLength(30);
    expect(res.json.data.totals.count).toBe(6);
  });

  it.each([
    ["granularity=year&from=2026-11-01&to=2026-11-30", "granularity"],
    ["from=2026-11-01&to=2026-11-30", "granularity"],
    ["granularity=day&from=2026-11-30&to=2026-11-01", "to"],
    ["granularity=day&from=2026-13-01&to=2026-12-30", "from"],
    ["granularity=day&from=2025-11-01&to=2026-11-30", "from"],
    ["granularity=week&from=2020-01-01&to=2026-11-30", "from"],
    ["granularity=month&from=1990-01-01&to=2026-11-30", "from"],
    ["granularity=day&from=2024-01-01", "from"],
  ])("refuses %s with 400 and the field's reason", async (query, field) => {
    const res = await earnings(query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: "validation_failed" });
    expect(res.json.fields[field]).toEqual(expect.any(String));
  });

  it("accepts the longest range each granularity allows", async () => {
    expect((await earnings("granularity=day&from=2025-11-26&to=2026-11-26")).status).toBe(200);
  });

  it("is refused without a session (401)", async () => {
    const { error, response } = await typedClient(dashboardApp(handle.db).app).GET("/api/admin/earnings", {
      params: { query: { granularity: "day" } },
    });
    expect(response.status).toBe(401);
    expect(error?.code).toBe("unauthenticated");
  });
});
