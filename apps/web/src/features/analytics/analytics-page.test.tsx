// @vitest-environment happy-dom
import type { Analytics, AnalyticsQuery } from "@clinic/contract/admin-analytics";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const asked = vi.hoisted(() => [] as AnalyticsQuery[]);
const empty = {
  noShowRate: null,
  attended: 0,
  noShows: 0,
  booked: 0,
  utilisation: [],
  byPractitioner: [],
  revenueByKind: [],
  revenueInPaisa: 0,
  newPatients: 0,
  returningPatients: 0,
};
const anita = { practitionerId: "p-a", practitionerName: "Anita" };
const totals: Analytics["totals"] = {
  noShowRate: 0.25,
  attended: 3,
  noShows: 1,
  booked: 5,
  utilisation: [
    {
      ...anita,
      kindId: "consultation",
      kindName: "Video consultation",
      bookedMinutes: 120,
      openMinutes: 240,
    },
    { ...anita, kindId: "mld", kindName: "Manual lymphatic drainage", bookedMinutes: 45, openMinutes: 180 },
  ],
  byPractitioner: [{ ...anita, bookedMinutes: 165, openMinutes: 300 }],
  revenueByKind: [
    { kindId: "consultation", kindName: "Video consultation", amountInPaisa: 400_000 },
    { kindId: "mld", kindName: "Manual lymphatic drainage", amountInPaisa: 150_000 },
  ],
  revenueInPaisa: 550_000,
  newPatients: 2,
  returningPatients: 1,
};
const answer = (q: AnalyticsQuery): Analytics => ({
  period: q.period,
  from: q.from,
  to: q.to,
  timezone: "Asia/Kolkata",
  currency: "INR",
  periods: [
    { start: "2026-11-23", from: "2026-11-23", to: "2026-11-29", ...totals },
    { start: "2026-11-30", from: "2026-11-30", to: "2026-12-02", ...empty },
  ],
  totals,
});
vi.mock("./analytics-api", () => ({
  analyticsKey: ["admin", "analytics"],
  useAnalytics: (q: AnalyticsQuery) => {
    asked.push(q);
    return { data: answer(q), isFetching: false, isError: false };
  },
}));
vi.mock("../../lib/clinic-zone", () => ({
  browserTimeZone: () => "Asia/Kolkata",
  useClinicZone: () => "Asia/Kolkata",
  todayKey: () => "2026-12-02",
}));
const { AnalyticsPage } = await import("./analytics-page");

afterEach(() => {
  cleanup();
  asked.length = 0;
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AnalyticsPage />
    </QueryClientProvider>,
  );
}

describe("the analytics page", () => {
  it("asks for the last 12 weeks first, then the last 6 months when grouped by month", async () => {
    show();
    expect(asked.at(-1)).toEqual({ period: "week", from: "2026-09-14", to: "2026-12-02" });
    await userEvent.selectOptions(screen.getByLabelText("Group by"), "month");
    expect(asked.at(-1)).toEqual({ period: "month", from: "2026-07-01", to: "2026-12-02" });
  });

  it("sums up the range in cards: no-show rate, utilisation, revenue, new and returning", () => {
    show();
    expect(screen.getByTestId("analytics-no-show").textContent).toContain("25.0%");
    expect(screen.getByTestId("analytics-no-show").textContent).toContain("1 no-show of 4 marked");
    expect(screen.getByTestId("analytics-utilisation-card").textContent).toContain("55.0%");
    expect(screen.getByTestId("analytics-revenue-card").textContent).toContain("₹5,500.00");
    expect(screen.getByTestId("analytics-patients").textContent).toContain("2 new · 1 returning");
  });

  it("lists each period, utilisation per practitioner and kind, and revenue by kind", () => {
    show();
    const periods = within(screen.getByTestId("analytics-periods"));
    expect(periods.getByRole("rowheader", { name: "Week of 23 Nov" })).toBeTruthy();
    const empty = periods.getByRole("rowheader", { name: "Week of 30 Nov" }).closest("tr");
    // A period with nothing marked or offered shows dashes, not 0 %.
    expect(empty?.textContent).toContain("—");
    const utilisation = within(screen.getByTestId("analytics-utilisation"));
    const mld = utilisation.getByText("Manual lymphatic drainage").closest("tr");
    expect(mld?.textContent).toContain("0.8 h");
    expect(mld?.textContent).toContain("3.0 h");
    expect(mld?.textContent).toContain("25.0%");
    const revenue = within(screen.getByTestId("analytics-revenue"));
    expect(revenue.getByText("₹4,000.00")).toBeTruthy();
    expect(revenue.getByText("₹5,500.00")).toBeTruthy();
  });

  it("does not ask for a range it knows is wrong, and says why", async () => {
    show();
    const before = asked.length;
    const from = screen.getByLabelText("From");
    await userEvent.clear(from);
    await userEvent.type(from, "2027-01-01");
    expect(screen.getByRole("status").textContent).toBe("The start date must not be after the end date.");
    expect(asked.slice(before).every((q) => q.from <= q.to)).toBe(true);
  });
});
