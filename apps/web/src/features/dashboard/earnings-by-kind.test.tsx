// @vitest-environment happy-dom
import type { Earnings } from "@clinic/contract/admin-earnings";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EarningsByKind } from "./earnings-by-kind";

afterEach(cleanup);

const money = { gross: 0, tax: 0, refunds: 0, net: 0, count: 0 };
const earnings = (byKind: Earnings["byKind"]): Earnings => ({
  granularity: "month",
  from: "2026-11-01",
  to: "2026-11-30",
  timezone: "Asia/Kolkata",
  currency: "INR",
  periods: [],
  totals: money,
  byKind,
});

describe("earnings by appointment kind (issue 34)", () => {
  it("lists each kind's paid bookings and money", () => {
    render(
      <EarningsByKind
        data={earnings([
          {
            ...money,
            kindId: "consultation",
            name: "Video consultation",
            gross: 400_000,
            net: 338_983,
            count: 2,
          },
          {
            ...money,
            kindId: "mld",
            name: "Manual lymphatic drainage",
            gross: 150_000,
            net: 150_000,
            count: 1,
          },
        ])}
      />,
    );
    const table = screen.getByRole("table", { name: /Earnings by appointment kind/ });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Video consultation");
    expect(rows[1]?.textContent).toContain("₹4,000.00");
    expect(rows[2]?.textContent).toContain("Manual lymphatic drainage");
    expect(rows[2]?.textContent).toContain("₹1,500.00");
  });

  it("is left out with one kind: it would repeat the totals", () => {
    render(
      <EarningsByKind data={earnings([{ ...money, kindId: "consultation", name: "Video consultation" }])} />,
    );
    expect(screen.queryByRole("table")).toBeNull();
  });
});
