import { formatTime } from "@clinic/contract/format";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { slots } from "../src/db/schema/booking";
import { recentAudit } from "../src/services/audit-service";
import { bulkCreateSlots } from "../src/services/slot-admin-service";
import { signedInCaller } from "./support/admin-test-app";
import { settingsApp } from "./support/settings-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * The clinic's live zone (decisions 0064, 0065): Settings' adminTimezone is the zone the server
 * formats, keys and counts in, unless CLINIC_TIMEZONE comes from the environment.
 *
 * The slot starts 2099-01-05 21:00 UTC: 02:30 on 2099-01-06 in Kolkata, 21:00 on 2099-01-05 in London.
 */
const start = new Date("2099-01-05T21:00:00Z");
const end = new Date("2099-01-05T22:00:00Z");
const kolkataDay = "2099-01-06";
const londonDay = "2099-01-05";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

type SlotsAnswer = {
  data: Array<{ slotId: string; dateKey: string; tz: string; startTimeFormatted: string }>;
  timezone: string;
};
type App = ReturnType<typeof settingsApp>["app"];
const slotsOf = async (a: App, day: string) =>
  (await (await a.request(`/api/public/slots?date=${day}`)).json()) as SlotsAnswer;
const datesOf = async (a: App) =>
  (
    (await (await a.request("/api/public/slots/dates?from=2099-01-01&to=2099-01-31")).json()) as {
      data: { dates: string[]; timezone: string };
    }
  ).data;

async function seedSlot() {
  await bulkCreateSlots(handle.db, {
    slots: [
      {
        dateKey: kolkataDay,
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        tz: "Asia/Kolkata",
        status: "OPEN",
      },
    ],
  });
  // A slot that has ended keeps the day it had.
  await handle.db.insert(slots).values({
    id: "past-slot",
    dateKey: "2020-01-06",
    startAt: new Date("2020-01-05T21:00:00Z"),
    endAt: new Date("2020-01-05T22:00:00Z"),
    tz: "Asia/Kolkata",
    status: "COMPLETED",
  });
}

describe("the clinic's zone follows Settings (decision 0064)", () => {
  it("after a new adminTimezone the public answers format, key and report it; ended slots keep their day", async () => {
    await seedSlot();
    const { app: a } = settingsApp(handle.db, { clinicTimezone: "Asia/Kolkata" });
    const before = await slotsOf(a, kolkataDay);
    expect(before.timezone).toBe("Asia/Kolkata");
    expect(before.data.map((s) => s.startTimeFormatted)).toEqual(["2:30 am"]);
    expect((await datesOf(a)).dates).toEqual([kolkataDay]);

    const call = await signedInCaller(a);
    const put = await call("PUT", "/api/admin/settings", { adminTimezone: "Europe/London" });
    expect(put.status).toBe(200);
    expect(put.json.data.adminTimezone).toBe("Europe/London");

    const after = await slotsOf(a, londonDay);
    expect(after.timezone).toBe("Europe/London");
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({
      dateKey: londonDay,
      tz: "Europe/London",
      startTimeFormatted: formatTime(start, "Europe/London"),
    });
    expect(after.data[0]?.startTimeFormatted).toBe("9:00 pm");
    expect((await slotsOf(a, kolkataDay)).data).toEqual([]);
    expect(await datesOf(a)).toEqual({ dates: [londonDay], timezone: "Europe/London" });

    const past = await handle.db.select().from(slots);
    expect(past.find((s) => s.id === "past-slot")).toMatchObject({
      dateKey: "2020-01-06",
      tz: "Asia/Kolkata",
    });
    const audit = await recentAudit(handle.db, { entity: "settings" });
    expect(audit[0]?.details).toMatchObject({ rekeyedSlots: 1, after: { adminTimezone: "Europe/London" } });

    // Bulk create from a form that still knew the old zone: stored on its day in the live zone.
    const created = await call("POST", "/api/admin/slots/bulkCreate", {
      slots: [
        {
          dateKey: kolkataDay,
          startAt: "2099-01-05T23:00:00Z",
          endAt: "2099-01-06T00:00:00Z",
          tz: "Asia/Kolkata",
          status: "OPEN",
        },
      ],
    });
    expect(created.json.data.count).toBe(1);
    expect((await slotsOf(a, londonDay)).data.map((s) => s.startTimeFormatted)).toEqual([
      "9:00 pm",
      "11:00 pm",
    ]);
  });

  it("a second server on the same database follows within the bound; its dashboard's today too", async () => {
    await seedSlot();
    let clock = 0;
    const { app: first } = settingsApp(handle.db, { clinicTimezone: "Asia/Kolkata" });
    // 2099-01-05 20:00 UTC is 01:30 on the 6th in Kolkata and 20:00 on the 5th in London.
    const { app: second } = settingsApp(handle.db, {
      clinicTimezone: "Asia/Kolkata",
      clinicZoneMaxAgeMs: 5_000,
      clinicZoneClock: () => clock,
      now: () => new Date("2099-01-05T20:00:00Z"),
    });
    const dashboard = async () => {
      const call = await signedInCaller(second);
      return (await call("GET", "/api/admin/dashboard")).json.data as { today: string; timezone: string };
    };
    expect(await dashboard()).toMatchObject({ today: kolkataDay, timezone: "Asia/Kolkata" });
    expect((await slotsOf(second, kolkataDay)).data).toHaveLength(1);

    const call = await signedInCaller(first);
    expect((await call("PUT", "/api/admin/settings", { adminTimezone: "Europe/London" })).status).toBe(200);

    // Within the bound the second server still answers from what it read.
    clock = 4_999;
    expect((await slotsOf(second, kolkataDay)).timezone).toBe("Asia/Kolkata");
    // Past it, it reads the settings again: the new zone, its slot list (cache dropped) and its dashboard.
    clock = 5_000;
    const moved = await slotsOf(second, londonDay);
    expect(moved.timezone).toBe("Europe/London");
    expect(moved.data.map((s) => s.startTimeFormatted)).toEqual(["9:00 pm"]);
    expect(await dashboard()).toMatchObject({ today: londonDay, timezone: "Europe/London" });
    expect((await datesOf(second)).timezone).toBe("Europe/London");
  });

  it("with CLINIC_TIMEZONE from the environment the zone is the server's and a PUT cannot change it", async () => {
    await seedSlot();
    const { app: a } = settingsApp(handle.db, {
      clinicTimezone: "Asia/Kolkata",
      clinicTimezoneFromEnv: true,
    });
    const call = await signedInCaller(a);
    const refused = await call("PUT", "/api/admin/settings", { adminTimezone: "Europe/London" });
    expect(refused.status).toBe(400);
    // Even a zone stored earlier (say, before CLINIC_TIMEZONE was set) does not win over it.
    await handle.db.execute(
      `insert into settings (key, value) values ('general', '{"adminTimezone":"Europe/London"}')
       on conflict (key) do update set value = excluded.value` as never,
    );
    const answer = await slotsOf(a, kolkataDay);
    expect(answer.timezone).toBe("Asia/Kolkata");
    expect(answer.data.map((s) => s.startTimeFormatted)).toEqual(["2:30 am"]);
    expect((await datesOf(a)).timezone).toBe("Asia/Kolkata");
    expect((await call("GET", "/api/admin/dashboard")).json.data.timezone).toBe("Asia/Kolkata");
  });
});
