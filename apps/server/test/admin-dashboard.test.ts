import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { signedInCaller, signInAs } from "./support/admin-test-app";
import { dashboardApp, fixtureNow, ist, seedDashboardFixture } from "./support/dashboard-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

describe("GET /api/admin/dashboard", () => {
  it("counts today, this week (from Monday, in IST), slots by status, bookings, reviews and the real price", async () => {
    await seedDashboardFixture(handle.db);
    const { app } = dashboardApp(handle.db);
    const call = await signedInCaller(app);
    const res = await call("GET", "/api/admin/dashboard");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.data).toMatchObject({
      timezone: "Asia/Kolkata",
      today: "2026-11-25",
      weekStart: "2026-11-23",
      weekEnd: "2026-11-29",
      // Wednesday: 09:00 (completed), 11:00 (booked), 14:00, 16:00 (held), 23:50 IST.
      todayBookings: { booked: 2, total: 5 },
      // Monday 00:10 IST is in this week and Sunday 23:50 IST of the week before is not; Sunday
      // 29th 23:50 is, Monday 30th 00:10 is not. Available = OPEN and still ahead (Monday 09:00 is past).
      availableSlots: { available: 4, total: 9 },
      slotCounts: { open: 6, held: 1, booked: 2, completed: 3, total: 12 },
      totalBookings: 5,
      confirmedBookings: 2,
      pendingReviews: 2,
      // The clinic never saved Settings → Receipts: exempt, so no GST (decision 0125).
      currentRate: { amountInPaisa: 250_000, currency: "INR", taxTreatment: "exempt", taxPercent: 0 },
      lastUpdated: fixtureNow.toISOString(),
    });
    expect(res.json.data.todayAppointments).toEqual([
      {
        bookingId: "b3",
        slotId: "s03-wed-0900",
        startAt: ist("2026-11-25T09:00").toISOString(),
        endAt: ist("2026-11-25T10:00").toISOString(),
        patientName: "Asha Rao",
        meetingLink: "https://meet.jit.si/clinic-b3",
        slotStatus: "COMPLETED",
      },
      {
        bookingId: "b4",
        slotId: "s04-wed-1100",
        startAt: ist("2026-11-25T11:00").toISOString(),
        endAt: ist("2026-11-25T12:00").toISOString(),
        patientName: "Ravi Kumar",
        meetingLink: "https://meet.jit.si/clinic-b4",
        slotStatus: "BOOKED",
      },
    ]);
  });

  it("puts a Sunday 23:50 IST 'now' in the week that began six days before, and Monday 00:10 IST in the new one", async () => {
    await seedDashboardFixture(handle.db);
    const sunday = await signedInCaller(dashboardApp(handle.db, ist("2026-11-22T23:55")).app);
    const before = (await sunday("GET", "/api/admin/dashboard")).json.data;
    expect(before).toMatchObject({ today: "2026-11-22", weekStart: "2026-11-16", weekEnd: "2026-11-22" });
    // Week of the 16th: the Sunday 23:50 slot (BOOKED, started) and 1 Nov is far before.
    expect(before.availableSlots).toEqual({ available: 0, total: 1 });
    expect(before.todayBookings).toEqual({ booked: 1, total: 1 });
    expect(before.todayAppointments.map((a: { bookingId: string }) => a.bookingId)).toEqual(["b1"]);

    const monday = await signedInCaller(dashboardApp(handle.db, ist("2026-11-23T00:05")).app);
    const after = (await monday("GET", "/api/admin/dashboard")).json.data;
    expect(after).toMatchObject({ today: "2026-11-23", weekStart: "2026-11-23", weekEnd: "2026-11-29" });
    // All nine slots of the week; ahead and OPEN at 00:05: 09:00 Mon, Wed 14:00, Wed 23:50, Thu 00:10, Sun 23:50.
    expect(after.availableSlots).toEqual({ available: 5, total: 9 });
    expect(after.todayBookings).toEqual({ booked: 1, total: 2 });
  });

  it("answers zeros and the default price on an empty database", async () => {
    const call = await signedInCaller(dashboardApp(handle.db).app);
    const data = (await call("GET", "/api/admin/dashboard")).json.data;
    expect(data).toMatchObject({
      todayBookings: { booked: 0, total: 0 },
      availableSlots: { available: 0, total: 0 },
      slotCounts: { open: 0, held: 0, booked: 0, completed: 0, total: 0 },
      totalBookings: 0,
      confirmedBookings: 0,
      pendingReviews: 0,
      currentRate: { amountInPaisa: 200_000, currency: "INR", taxTreatment: "exempt", taxPercent: 0 },
      todayAppointments: [],
    });
  });

  it("follows a booking made through the API (the numbers come from the database, not a cache)", async () => {
    await seedDashboardFixture(handle.db);
    const { app } = dashboardApp(handle.db, ist("2026-11-25T10:00"));
    const call = await signedInCaller(app);
    const booked = await call("POST", "/api/public/bookings", {
      slotId: "s07-wed-2350",
      user: {
        name: "Late Patient",
        email: "late@example.com",
        phone: "+919876543210",
        timezone: "Asia/Kolkata",
      },
      notes: "",
      flow: "book",
      isAdminBooking: true,
    });
    expect(booked.status).toBe(201);
    const data = (await call("GET", "/api/admin/dashboard")).json.data;
    expect(data.todayBookings).toEqual({ booked: 3, total: 5 });
    expect(data.availableSlots).toEqual({ available: 3, total: 9 });
    expect(data.todayAppointments.at(-1)).toMatchObject({
      patientName: "Late Patient",
      slotStatus: "BOOKED",
    });
  });

  it("is for the signed-in admin only: 401 without a session; unsafe methods need the same-site header", async () => {
    const { app } = dashboardApp(handle.db);
    const anonymous = await typedClient(app).GET("/api/admin/dashboard");
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toMatchObject({ success: false, code: "unauthenticated" });
    const session = await signInAs(app);
    // A read is a safe method: the session is enough.
    const read = await typedClient(app, { cookie: `clinic-session=${session}` }).GET("/api/admin/dashboard");
    expect(read.response.status).toBe(200);
    // A write without the custom header is refused as cross-site before anything else (an undocumented
    // method on purpose: it stays on app.request).
    const write = await app.request("/api/admin/dashboard", {
      method: "POST",
      headers: { cookie: `clinic-session=${session}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: "forbidden" });
  });
});
