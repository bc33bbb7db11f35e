import { describe, expect, it } from "vitest";
import {
  futureDateFields,
  measurementMessages,
  measurementRequestSchema,
  measurementSettingsSchema,
} from "./measurements";

const valid = { takenOn: "2026-11-20", limb: "left_arm", spacingCm: 4, affectedCm: [20, 22, 24] };

function fieldErrors(input: unknown): Record<string, string> {
  const result = measurementRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("a measurement session's request", () => {
  it("takes the issue's fields and keeps the values as entered", () => {
    const parsed = measurementRequestSchema.parse({ ...valid, otherCm: [20, 21.5, 22.25] });
    expect(parsed.affectedCm).toEqual([20, 22, 24]);
    expect(parsed.otherCm).toEqual([20, 21.5, 22.25]);
  });

  it("refuses circumferences outside 5–120 cm, naming the point", () => {
    expect(fieldErrors({ ...valid, affectedCm: [20, 4.9, 24] })).toEqual({
      "affectedCm.1": measurementMessages.circumference,
    });
    expect(fieldErrors({ ...valid, otherCm: [20, 22, 120.1] })).toEqual({
      "otherCm.2": measurementMessages.circumference,
    });
  });

  it("refuses uneven point counts, a spacing outside 1–20 cm, a bad date or limb", () => {
    expect(fieldErrors({ ...valid, otherCm: [20, 22] })).toEqual({
      otherCm: measurementMessages.unevenPoints,
    });
    expect(fieldErrors({ ...valid, spacingCm: 0.5 })).toEqual({ spacingCm: measurementMessages.spacing });
    expect(fieldErrors({ ...valid, spacingCm: 21 })).toEqual({ spacingCm: measurementMessages.spacing });
    expect(fieldErrors({ ...valid, takenOn: "2026-02-30" })).toEqual({
      takenOn: measurementMessages.takenOn,
    });
    expect(fieldErrors({ ...valid, limb: "left_foot" })).toEqual({ limb: measurementMessages.limb });
    expect(fieldErrors({ ...valid, affectedCm: [20] })).toEqual({
      affectedCm: measurementMessages.tooFewPoints,
    });
    expect(fieldErrors({ ...valid, islStage: "IV" })).toEqual({ islStage: measurementMessages.islStage });
  });
});

describe("the tracker's settings", () => {
  it("keep the clinical threshold above the subclinical one and garments at 3 or 6 months", () => {
    const ok = { subclinicalPercent: 5, clinicalPercent: 10, garmentReplaceMonths: 6, remeasureWeeks: 12 };
    expect(measurementSettingsSchema.safeParse(ok).success).toBe(true);
    expect(measurementSettingsSchema.safeParse({ ...ok, clinicalPercent: 5 }).success).toBe(false);
    expect(measurementSettingsSchema.safeParse({ ...ok, garmentReplaceMonths: 4 }).success).toBe(false);
  });
});

describe("futureDateFields", () => {
  it("names each date after the clinic's today, the session's and the garment's", () => {
    const today = "2026-11-27";
    expect(futureDateFields({ takenOn: today, garmentIssuedOn: today }, today)).toEqual({});
    expect(futureDateFields({ takenOn: "2026-11-28" }, today)).toEqual({
      takenOn: measurementMessages.futureDate,
    });
    expect(futureDateFields({ takenOn: "2026-11-01", garmentIssuedOn: "2027-01-01" }, today)).toEqual({
      garmentIssuedOn: measurementMessages.futureDate,
    });
  });
});
