import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultVolumeThresholds,
  differencePercent,
  limbVolumeMl,
  roundTo1,
  segmentVolumeMl,
  sessionChange,
  sessionFlag,
  sessionVolumes,
  volumeFlag,
  volumeTrend,
} from "./limb-volume";

/*
 * Worked examples, computed by hand (π = 3.14159265…), quoted in decision 0107 and the note.
 */
describe("worked examples", () => {
  it("one segment: C1 = 20 cm, C2 = 24 cm, h = 4 cm → 154.5 ml", () => {
    // 20² + 20·24 + 24² = 400 + 480 + 576 = 1456; 4 · 1456 = 5824; 12π = 37.6991…
    // 5824 / 37.6991 = 154.486 ml
    expect(segmentVolumeMl(20, 24, 4)).toBeCloseTo(154.486, 3);
  });

  it("a cylinder: C = 30 cm over 10 cm is π r² h = 2250/π = 716.2 ml", () => {
    // r = 30/(2π); π r² h = π · 900/(4π²) · 10 = 9000/(4π) = 2250/π = 716.197 ml
    // by the formula: 10 · (900 + 900 + 900)/(12π) = 27000/(12π) = 2250/π, the same.
    expect(segmentVolumeMl(30, 30, 10)).toBeCloseTo(716.197, 3);
    expect(limbVolumeMl([30, 30], 10)).toBeCloseTo(2250 / Math.PI, 9);
  });

  it("an arm at 4 cm: affected 20, 22, 24 cm; other 20, 21, 22 cm → 309.0 ml, 281.0 ml, 10.0 %", () => {
    // affected: (20,22) 400 + 440 + 484 = 1324; (22,24) 484 + 528 + 576 = 1588; sum 2912
    //   V = 4 · 2912/(12π) = 2912/(3π) = 308.973 ml
    // other:    (20,21) 400 + 420 + 441 = 1261; (21,22) 441 + 462 + 484 = 1387; sum 2648
    //   V = 2648/(3π) = 280.962 ml
    // difference: 264/(3π) = 28.011 ml; 264/2648 × 100 = 9.970 % → 10.0 % (rounded to 0.1)
    const v = sessionVolumes({ spacingCm: 4, affectedCm: [20, 22, 24], otherCm: [20, 21, 22] });
    expect(v.affectedVolumeMl).toBe(309.0);
    expect(v.otherVolumeMl).toBe(281.0);
    expect(v.differenceMl).toBe(28.0);
    expect(v.differencePercent).toBe(10.0);
    // The flag reads the percentage as shown: 10.0 % is at the clinical threshold.
    expect(sessionFlag(v, null, defaultVolumeThresholds).flag).toBe("clinical");
  });

  it("an arm at 10 cm: affected 18, 20, 23, 25, 27; other 18, 19.5, 22, 23.5, 25 → 1652.8 ml, 1503.1 ml, 10.0 %", () => {
    // affected: (18,20) 324+360+400 = 1084; (20,23) 400+460+529 = 1389; (23,25) 529+575+625 = 1729;
    //   (25,27) 625+675+729 = 2029; sum 6231; V = 10 · 6231/(12π) = 62310/37.6991 = 1652.824 ml
    // other: (18,19.5) 324+351+380.25 = 1055.25; (19.5,22) 380.25+429+484 = 1293.25;
    //   (22,23.5) 484+517+552.25 = 1553.25; (23.5,25) 552.25+587.5+625 = 1764.75; sum 5666.5
    //   V = 56665/37.6991 = 1503.086 ml
    // difference: 564.5/5666.5 × 100 = 9.962 % → 10.0 %
    const v = sessionVolumes({
      spacingCm: 10,
      affectedCm: [18, 20, 23, 25, 27],
      otherCm: [18, 19.5, 22, 23.5, 25],
    });
    expect(v.affectedVolumeMl).toBe(1652.8);
    expect(v.otherVolumeMl).toBe(1503.1);
    expect(v.differencePercent).toBe(10.0);
  });

  it("change against the first session: affected 20, 22, 24 → 21, 23, 25 with the other limb 20, 21, 22 both times", () => {
    // baseline A1 = 2912/(3π) = 308.973 ml, U1 = 2648/(3π) = 280.962 ml (above)
    // now: (21,23) 441 + 483 + 529 = 1453; (23,25) 529 + 575 + 625 = 1729; sum 3182
    //   A2 = 3182/(3π) = 337.621 ml; U2 = U1
    // volume change: 270/(3π) = 28.648 ml → 28.6 ml; 270/2912 = 9.272 % → 9.3 %
    // excess then 264/(3π), now 534/(3π): change 270/(3π) = 28.6 ml
    // relative volume change (A2·U1)/(U2·A1) − 1 = 3182/2912 − 1 = 9.272 % → 9.3 %
    // difference now: 534/2648 = 20.166 % → 20.2 %
    const baseline = sessionVolumes({ spacingCm: 4, affectedCm: [20, 22, 24], otherCm: [20, 21, 22] });
    const now = sessionVolumes({ spacingCm: 4, affectedCm: [21, 23, 25], otherCm: [20, 21, 22] });
    expect(now.affectedVolumeMl).toBe(337.6);
    expect(now.differencePercent).toBe(20.2);
    expect(sessionChange(now, baseline)).toEqual({
      volumeChangeMl: 28.6,
      volumeChangePercent: 9.3,
      excessChangeMl: 28.6,
      relativeVolumeChangePercent: 9.3,
    });
  });

  it("without the other limb, the flag reads the change against the first session", () => {
    const baseline = sessionVolumes({ spacingCm: 4, affectedCm: [20, 22, 24] });
    const now = sessionVolumes({ spacingCm: 4, affectedCm: [21, 23, 25] });
    expect(now.otherVolumeMl).toBeNull();
    expect(now.differencePercent).toBeNull();
    const change = sessionChange(now, baseline);
    expect(change.excessChangeMl).toBeNull();
    expect(change.relativeVolumeChangePercent).toBeNull();
    expect(sessionFlag(now, change, defaultVolumeThresholds)).toEqual({
      flag: "subclinical",
      flagBasis: "change",
    });
  });
});

