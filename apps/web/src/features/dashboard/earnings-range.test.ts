import { describe, expect, it } from "vitest";
import { defaultRange, rangeProblem } from "./earnings-range";

describe("earnings range", () => {
  it("defaults to recent periods ending on the given day", () => {
    expect(defaultRange("day", "2026-11-25")).toEqual({
      granularity: "day",
      from: "2026-10-27",
      to: "2026-11-25",
    });
    expect(defaultRange("week", "2026-11-25")).toEqual({
      granularity: "week",
      from: "2026-09-03",
      to: "2026-11-25",
    });
    expect(defaultRange("month", "2026-11-25").from).toBe("2025-11-26");
  });

  it("explains a range the server would refuse", () => {
    expect(rangeProblem({ granularity: "day", from: "2026-11-26", to: "2026-11-25" })).toBe(
      "The start date must not be after the end date.",
    );
    expect(rangeProblem({ granularity: "day", from: "", to: "2026-11-25" })).toBe("Choose both dates.");
    expect(rangeProblem({ granularity: "day", from: "2025-01-01", to: "2026-11-25" })).toMatch(
      /at most 366 days/,
    );
    expect(rangeProblem({ granularity: "month", from: "2025-01-01", to: "2026-11-25" })).toBeNull();
  });
});
