import { defaultBusinessHours } from "@clinic/contract/admin-settings";
import { describe, expect, it } from "vitest";
import { businessHoursOf } from "./opening-hours";

describe("the stored business hours", () => {
  const content = { ...defaultBusinessHours, saturday: { closed: false, open: "09:00", close: "15:00" } };

  it("are the saved week, else the first value", () => {
    expect(businessHoursOf({ businessHours: defaultBusinessHours }, content)).toEqual(defaultBusinessHours);
    expect(businessHoursOf(undefined, content)).toBe(content);
    expect(businessHoursOf({ adminEmail: "a@b.example" }, content)).toBe(content);
  });

  it("fall back to the first value when the stored week is not one", () => {
    const broken = { ...defaultBusinessHours, monday: { closed: false, open: "18:00", close: "09:00" } };
    expect(businessHoursOf({ businessHours: broken }, content)).toBe(content);
    expect(businessHoursOf({ businessHours: { monday: null } }, content)).toBe(content);
  });
});
