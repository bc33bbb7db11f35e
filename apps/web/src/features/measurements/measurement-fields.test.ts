import { measurementMessages } from "@clinic/contract/measurements";
import { describe, expect, it } from "vitest";
import { errorsByPath, measurementResolver, startingFields, toRequest } from "./measurement-fields";

const today = "2026-11-25";
const check = (fields: ReturnType<typeof startingFields>) =>
  measurementResolver(today)(fields, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe("the measurement form's fields", () => {
  it("sends the points as typed (a comma is a decimal point), blanks left out, trailing blank rows dropped", () => {
    const fields = { ...startingFields(undefined, today), spacingCm: "4" };
    fields.affectedCm = ["20", "22,5", "", ""];
    fields.otherCm = [];
    fields.otherCm[1] = "21";
    expect(toRequest(fields)).toMatchObject({
      takenOn: today,
      limb: "left_arm",
      spacingCm: 4,
      affectedCm: [20, 22.5],
      otherCm: [Number.NaN, 21],
    });
    expect(toRequest(startingFields(undefined, today))).not.toHaveProperty("otherCm");
  });

  it("keeps a column's own message and its cells' messages, and a future date's before the schema's", async () => {
    const fields = { ...startingFields(undefined, today), takenOn: "2026-11-26" };
    fields.affectedCm = ["20", "22", "24"];
    fields.otherCm = ["20", "130"];
    const { errors } = await check(fields);
    expect(errorsByPath(errors)).toEqual({
      takenOn: measurementMessages.futureDate,
      "otherCm.1": "Each circumference must be between 5 and 120 cm",
      otherCm: measurementMessages.unevenPoints,
    });
  });

  it("hands on the request as built when it is valid", async () => {
    const fields = { ...startingFields(undefined, today), notes: "  Better  " };
    fields.affectedCm = ["20", "22"];
    const result = await check(fields);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(toRequest(fields));
    expect(result.values).toMatchObject({ notes: "  Better  " });
  });

  it("reads react-hook-form's errors by path: a nested cell, an array's root", () => {
    expect(
      errorsByPath({
        takenOn: { type: "server", message: "A", ref: {} },
        affectedCm: Object.assign([undefined, { type: "x", message: "B" }], {
          root: { type: "y", message: "C" },
        }),
      }),
    ).toEqual({ takenOn: "A", "affectedCm.1": "B", affectedCm: "C" });
  });
});
