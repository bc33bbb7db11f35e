import { randomUUID } from "node:crypto";
import { slotStatuses } from "@clinic/contract/slots";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { recentAudit } from "../src/services/audit-service";
import { type AdminBookingApp, adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import { bookingBody, makeSlots } from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const app = () => adminBookingApp(handle.db);
const admin = (a: AdminBookingApp) => signedInCaller(a);

async function slotIds(call: Awaited<ReturnType<typeof admin>>): Promise<string[]> {
  const all = await call("GET", "/api/admin/slots/all");
  return all.json.data.map((s: { slotId: string }) => s.slotId);
}

describe("admin slots", () => {
  it("lists slots with their live booking in one call, filtered by date and status", async () => {
    const a = app();
    const call = await admin(a);
    const made = await makeSlots(handle.db, 3);
    const [first] = await slotIds(call);
    const { captcha: _c, ...body } = bookingBody(first as string, "x");
    const booked = await call("POST", "/api/public/bookings", { ...body, notes: "", isAdminBooking: true });
    expect(booked.status).toBe(201);
    const all = await call("GET", "/api/admin/slots/all");
    expect(all.json.data).toHaveLength(3);
    expect(all.json.data[0]).toMatchObject({
      status: "BOOKED",
      booking: {
        customerName: "Asha Rao",
        paymentStatus: "PAID",
        paymentMethod: "not charged",
        amount: 0,
        notes: "Booking created by admin",
      },
    });
    expect(all.json.data[1].booking).toBeNull();
    const day = made[0]?.dateKey as string;
    const filtered = await call("GET", `/api/admin/slots?from=${day}&to=${day}&status=OPEN`);
    expect(filtered.json.data.every((s: { status: string }) => s.status === "OPEN")).toBe(true);
    const audit = await recentAudit(handle.db, { entity: "slot" });
    expect(audit.find((e) => e.action === "slots.bulkCreate")?.actor).toBe("system"); // the fixture's call
  });

  it("allows exactly the status machine's moves, and refuses every other with 409", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 1);
    const [id] = await slotIds(call);
    const allowed: Record<string, string[]> = {
      OPEN: ["HELD", "BOOKED"],
      HELD: ["OPEN", "BOOKED"],
      BOOKED: ["COMPLETED", "OPEN"],
      COMPLETED: [],
    };
    // Walk to each status, then try every target from it.
    const path: Record<string, string[]> = {
      OPEN: [],
      HELD: ["HELD"],
      BOOKED: ["BOOKED"],
      COMPLETED: ["BOOKED", "COMPLETED"],
    };
    for (const from of slotStatuses) {
      for (const to of slotStatuses) {
        await handle.db.execute(`update slots set status = 'OPEN' where id = '${id}'` as never);
        for (const step of path[from] ?? [])
          expect((await call("PATCH", `/api/admin/slots/${id}`, { status: step })).status).toBe(200);
        const res = await call("PATCH", `/api/admin/slots/${id}`, { status: to });
        const ok = allowed[from]?.includes(to) ?? false;
        expect(res.status, `${from} → ${to}`).toBe(ok ? 200 : 409);
        if (!ok) expect(res.json.success).toBe(false);
        if (from === "COMPLETED") expect(res.json.message).toBe("Completed appointments cannot be modified");
      }
    }
    const audit = await recentAudit(handle.db, { entity: "slot", entityId: id, limit: 100 });
    expect(audit[0]).toMatchObject({ actor: adminEmail, action: "slot.status" });
  });

  it("reopening a booked slot cancels its booking and emails the patient", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 1);
    const [id] = await slotIds(call);
    const { captcha: _c, ...body } = bookingBody(id as string, "x");
    const booked = await call("POST", "/api/public/bookings", { ...body, isAdminBooking: true });
    const reopen = await call("PATCH", `/api/admin/slots/${id}`, { status: "OPEN" });
    expect(reopen.status).toBe(200);
    expect(reopen.json.data).toMatchObject({ status: "OPEN", booking: null });
    const outbox = await handle.db.execute(
      `select kind from email_outbox where booking_id = '${booked.json.data.bookingId}'` as never,
    );
    expect((outbox.rows as Array<{ kind: string }>).map((r) => r.kind)).toContain("booking-cancelled");
  });

  it("deletes OPEN and HELD slots, and refuses while a live booking holds the slot", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 3);
    const [one, two, three] = await slotIds(call);
    expect((await call("DELETE", `/api/admin/slots/${one}`)).status).toBe(200);
    expect((await call("PATCH", `/api/admin/slots/${two}`, { status: "HELD" })).status).toBe(200);
    const del = await call("DELETE", `/api/admin/slots/${two}`);
    expect(del.json).toMatchObject({ success: true, message: "Slot has been permanently deleted" });
    const { captcha: _c, ...body } = bookingBody(three as string, "x");
    await call("POST", "/api/public/bookings", { ...body, isAdminBooking: true });
    const refused = await call("DELETE", `/api/admin/slots/${three}`);
    expect(refused.status).toBe(409);
    expect((await call("DELETE", `/api/admin/slots/${randomUUID()}`)).status).toBe(404);
    expect(await slotIds(call)).toEqual([three]);
  });

  it("bulk create: skips overlaps (existing and within the call), refuses the past, audits once", async () => {
    const a = app();
    const call = await admin(a);
    const base = Date.UTC(2099, 0, 5, 3, 30);
    const slot = (offsetMin: number, minutes = 60) => ({
      dateKey: "2099-01-05",
      startAt: new Date(base + offsetMin * 60_000).toISOString(),
      endAt: new Date(base + (offsetMin + minutes) * 60_000).toISOString(),
      tz: "Asia/Kolkata",
      status: "OPEN",
    });
    const first = await call("POST", "/api/admin/slots/bulkCreate", { slots: [slot(0), slot(75)] });
    expect(first.json.data).toMatchObject({
      count: 2,
      skipped: 0,
      calendarEventsCreated: 0,
      calendarEventsFailed: 0,
    });
    const again = await call("POST", "/api/admin/slots/bulkCreate", {
      slots: [slot(0), slot(30), slot(150), slot(170)],
    });
    expect(again.json.data).toMatchObject({ count: 1, skipped: 3 });
    const past = await call("POST", "/api/admin/slots/bulkCreate", {
      slots: [
        {
          ...slot(0),
          dateKey: "2020-01-06",
          startAt: "2020-01-06T03:30:00.000Z",
          endAt: "2020-01-06T04:30:00.000Z",
        },
      ],
    });
    expect(past.status).toBe(400);
    expect((await call("POST", "/api/admin/slots/bulkCreate", { slots: [] })).status).toBe(400);
    expect((await call("POST", "/api/admin/slots/bulkCreate", { slots: [slot(300, 10)] })).status).toBe(400);
    const audit = await recentAudit(handle.db, { entity: "slot" });
    expect(audit.filter((e) => e.action === "slots.bulkCreate")).toHaveLength(2);
  });

  it("1000 slots in one HTTP call, in one transaction", async () => {
    const a = app();
    const call = await admin(a);
    const base = Date.UTC(2099, 2, 1, 0, 0);
    const slots = Array.from({ length: 1000 }, (_, i) => {
      const startAt = new Date(base + i * 90 * 60_000);
      return {
        dateKey: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(startAt),
        startAt: startAt.toISOString(),
        endAt: new Date(startAt.getTime() + 60 * 60_000).toISOString(),
        tz: "Asia/Kolkata",
        status: "OPEN",
      };
    });
    const started = performance.now();
    const res = await call("POST", "/api/admin/slots/bulkCreate", { slots });
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.json.data.count).toBe(1000);
    expect(ms).toBeLessThan(5000); // generous on a shared CI runner; the bench measures it
    const tooBig = await call("POST", "/api/admin/slots/bulkCreate", {
      slots: [...slots, ...slots, ...slots, ...slots],
    });
    expect(tooBig.status).toBe(413);
  });
});
