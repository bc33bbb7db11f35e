import { defaultBusinessHours } from "@clinic/contract/admin-settings";
import { describe, expect, it } from "vitest";
import { windowFromBusinessHours } from "./business-hours-window";

describe("bulk create's default window from business hours", () => {
  it("takes the open weekdays and the first open day's hours", () => {
    expect(windowFromBusinessHours(defaultBusinessHours)).toEqual({
      startTime: "09:00",
      endTime: "17:00",
      weekdays: [1, 2, 3, 4, 5],
    });
    const mondayClosed = {
      ...defaultBusinessHours,
      monday: { closed: true, open: "09:00", close: "17:00" },
      tuesday: { closed: false, open: "10:00", close: "14:00" },
    };
    expect(windowFromBusinessHours(mondayClosed)).toMatchObject({ startTime: "10:00", endTime: "14:00" });
  });

  it("gives nothing when every day is closed", () => {
    const closed = Object.fromEntries(
      Object.entries(defaultBusinessHours).map(([d, h]) => [d, { ...h, closed: true }]),
    ) as typeof defaultBusinessHours;
    expect(windowFromBusinessHours(closed)).toBeUndefined();
  });
});
