import { describe, expect, it } from "vitest";
import { recordKn } from "../../i18n/record-texts.kn";
import { chartRows } from "./chart-rows";

describe("the chart's rows", () => {
  it("has a row per date, a line per limb (and its other limb), the difference per affected limb", () => {
    const { rows, volumeLines, differenceLines } = chartRows([
      {
        takenOn: "2026-01-10",
        limb: "left_arm",
        affectedVolumeMl: 309,
        otherVolumeMl: 281,
        differencePercent: 10,
      },
      {
        takenOn: "2026-01-10",
        limb: "right_leg",
        affectedVolumeMl: 5000,
        otherVolumeMl: null,
        differencePercent: null,
      },
      {
        takenOn: "2026-03-10",
        limb: "left_arm",
        affectedVolumeMl: 320,
        otherVolumeMl: 281,
        differencePercent: 13.9,
      },
    ]);
    expect(rows).toEqual([
      {
        takenOn: "2026-01-10",
        left_arm: 309,
        "left_arm-other": 281,
        "left_arm-difference": 10,
        right_leg: 5000,
      },
      { takenOn: "2026-03-10", left_arm: 320, "left_arm-other": 281, "left_arm-difference": 13.9 },
    ]);
    expect(volumeLines.map((l) => l.name)).toEqual([
      "Left arm (affected)",
      "Right arm",
      "Right leg (affected)",
    ]);
    expect(differenceLines.map((l) => l.name)).toEqual(["Difference, left arm"]);
  });

  it("names the lines in the words given: the patient's page in Kannada", () => {
    const at = (limb: "left_arm" | "right_leg") => ({
      takenOn: "2026-03-01",
      limb,
      affectedVolumeMl: 300,
      otherVolumeMl: 280,
      differencePercent: 7,
    });
    const { volumeLines, differenceLines } = chartRows([at("left_arm"), at("right_leg")], {
      ...recordKn.chart,
      limbs: recordKn.limbs,
    });
    expect(volumeLines.map((l) => l.name)).toEqual([
      "ಎಡ ತೋಳು (ಊತವಿರುವುದು)",
      "ಬಲ ತೋಳು",
      "ಬಲ ಕಾಲು (ಊತವಿರುವುದು)",
      "ಎಡ ಕಾಲು",
    ]);
    expect(differenceLines.map((l) => l.name)).toEqual(["ವ್ಯತ್ಯಾಸ, ಎಡ ತೋಳು", "ವ್ಯತ್ಯಾಸ, ಬಲ ಕಾಲು"]);
  });
});
