import { volumeTrend } from "@clinic/contract/limb-volume";
import { describe, expect, it } from "vitest";
import { flagInWords, trendInWords } from "./my-measurements-words";

const t = { subclinicalPercent: 5, clinicalPercent: 10 };
const at = (takenOn: string, differencePercent: number | null, affectedVolumeMl = 400) => ({
  takenOn,
  differencePercent,
  affectedVolumeMl,
});

describe("the patient's measurements in words (issue 32)", () => {
  it("says what each flag means with the clinic's thresholds, and that the practitioner will talk it through", () => {
    expect(flagInWords("clinical", { subclinicalPercent: 4, clinicalPercent: 8 })).toMatch(
      /^Your affected limb is 8 % or more larger than your other limb\. .* Your practitioner will talk it through with you/,
    );
    expect(flagInWords("subclinical", t)).toMatch(/a little larger than your other limb \(5 % or more\)/);
    expect(flagInWords("none", t)).toBe("Your two limbs are within 5 % of each other.");
    for (const flag of ["clinical", "subclinical", "none"] as const)
      expect(flagInWords(flag, t)).not.toMatch(/clinical|≥/i);
  });

  it("words each trend, by the difference or by the volume", () => {
    const words = (a: ReturnType<typeof at>, b: ReturnType<typeof at>) =>
      trendInWords(volumeTrend(a, b), a, b);
    expect(words(at("2026-10-20", 9.5), at("2026-11-20", 12))).toBe(
      "The difference between your limbs went up from 9.5 % to 12.0 % since your visit on Tue, 20 Oct 2026. Your practitioner will go through this with you.",
    );
    expect(words(at("2026-10-20", 10), at("2026-11-20", 10.6))).toBe(
      "The difference between your limbs is about the same since your visit on Tue, 20 Oct 2026 (10.0 % then, 10.6 % now).",
    );
    expect(words(at("2026-10-20", null, 400), at("2026-11-20", null, 380))).toBe(
      "The volume of your affected limb went down by 5.0 % since your visit on Tue, 20 Oct 2026.",
    );
    expect(words(at("2026-10-20", null, 400), at("2026-11-20", null, 404))).toBe(
      "The volume of your affected limb is about the same since your visit on Tue, 20 Oct 2026.",
    );
  });
});
