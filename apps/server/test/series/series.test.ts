import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { insertPatient } from "../../src/db/patient-repository";
import { type AdminCall, adminBookingApp, signedInCaller } from "../support/admin-test-app";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 35: a series of appointments booked at the desk, on the practitioner's time, from a package:
 * the sessions on the asked weekdays, closed days and taken times skipped with their reason, and
 * refused whole (409 not_enough_credits) when the package cannot pay for them.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

/** The Monday at least a week ahead, as the clinic's date. */
function nextMonday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
const plusDays = (key: string, n: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function setUp(sessions: number) {
  const call = await signedInCaller(adminBookingApp(handle.db));
  const patientId = randomUUID();
  await insertPatient(handle.db, {
    id: patientId,
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+919876543210",
  });
  const packageId = (
    await call("POST", "/api/admin/packages", {
      name: "Intensive course",
      kindId: "consultation",
      sessions,
      amountInPaisa: 1_000_000,
      validityDays: 90,
      sellOnline: false,
    })
  ).json.data.id as string;
  const sold = await call("POST", `/api/admin/patients/${patientId}/packages`, {
    packageId,
    payment: { kind: "collected", method: "upi", amountInPaisa: 1_000_000 },
  });
  return { call, patientId, purchaseId: sold.json.data.purchaseId as string };
}

const series = (call: AdminCall, patientId: string, body: Record<string, unknown>) =>
  call("POST", `/api/admin/patients/${patientId}/series`, body);

describe("a series of appointments", () => {
  it("books the sessions on the asked weekdays from the package, skipping a closed day and a taken time", async () => {
    const { call, patientId, purchaseId } = await setUp(6);
    const monday = nextMonday();
    // A holiday on the first Wednesday, and the practitioner busy on the first Friday at 10:00.
    expect((await call("PUT", "/api/admin/settings", { holidays: [plusDays(monday, 2)] })).status).toBe(200);
    const busy = await call("POST", "/api/admin/slots/bulkCreate", {
      slots: [
        {
          dateKey: plusDays(monday, 4),
          startAt: new Date(Date.parse(`${plusDays(monday, 4)}T04:00:00Z`)).toISOString(),
          endAt: new Date(Date.parse(`${plusDays(monday, 4)}T05:00:00Z`)).toISOString(),
          tz: "Asia/Kolkata",
          status: "OPEN",
          kindIds: ["consultation"],
        },
      ],
    });
    expect(busy.status).toBe(200);
    await handle.pool.query("update slots set status = 'BOOKED'");

    const body = {
      kindId: "consultation",
      startDate: monday,
      time: "09:30",
      weekdays: ["monday", "wednesday", 5],
      count: 6,
      packagePurchaseId: purchaseId,
    };
    // The preview: the same dates, nothing written.
    const preview = await call("POST", `/api/admin/patients/${patientId}/series/preview`, body);
    expect(preview.status).toBe(200);
    expect(preview.json.data.sessions).toHaveLength(6);
    expect(preview.json.data.sessionsLeft).toBe(6);
    expect(preview.json.data.problem).toBeNull();
    expect(preview.json.data.skipped).toHaveLength(2);
    expect((await handle.pool.query("select count(*)::int as n from bookings")).rows[0].n).toBe(0);
    const made = await series(call, patientId, body);
    expect(made.status).toBe(201);
    expect(made.json.message).toBe("6 sessions booked");
    const { booked, skipped, seriesId } = made.json.data;
    expect(preview.json.data.sessions.map((p: { date: string }) => p.date)).toEqual(
      booked.map((b: { date: string }) => b.date),
    );
    expect(booked.map((b: { date: string }) => b.date)).toEqual([
      monday,
      plusDays(monday, 7),
      plusDays(monday, 9),
      plusDays(monday, 11),
      plusDays(monday, 14),
      plusDays(monday, 16),
    ]);
    expect(skipped).toEqual([
      { date: plusDays(monday, 2), reason: "closed_day" },
      { date: plusDays(monday, 4), reason: "practitioner_busy" },
    ]);
    // 09:30 in Bengaluru is 04:00 UTC.
    expect(booked[0].startAt).toBe(`${monday}T04:00:00.000Z`);
    const rows = await handle.pool.query(
      "select status, amount, payment_method, patient_id, series_id from bookings order by created_at",
    );
    expect(rows.rows).toHaveLength(6);
    for (const row of rows.rows)
      expect(row).toEqual({
        status: "PAID",
        amount: 0,
        payment_method: "package",
        patient_id: patientId,
        series_id: seriesId,
      });
    const [purchase] = (await call("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items;
    expect(purchase).toMatchObject({ sessionsUsed: 0, sessionsBooked: 6, sessionsLeft: 6 });

    // One session cancelled: its credit comes back, the others stay.
    await call("DELETE", `/api/admin/bookings/${booked[1].bookingId}`, { action: "cancel" });
    const left = await handle.pool.query("select count(*)::int as n from bookings where status = 'PAID'");
    expect(left.rows[0].n).toBe(5);
    expect((await call("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items[0]).toMatchObject(
      {
        sessionsBooked: 5,
        sessionsLeft: 6,
      },
    );
  });

  it("is refused whole when the package cannot pay for every session: nothing booked, no slot made", async () => {
    const { call, patientId, purchaseId } = await setUp(3);
    const previewed = await call("POST", `/api/admin/patients/${patientId}/series/preview`, {
      kindId: "consultation",
      startDate: nextMonday(),
      time: "10:00",
      weekdays: ["tuesday", "thursday"],
      count: 4,
      packagePurchaseId: purchaseId,
    });
    expect(previewed.json.data.problem).toBe("This package has 3 sessions left to book, not enough for 4");
    const refused = await series(call, patientId, {
      kindId: "consultation",
      startDate: nextMonday(),
      time: "10:00",
      weekdays: ["tuesday", "thursday"],
      count: 4,
      packagePurchaseId: purchaseId,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "not_enough_credits",
      message: "This package has 3 sessions left to book, not enough for 4",
    });
    const counts = await handle.pool.query(
      "select (select count(*)::int from slots) as slots, (select count(*)::int from bookings) as bookings",
    );
    expect(counts.rows[0]).toEqual({ slots: 0, bookings: 0 });
  });

  it("refuses wrong fields with their reasons and skips times outside the practitioner's hours", async () => {
    const { call, patientId } = await setUp(1);
    const wrong = await series(call, patientId, {
      kindId: "consultation",
      startDate: "2026-02-30",
      time: "25:00",
      weekdays: [],
      count: 0,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.fields).sort()).toEqual(["count", "startDate", "time", "weekdays"]);
    const evening = await series(call, patientId, {
      kindId: "consultation",
      startDate: nextMonday(),
      time: "18:00",
      weekdays: ["monday"],
      count: 1,
    });
    expect(evening.status).toBe(201);
    expect(evening.json.data.booked).toEqual([]);
    expect(evening.json.data.skipped[0]).toEqual({ date: nextMonday(), reason: "outside_hours" });
    expect(
      (
        await series(call, randomUUID(), {
          kindId: "consultation",
          startDate: nextMonday(),
          time: "10:00",
          weekdays: [1],
          count: 1,
        })
      ).status,
    ).toBe(404);
  });
});
