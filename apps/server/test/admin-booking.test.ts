import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { adminBookingApp, sessionHeaders, signInAs } from "./support/admin-test-app";
import { adminEmail, sameSite } from "./support/auth-test-app";
import { bookingBody, makeSlots } from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * The admin's side of booking, with a real signed-in session: bulk-creating slots and
 * booking for a patient who phoned (isAdminBooking), which counts only for an admin.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const app = () => adminBookingApp(handle.db);
const signIn = signInAs;

const asUser = sessionHeaders;

describe("admin booking", () => {
  it("bulk-creates slots for a signed-in admin, and for nobody else", async () => {
    const a = app();
    const slots = [
      { dateKey: "2099-01-05", startAt: "2099-01-05T03:30:00.000Z", endAt: "2099-01-05T04:30:00.000Z" },
      { dateKey: "2099-01-05", startAt: "2099-01-05T04:45:00.000Z", endAt: "2099-01-05T05:45:00.000Z" },
    ];
    const body = JSON.stringify({ slots });
    const anonymous = await a.request("/api/admin/slots/bulkCreate", {
      method: "POST",
      headers: sameSite,
      body,
    });
    expect(anonymous.status).toBe(401);
    const helper = await signIn(a, "helper@clinic.example");
    const notAdmin = await a.request("/api/admin/slots/bulkCreate", {
      method: "POST",
      headers: asUser(helper),
      body,
    });
    expect(notAdmin.status).toBe(403);
    const admin = await signIn(a, adminEmail);
    const created = await a.request("/api/admin/slots/bulkCreate", {
      method: "POST",
      headers: asUser(admin),
      body,
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ success: true, data: { count: 2 } });
    const day = (await (await a.request("/api/public/slots?date=2099-01-05")).json()) as { data: unknown[] };
    expect(day.data).toHaveLength(2);
  });

  it("books for a patient who phoned: paid at once, no captcha, only as admin", async () => {
    const a = app();
    const [slot] = await makeSlots(handle.db, 1);
    const dateKey = slot?.dateKey ?? "";
    const slotId = (
      (await (await a.request(`/api/public/slots?date=${dateKey}`)).json()) as { data: { slotId: string }[] }
    ).data[0]?.slotId as string;
    const { captcha: _none, ...withoutCaptcha } = bookingBody(slotId, "unused");
    const body = JSON.stringify({ ...withoutCaptcha, isAdminBooking: true });

    const helper = await signIn(a, "helper@clinic.example");
    const refused = await a.request("/api/public/bookings", {
      method: "POST",
      headers: asUser(helper),
      body,
    });
    expect(refused.status).toBe(403);

    const admin = await signIn(a, adminEmail);
    const res = await a.request("/api/public/bookings", { method: "POST", headers: asUser(admin), body });
    expect(res.status).toBe(201);
    const { data, success, message } = (await res.json()) as {
      data: { bookingId: string };
      success: boolean;
      message: string;
    };
    // admin.md §7: the admin creation answers "success, message".
    expect({ success, message }).toEqual({ success: true, message: "Booking created and marked as paid" });
    const confirmation = (await (await a.request(`/api/public/bookings/${data.bookingId}`)).json()) as {
      data: { paymentStatus: string };
    };
    expect(confirmation.data.paymentStatus).toBe("PAID");
    const after = (await (await a.request(`/api/public/slots?date=${dateKey}`)).json()) as {
      data: { status: string }[];
    };
    expect(after.data[0]?.status).toBe("BOOKED");
  });
});
