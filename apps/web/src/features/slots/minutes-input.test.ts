import { bufferLimits, durationLimits } from "@clinic/contract/slot-generator";
import { describe, expect, it } from "vitest";
import { settledMinutes, typedMinutes } from "./minutes-input";

describe("bulk create minutes fields (admin.md §5: duration 15-180, buffer 0-60)", () => {
  it("typing '120' key by key is not clamped on the way", () => {
    expect(["1", "12", "120"].map((t) => typedMinutes(t, durationLimits))).toEqual([null, null, 120]);
    expect(typedMinutes("", durationLimits)).toBeNull();
    expect(typedMinutes("200", durationLimits)).toBeNull();
    expect(typedMinutes("0", bufferLimits)).toBe(0);
  });

  it("clamps on blur and submit; an empty field goes back to the last valid value", () => {
    expect(settledMinutes("5", durationLimits, 60)).toBe(15);
    expect(settledMinutes("500", durationLimits, 60)).toBe(180);
    expect(settledMinutes("120", durationLimits, 60)).toBe(120);
    expect(settledMinutes("", durationLimits, 90)).toBe(90);
    expect(settledMinutes("  ", bufferLimits, 15)).toBe(15);
    expect(settledMinutes("99", bufferLimits, 15)).toBe(60);
    expect(settledMinutes("-3", bufferLimits, 15)).toBe(0);
    expect(settledMinutes("22.6", bufferLimits, 15)).toBe(23);
  });
});
