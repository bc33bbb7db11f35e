import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceTimeZone, sameTimeZone } from "./time-zone";

describe("time zones without Temporal (Intl, as in Node 20 and older browsers)", () => {
  it("names the device's zone", () => {
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("knows an old name and its new one are one zone, and two zones apart are not", () => {
    expect(sameTimeZone("Asia/Calcutta", "Asia/Kolkata")).toBe(true);
    expect(sameTimeZone("UTC", "Asia/Kolkata")).toBe(false);
    expect(sameTimeZone("Nowhere/Land", "UTC")).toBe(false);
  });
});

describe("time zones with Temporal (current browsers; the booking e2e runs the real one)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks Temporal, not an Intl formatter", () => {
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    const zoned = (tz: string) => {
      if (tz.startsWith("Nowhere")) throw new RangeError(`unknown zone ${tz}`);
      const canonical = tz === "Asia/Calcutta" ? "Asia/Kolkata" : tz;
      return { canonical, equals: (other: { canonical: string }) => other.canonical === canonical };
    };
    vi.stubGlobal("Temporal", {
      Now: { timeZoneId: () => "Asia/Calcutta", instant: () => ({ toZonedDateTimeISO: zoned }) },
    });
    expect(deviceTimeZone()).toBe("Asia/Calcutta");
    expect(sameTimeZone("Asia/Calcutta", "Asia/Kolkata")).toBe(true);
    expect(sameTimeZone("UTC", "Asia/Kolkata")).toBe(false);
    expect(sameTimeZone("Nowhere/Land", "UTC")).toBe(false);
    expect(formatter).not.toHaveBeenCalled();
    formatter.mockRestore();
  });
});
