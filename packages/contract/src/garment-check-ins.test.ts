import { describe, expect, it } from "vitest";
import { checkInAnswerSchema, checkInDueOn } from "./garment-check-ins";

describe("checkInDueOn", () => {
  it("is a week after the opt-in, then every week; the latest one reached", () => {
    expect(checkInDueOn("2026-12-01", "2026-12-07")).toBeUndefined();
    expect(checkInDueOn("2026-12-01", "2026-12-08")).toBe("2026-12-08");
    expect(checkInDueOn("2026-12-01", "2026-12-14")).toBe("2026-12-08");
    expect(checkInDueOn("2026-12-01", "2026-12-15")).toBe("2026-12-15");
    // Across the year's end, a month of 31 days and a leap February.
    expect(checkInDueOn("2026-12-28", "2027-01-04")).toBe("2027-01-04");
    expect(checkInDueOn("2028-02-22", "2028-03-01")).toBe("2028-02-29");
  });
});

describe("an answer", () => {
  it("is whole hours from 0 to 24", () => {
    expect(checkInAnswerSchema.safeParse({ hoursPerDay: 0 }).success).toBe(true);
    expect(checkInAnswerSchema.safeParse({ hoursPerDay: 24 }).success).toBe(true);
    for (const hoursPerDay of [-1, 25, 7.5, "8"])
      expect(checkInAnswerSchema.safeParse({ hoursPerDay }).success, String(hoursPerDay)).toBe(false);
  });
});
