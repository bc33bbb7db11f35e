import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * The clinic's zone, hours and closed days, read by every staff role (the screens that show times and
 * days), while the rest of Settings stays the owner's.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function setUp() {
  const app = adminBookingApp(handle.db);
  const owner = await signedInCaller(app);
  for (const [email, role] of [
    ["desk@clinic.example", "front_desk"],
    ["anil@clinic.example", "practitioner"],
  ] as const) {
    expect((await owner("POST", "/api/admin/staff", { email, name: "Staff", role })).status).toBe(201);
  }
  return {
    owner,
    desk: await signedInCaller(app, "desk@clinic.example"),
    practitioner: await signedInCaller(app, "anil@clinic.example"),
  };
}

describe("GET /api/admin/clinic-calendar", () => {
  it("gives every role the zone, hours and closed days Settings holds, and follows a save", async () => {
    const { owner, desk, practitioner } = await setUp();
    const settings = (await owner("GET", "/api/admin/settings")).json.data;
    const calendarOf = (s: typeof settings) => ({
      adminTimezone: s.adminTimezone,
      businessHours: s.businessHours,
      holidays: s.holidays,
      blackoutRanges: s.blackoutRanges,
    });
    for (const caller of [owner, desk, practitioner]) {
      const read = await caller("GET", "/api/admin/clinic-calendar");
      expect(read.status).toBe(200);
      expect(read.json.data).toEqual(calendarOf(settings));
      expect(read.headers.get("cache-control")).toBe("no-store");
    }

    const saved = await owner("PUT", "/api/admin/settings", {
      adminTimezone: "Asia/Dubai",
      holidays: ["2027-01-26", "2026-12-25"],
      blackoutRanges: [{ from: "2027-02-01", to: "2027-02-03" }],
      businessHours: { ...settings.businessHours, saturday: { closed: true, open: "09:00", close: "13:00" } },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const read = await desk("GET", "/api/admin/clinic-calendar");
    expect(read.json.data).toEqual(calendarOf(saved.json.data));
    expect(read.json.data.adminTimezone).toBe("Asia/Dubai");
    expect(read.json.data.holidays).toEqual(["2026-12-25", "2027-01-26"]);
    // Nothing else of Settings comes with it.
    expect(Object.keys(read.json.data).sort()).toEqual([
      "adminTimezone",
      "blackoutRanges",
      "businessHours",
      "holidays",
    ]);
    expect((await desk("GET", "/api/admin/settings")).status).toBe(403);
    expect((await practitioner("GET", "/api/admin/settings")).status).toBe(403);
  });
});