describe("flags and rounding", () => {
  it("flags at or over 5 % and 10 %, with thresholds from the settings", () => {
    expect(volumeFlag(4.9, defaultVolumeThresholds)).toBe("none");
    expect(volumeFlag(5.0, defaultVolumeThresholds)).toBe("subclinical");
    expect(volumeFlag(9.9, defaultVolumeThresholds)).toBe("subclinical");
    expect(volumeFlag(10.0, defaultVolumeThresholds)).toBe("clinical");
    expect(volumeFlag(-12, defaultVolumeThresholds)).toBe("none");
    expect(volumeFlag(7, { subclinicalPercent: 3, clinicalPercent: 7 })).toBe("clinical");
    expect(volumeFlag(null, defaultVolumeThresholds)).toBe("none");
  });

  it("rounds half away from zero", () => {
    expect(roundTo1(2.25)).toBe(2.3);
    expect(roundTo1(-2.25)).toBe(-2.3);
    expect(roundTo1(9.96)).toBe(10);
    expect(differencePercent(100, 100)).toBe(0);
  });
});

const circumference = fc.double({ min: 5, max: 120, noNaN: true });
const spacing = fc.double({ min: 1, max: 20, noNaN: true });
const limb = fc.array(circumference, { minLength: 2, maxLength: 30 });

