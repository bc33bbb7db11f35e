import { isIanaTimeZone } from "@clinic/contract/time-zone";
import { describe, expect, it } from "vitest";
import { currentZoneName, timeZoneChoices } from "./time-zones";

/** What Chromium's Intl.supportedValuesOf("timeZone") gives: old names, and no UTC. */
const chromiumLike = ["America/Godthab", "Asia/Calcutta", "Asia/Katmandu", "Europe/London", "Europe/Kiev"];

describe("the Timezone select of /book", () => {
  it("always offers Asia/Kolkata and UTC, under their current names", () => {
    const { zones } = timeZoneChoices(chromiumLike, "Europe/London");
    expect(zones).toContain("Asia/Kolkata");
    expect(zones).toContain("UTC");
    expect(zones).toContain("Europe/Kyiv");
    expect(zones).not.toContain("Asia/Calcutta");
    expect(zones).toEqual([...zones].sort());
  });

  it("a browser in India (reporting Asia/Calcutta) gets Asia/Kolkata, the clinic's zone", () => {
    expect(timeZoneChoices(chromiumLike, "Asia/Calcutta").initial).toBe("Asia/Kolkata");
    expect(timeZoneChoices(chromiumLike, "Asia/Kolkata").initial).toBe("Asia/Kolkata");
  });

  it("a browser in UTC gets UTC, shown and sent", () => {
    for (const zone of ["UTC", "Etc/UTC"]) {
      const { zones, initial } = timeZoneChoices(chromiumLike, zone);
      expect(initial).toBe("UTC");
      expect(zones).toContain(initial);
    }
  });

  it("the visitor's own zone and the clinic's are offered even when the browser does not list them", () => {
    const { zones, initial } = timeZoneChoices([], "America/Argentina/ComodRivadavia", "Asia/Dubai");
    expect(initial).toBe("America/Argentina/ComodRivadavia");
    expect(zones).toEqual(["America/Argentina/ComodRivadavia", "Asia/Dubai", "Asia/Kolkata", "UTC"]);
    expect(timeZoneChoices([], "Asia/Dubai", "Asia/Dubai").initial).toBe("Asia/Dubai");
    expect(timeZoneChoices([], "", "Asia/Kolkata").initial).toBe("UTC");
  });

  it("every name offered from this runtime's list is one the server accepts", () => {
    const { zones } = timeZoneChoices(Intl.supportedValuesOf("timeZone"), "UTC");
    expect(zones.filter((zone) => !isIanaTimeZone(zone))).toEqual([]);
    expect(currentZoneName("Europe/London")).toBe("Europe/London");
  });
});
