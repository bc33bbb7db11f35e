import { isIanaTimeZone } from "@clinic/contract/iana-time-zone";
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

  it("starts on the clinic's zone, Asia/Kolkata by default, whatever the browser's zone", () => {
    for (const zone of ["UTC", "Etc/UTC", "Europe/London", "Asia/Calcutta", ""]) {
      const { zones, clinic } = timeZoneChoices(chromiumLike, zone);
      expect(clinic).toBe("Asia/Kolkata");
      expect(zones).toContain(clinic);
    }
    expect(timeZoneChoices(chromiumLike, "UTC", "Asia/Dubai").clinic).toBe("Asia/Dubai");
    expect(timeZoneChoices(chromiumLike, "UTC", "Asia/Calcutta").clinic).toBe("Asia/Kolkata");
  });

  it("a browser in India (reporting Asia/Calcutta) is named Asia/Kolkata, the clinic's zone", () => {
    expect(timeZoneChoices(chromiumLike, "Asia/Calcutta").visitor).toBe("Asia/Kolkata");
    expect(timeZoneChoices(chromiumLike, "Asia/Kolkata").visitor).toBe("Asia/Kolkata");
  });

  it("a browser in UTC is UTC, offered in the list", () => {
    for (const zone of ["UTC", "Etc/UTC"]) {
      const { zones, visitor } = timeZoneChoices(chromiumLike, zone);
      expect(visitor).toBe("UTC");
      expect(zones).toContain(visitor);
    }
  });

  it("the visitor's own zone and the clinic's are offered even when the browser does not list them", () => {
    const { zones, visitor } = timeZoneChoices([], "America/Argentina/ComodRivadavia", "Asia/Dubai");
    expect(visitor).toBe("America/Argentina/ComodRivadavia");
    expect(zones).toEqual(["America/Argentina/ComodRivadavia", "Asia/Dubai", "Asia/Kolkata", "UTC"]);
    expect(timeZoneChoices([], "Asia/Dubai", "Asia/Dubai").visitor).toBe("Asia/Dubai");
    expect(timeZoneChoices([], "", "Asia/Kolkata").visitor).toBe("UTC");
  });

  it("every name offered from this runtime's list is one the server accepts", () => {
    const { zones } = timeZoneChoices(Intl.supportedValuesOf("timeZone"), "UTC");
    expect(zones.filter((zone) => !isIanaTimeZone(zone))).toEqual([]);
    expect(currentZoneName("Europe/London")).toBe("Europe/London");
  });
});