describe("properties", () => {
  it("volume grows when any circumference grows", () => {
    fc.assert(
      fc.property(limb, spacing, fc.nat(), fc.double({ min: 0.1, max: 10, noNaN: true }), (c, h, at, by) => {
        const i = at % c.length;
        const bigger = c.map((v, j) => (j === i ? v + by : v));
        expect(limbVolumeMl(bigger, h)).toBeGreaterThan(limbVolumeMl(c, h));
      }),
    );
  });

  it("equal limbs differ by 0 % and 0 ml", () => {
    fc.assert(
      fc.property(limb, spacing, (c, h) => {
        const v = sessionVolumes({ spacingCm: h, affectedCm: c, otherCm: [...c] });
        expect(v.differencePercent).toBe(0);
        expect(v.differenceMl).toBe(0);
      }),
    );
  });

  it("a constant circumference is a cylinder: π r² h over the whole length", () => {
    fc.assert(
      fc.property(circumference, spacing, fc.integer({ min: 2, max: 30 }), (c, h, n) => {
        const r = c / (2 * Math.PI);
        const cylinder = Math.PI * r * r * h * (n - 1);
        expect(limbVolumeMl(Array(n).fill(c), h)).toBeCloseTo(cylinder, 6);
      }),
    );
  });

  it("volume is linear in the spacing and the sum of its segments", () => {
    fc.assert(
      fc.property(limb, spacing, (c, h) => {
        expect(limbVolumeMl(c, 2 * h)).toBeCloseTo(2 * limbVolumeMl(c, h), 6);
        const cut = Math.max(1, Math.floor(c.length / 2));
        const split = limbVolumeMl(c.slice(0, cut + 1), h) + limbVolumeMl(c.slice(cut), h);
        expect(split).toBeCloseTo(limbVolumeMl(c, h), 6);
      }),
    );
  });

  it("a frustum lies between the cylinders of its two circumferences", () => {
    fc.assert(
      fc.property(circumference, circumference, spacing, (a, b, h) => {
        const v = segmentVolumeMl(a, b, h);
        expect(v).toBeGreaterThanOrEqual(segmentVolumeMl(Math.min(a, b), Math.min(a, b), h) - 1e-9);
        expect(v).toBeLessThanOrEqual(segmentVolumeMl(Math.max(a, b), Math.max(a, b), h) + 1e-9);
      }),
    );
  });

  it("the difference's sign follows which limb is bigger; a session against itself changes nothing", () => {
    fc.assert(
      fc.property(limb, limb, spacing, (a, o, h) => {
        const n = Math.min(a.length, o.length);
        const v = sessionVolumes({ spacingCm: h, affectedCm: a.slice(0, n), otherCm: o.slice(0, n) });
        const sign = Math.sign(v.exactAffectedMl - (v.exactOtherMl as number));
        expect(Math.sign(v.differencePercent as number) + 0).toBe(
          Math.abs(v.differencePercent as number) < 0.05 ? 0 : sign + 0,
        );
        expect(sessionChange(v, v)).toEqual({
          volumeChangeMl: 0,
          volumeChangePercent: 0,
          excessChangeMl: 0,
          relativeVolumeChangePercent: 0,
        });
      }),
    );
  });
});

describe("the trend between two sessions of a limb (the patient's view, issue 32)", () => {
  it("reads the difference from the other limb when both sessions have it, in percentage points", () => {
    const at = (differencePercent: number | null, affectedVolumeMl = 300) => ({
      affectedVolumeMl,
      differencePercent,
    });
    expect(volumeTrend(at(12), at(9.5))).toEqual({ trend: "improving", basis: "difference", change: -2.5 });
    expect(volumeTrend(at(9.5), at(12))).toEqual({ trend: "worsening", basis: "difference", change: 2.5 });
    // Under 2 points either way: about the same (a tape's own spread); exactly 2 is a change.
    expect(volumeTrend(at(10), at(11.9)).trend).toBe("steady");
    expect(volumeTrend(at(10), at(8.1)).trend).toBe("steady");
    expect(volumeTrend(at(10), at(12)).trend).toBe("worsening");
    expect(volumeTrend(at(10), at(8)).trend).toBe("improving");
  });

  it("reads the affected limb's own volume when a session lacks the other limb", () => {
    const at = (affectedVolumeMl: number, differencePercent: number | null = null) => ({
      affectedVolumeMl,
      differencePercent,
    });
    expect(volumeTrend(at(400), at(380))).toEqual({ trend: "improving", basis: "volume", change: -5 });
    expect(volumeTrend(at(400, 10), at(420))).toEqual({ trend: "worsening", basis: "volume", change: 5 });
    expect(volumeTrend(at(400), at(404))).toEqual({ trend: "steady", basis: "volume", change: 1 });
  });
});
