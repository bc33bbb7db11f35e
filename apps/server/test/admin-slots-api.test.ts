import { randomUUID } from "node:crypto";
import { slotListLimit } from "@clinic/contract/admin-slots";
import type { paths } from "@clinic/contract/api-paths";
import { type SlotStatus, slotStatuses } from "@clinic/contract/slots";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { recentAudit } from "../src/services/audit-service";
import { type AdminBookingApp, adminBookingApp, bookAsAdmin, signedInClient } from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import { bookingBody, makeSlots } from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import type { TypedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const app = () => adminBookingApp(handle.db);
const admin = (a: AdminBookingApp) => signedInClient(a);

async function slotIds(asAdmin: TypedClient): Promise<string[]> {
  return ((await asAdmin.GET("/api/admin/slots/all")).data?.data ?? []).map((s) => s.slotId);
}
const ofSlot = (id = "") => ({ params: { path: { id } } });
const moveSlot = (asAdmin: TypedClient, id: string | undefined, status: SlotStatus) =>
  asAdmin.PATCH("/api/admin/slots/{id}", { ...ofSlot(id), body: { status } });
const removeSlot = (asAdmin: TypedClient, id: string | undefined) =>
  asAdmin.DELETE("/api/admin/slots/{id}", ofSlot(id));
type NewSlots = NonNullable<
  paths["/api/admin/slots/bulkCreate"]["post"]["requestBody"]
>["content"]["application/json"];
const bulkCreate = (asAdmin: TypedClient, body: NewSlots) =>
  asAdmin.POST("/api/admin/slots/bulkCreate", { body });

describe("admin slots", () => {
  it("lists slots with their live booking in one asAdmin, filtered by date and status", async () => {
    const a = app();
    const asAdmin = await admin(a);
    const made = await makeSlots(handle.db, 3);
    const [first] = await slotIds(asAdmin);
    const { captcha: _c, ...body } = bookingBody(first as string, "x");
    const booked = await bookAsAdmin(asAdmin, { ...body, notes: "" });
    expect(booked.response.status).toBe(201);
    const all = (await asAdmin.GET("/api/admin/slots/all")).data?.data;
    expect(all).toHaveLength(3);
    expect(all?.[0]).toMatchObject({
      status: "BOOKED",
      booking: {
        customerName: "Asha Rao",
        paymentStatus: "PAID",
        paymentMethod: "not charged",
        amount: 0,
        notes: "Booking created by admin",
      },
    });
    expect(all?.[1]?.booking).toBeNull();
    const day = made[0]?.dateKey as string;
    const filtered = await asAdmin.GET("/api/admin/slots", {
      params: { query: { from: day, to: day, status: "OPEN" } },
    });
    expect(filtered.data?.data).toHaveLength(2);
    expect(filtered.data?.data.every((s) => s.status === "OPEN")).toBe(true);
    const audit = await recentAudit(handle.db, { entity: "slot" });
    expect(audit.find((e) => e.action === "slots.bulkCreate")?.actor).toBe("system"); // the fixture's asAdmin
  });

  it("past its limit, lists the latest slots (every coming one), in start order, never the oldest", async () => {
    const asAdmin = await admin(app());
    const coming = await makeSlots(handle.db, 3);
    // Years of past slots, an hour apart, the oldest first made: one more than the list holds.
    await handle.pool.query(
      `insert into slots (id, date_key, start_at, end_at, tz, status)
       select 'past-' || n, to_char(t at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), t, t + interval '1 hour',
         'Asia/Kolkata', 'COMPLETED'
       from generate_series(1, $1::int) as n, lateral (select now() - n * interval '1 hour' as t) s`,
      [slotListLimit],
    );
    const all = (await asAdmin.GET("/api/admin/slots/all")).data?.data ?? [];
    expect(all).toHaveLength(slotListLimit);
    const starts = all.map((s) => s.startAt);
    expect(starts).toEqual([...starts].sort());
    expect(all.slice(-3).map((s) => s.startAt)).toEqual(coming.map((s) => s.startAt));
    const ids = new Set(all.map((s) => s.slotId));
    expect(ids.has(`past-${slotListLimit}`)).toBe(false);
    expect(ids.has(`past-${slotListLimit - 3}`)).toBe(true);
  });

  it("allows exactly the status machine's moves, and refuses every other with 409", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 1);
    const [id] = await slotIds(asAdmin);
    const allowed: Record<SlotStatus, SlotStatus[]> = {
      OPEN: ["HELD", "BOOKED"],
      HELD: ["OPEN", "BOOKED"],
      BOOKED: ["COMPLETED", "OPEN"],
      COMPLETED: [],
    };
    // Walk to each status, then try every target from it.
    const path: Record<SlotStatus, SlotStatus[]> = {
      OPEN: [],
      HELD: ["HELD"],
      BOOKED: ["BOOKED"],
      COMPLETED: ["BOOKED", "COMPLETED"],
    };
    for (const from of slotStatuses) {
      for (const to of slotStatuses) {
        await handle.db.execute(`update slots set status = 'OPEN' where id = '${id}'` as never);
        for (const step of path[from]) expect((await moveSlot(asAdmin, id, step)).response.status).toBe(200);
        const res = await moveSlot(asAdmin, id, to);
        const ok = allowed[from].includes(to);
        expect(res.response.status, `${from} → ${to}`).toBe(ok ? 200 : 409);
        if (!ok) expect(res.error?.success).toBe(false);
        if (from === "COMPLETED")
          expect(res.error?.message).toBe("Completed appointments cannot be modified");
      }
    }
    const audit = await recentAudit(handle.db, { entity: "slot", entityId: id, limit: 100 });
    expect(audit[0]).toMatchObject({ actor: adminEmail, action: "slot.status" });
  });

  it("reopening a booked slot cancels its booking and emails the patient", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 1);
    const [id] = await slotIds(asAdmin);
    const { captcha: _c, ...body } = bookingBody(id as string, "x");
    const booked = await bookAsAdmin(asAdmin, body);
    expect(booked.response.status).toBe(201);
    const reopen = await moveSlot(asAdmin, id, "OPEN");
    expect(reopen.response.status).toBe(200);
    expect(reopen.data?.data).toMatchObject({ status: "OPEN", booking: null });
    const outbox = await handle.db.execute(
      `select kind from email_outbox where booking_id = '${booked.data?.data.bookingId}'` as never,
    );
    expect((outbox.rows as Array<{ kind: string }>).map((r) => r.kind)).toContain("booking-cancelled");
  });

  it("deletes OPEN and HELD slots, and refuses while a live booking holds the slot", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 3);
    const [one, two, three] = await slotIds(asAdmin);
    expect((await removeSlot(asAdmin, one)).response.status).toBe(200);
    expect((await moveSlot(asAdmin, two, "HELD")).response.status).toBe(200);
    const del = await removeSlot(asAdmin, two);
    expect(del.data).toMatchObject({ success: true, message: "Slot has been permanently deleted" });
    const { captcha: _c, ...body } = bookingBody(three as string, "x");
    expect((await bookAsAdmin(asAdmin, body)).response.status).toBe(201);
    const refused = await removeSlot(asAdmin, three);
    expect(refused.response.status).toBe(409);
    expect((await removeSlot(asAdmin, randomUUID())).response.status).toBe(404);
    expect(await slotIds(asAdmin)).toEqual([three]);
  });

  it("bulk create: skips overlaps (existing and within the asAdmin), refuses the past, audits once", async () => {
    const a = app();
    const asAdmin = await admin(a);
    const base = Date.UTC(2099, 0, 5, 3, 30);
    const slot = (offsetMin: number, minutes = 60) => ({
      dateKey: "2099-01-05",
      startAt: new Date(base + offsetMin * 60_000).toISOString(),
      endAt: new Date(base + (offsetMin + minutes) * 60_000).toISOString(),
      tz: "Asia/Kolkata",
      status: "OPEN" as const,
    });
    const first = await bulkCreate(asAdmin, { slots: [slot(0), slot(75)] });
    expect(first.data?.data).toMatchObject({
      count: 2,
      skipped: 0,
      calendarEventsCreated: 0,
      calendarEventsFailed: 0,
    });
    const again = await bulkCreate(asAdmin, { slots: [slot(0), slot(30), slot(150), slot(170)] });
    expect(again.data?.data).toMatchObject({ count: 1, skipped: 3 });
    const past = await bulkCreate(asAdmin, {
      slots: [
        {
          ...slot(0),
          dateKey: "2020-01-06",
          startAt: "2020-01-06T03:30:00.000Z",
          endAt: "2020-01-06T04:30:00.000Z",
        },
      ],
    });
    expect(past.response.status).toBe(400);
    expect((await bulkCreate(asAdmin, { slots: [] })).response.status).toBe(400);
    expect((await bulkCreate(asAdmin, { slots: [slot(300, 10)] })).response.status).toBe(400);
    const audit = await recentAudit(handle.db, { entity: "slot" });
    expect(audit.filter((e) => e.action === "slots.bulkCreate")).toHaveLength(2);
  });

  it("1000 slots in one HTTP asAdmin, in one transaction", async () => {
    const a = app();
    const asAdmin = await admin(a);
    const base = Date.UTC(2099, 2, 1, 0, 0);
    const slots = Array.from({ length: 1000 }, (_, i) => {
      const startAt = new Date(base + i * 90 * 60_000);
      return {
        dateKey: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(startAt),
        startAt: startAt.toISOString(),
        endAt: new Date(startAt.getTime() + 60 * 60_000).toISOString(),
        tz: "Asia/Kolkata",
        status: "OPEN" as const,
      };
    });
    const started = performance.now();
    const res = await bulkCreate(asAdmin, { slots });
    const ms = performance.now() - started;
    expect(res.response.status).toBe(200);
    expect(res.data?.data.count).toBe(1000);
    expect(ms).toBeLessThan(5000); // generous on a shared CI runner; the bench measures it
    const tooBig = await bulkCreate(asAdmin, { slots: [...slots, ...slots, ...slots, ...slots] });
    expect(tooBig.response.status).toBe(413);
  });
});
