import { randomUUID } from "node:crypto";
import { csvCell, csvLine } from "@clinic/contract/csv";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { recentAudit } from "../src/services/audit-service";
import { type AdminBookingApp, adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { adminEmail, sameSite } from "./support/auth-test-app";
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
type Call = Awaited<ReturnType<typeof admin>>;

async function ids(call: Call): Promise<string[]> {
  return (await call("GET", "/api/admin/slots/all")).json.data.map((s: { slotId: string }) => s.slotId);
}

async function book(
  call: Call,
  slotId: string,
  name = "Asha Rao",
  email = "asha@example.com",
): Promise<string> {
  const { captcha: _c, ...body } = bookingBody(slotId, "x");
  const res = await call("POST", "/api/public/bookings", {
    ...body,
    user: { ...body.user, name, email },
    isAdminBooking: true,
  });
  expect(res.status).toBe(201);
  return res.json.data.bookingId;
}

describe("admin bookings table", () => {
  it("filters, sorts and pages in the database", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 6);
    const slotIds = await ids(call);
    await book(call, slotIds[0] as string, "Zara");
    await book(call, slotIds[2] as string, "Bela");
    const page = await call("GET", "/api/admin/bookings?view=all&pageSize=4&page=2");
    // admin.md §7 "data list": data is the rows; the paging is its sibling (decision 0083).
    expect(Array.isArray(page.json.data)).toBe(true);
    expect(page.json.data).toHaveLength(2);
    expect(page.json.pagination).toEqual({ total: 6, page: 2, pageSize: 4 });
    expect(Object.keys(page.json).sort()).toEqual(["data", "pagination", "success"]);
    const byCustomer = await call("GET", "/api/admin/bookings?view=all&sort=customer&order=asc");
    expect(
      byCustomer.json.data
        .slice(0, 2)
        .map((s: { booking: { customerName: string } }) => s.booking.customerName),
    ).toEqual(["Bela", "Zara"]);
    const booked = await call("GET", "/api/admin/bookings?status=BOOKED");
    expect(booked.json.pagination.total).toBe(2);
    const confirmed = await call("GET", "/api/admin/bookings?status=CONFIRMED");
    expect(confirmed.json.pagination.total).toBe(2);
    const past = await call("GET", "/api/admin/bookings?view=past");
    expect(past.json.pagination.total).toBe(0);
    expect(past.json.data).toEqual([]);
    for (const sort of ["date", "status", "customer", "paymentStatus", "email", "phone", "createdAt"])
      expect((await call("GET", `/api/admin/bookings?sort=${sort}&order=desc`)).status).toBe(200);
    expect((await call("GET", "/api/admin/bookings?sort=drop_table")).status).toBe(400);
  });

  it("sorts by a booking column in the same order as one plain join, across pages and both ways (decision 0076)", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 12);
    const slotIds = await ids(call);
    // Some slots booked (names that tie and differ in case), the others OPEN (no booking: last).
    const people = [
      ["zara", "z@example.com"],
      ["Bela", "bela@example.com"],
      ["bela", "b2@example.com"],
      ["Asha", "asha2@example.com"],
      ["Zara", "z2@example.com"],
      ["Mina", "m@example.com"],
    ];
    const booked: string[] = [];
    for (const [i, [name, email]] of people.entries()) {
      const slotId = slotIds[(i * 2 + 1) % slotIds.length] as string;
      await book(call, slotId, name, email);
      booked.push(slotId);
    }
    // Two of them still waiting for payment (PENDING on a HELD slot), as public holds are.
    await handle.pool.query("update bookings set status = 'PENDING' where slot_id = any($1)", [
      booked.slice(1, 3),
    ]);
    await handle.pool.query("update slots set status = 'HELD' where id = any($1)", [booked.slice(1, 3)]);
    const expressions: Record<string, string> = {
      paymentStatus: "b.status",
      customer: "lower(b.customer_name)",
      email: "lower(b.customer_email)",
      phone: "b.customer_phone",
      createdAt: "b.created_at",
    };
    for (const [sort, expression] of Object.entries(expressions))
      for (const dir of ["asc", "desc"]) {
        const oracle = await handle.pool.query<{ id: string }>(
          `select s.id from slots s left join bookings b on b.slot_id = s.id and b.status in ('PENDING', 'PAID')
           order by ${expression} ${dir} nulls last, s.start_at ${dir}, s.id`,
        );
        const paged: string[] = [];
        for (const pageNo of [1, 2, 3]) {
          const res = await call(
            "GET",
            `/api/admin/bookings?view=all&sort=${sort}&order=${dir}&pageSize=5&page=${pageNo}`,
          );
          expect(res.status).toBe(200);
          paged.push(...res.json.data.map((item: { slotId: string }) => item.slotId));
        }
        expect(paged, `${sort} ${dir}`).toEqual(oracle.rows.map((r) => r.id));
      }
  });

  it("reschedules: one of two admins racing for one slot wins; the patient gets the updated invite", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 3);
    const [s1, s2, target] = (await ids(call)) as [string, string, string];
    const b1 = await book(call, s1, "One", "one@example.com");
    const b2 = await book(call, s2, "Two", "two@example.com");
    const [r1, r2] = await Promise.all([
      call("POST", `/api/admin/bookings/${b1}/reschedule`, { newSlotId: target }),
      call("POST", `/api/admin/bookings/${b2}/reschedule`, { newSlotId: target }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const winner = r1.status === 200 ? b1 : b2;
    const mail = await handle.db.execute(
      `select subject, ics_attachment from email_outbox where booking_id = '${winner}' and kind like 'admin-rescheduled:%'` as never,
    );
    const row = mail.rows[0] as { subject: string; ics_attachment: string };
    expect(row.subject).toBe("Consultation rescheduled");
    expect(row.ics_attachment).toContain(`UID:${winner}@clinic-booking`);
    expect(row.ics_attachment).toMatch(/SEQUENCE:[1-9]/);
    const slots = (await call("GET", "/api/admin/slots/all")).json.data;
    expect(slots.filter((s: { status: string }) => s.status === "BOOKED")).toHaveLength(2);
    const audit = await recentAudit(handle.db, { entity: "booking", entityId: winner });
    expect(audit[0]).toMatchObject({ action: "booking.reschedule", actor: adminEmail });
  });

  it("completed bookings cannot be rescheduled or cancelled", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 2);
    const [s1, s2] = (await ids(call)) as [string, string];
    const b = await book(call, s1);
    expect((await call("PATCH", `/api/admin/slots/${s1}`, { status: "COMPLETED" })).status).toBe(200);
    expect((await call("POST", `/api/admin/bookings/${b}/reschedule`, { newSlotId: s2 })).status).toBe(409);
    expect((await call("DELETE", `/api/admin/bookings/${b}`, { action: "cancel" })).status).toBe(409);
  });

  it("reschedule-slots lists the OPEN slots of a date", async () => {
    const a = app();
    const call = await admin(a);
    const made = await makeSlots(handle.db, 3);
    const [s1] = (await ids(call)) as [string];
    const b = await book(call, s1);
    const res = await call("GET", `/api/admin/bookings/${b}/reschedule-slots?date=${made[1]?.dateKey}`);
    expect(res.status).toBe(200);
    expect(res.json.data.every((s: { status: string }) => s.status === "OPEN")).toBe(true);
  });

  it("cancel keeps the record and frees the slot; delete erases the booking", async () => {
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 2);
    const [s1, s2] = (await ids(call)) as [string, string];
    const b1 = await book(call, s1);
    const b2 = await book(call, s2);
    expect((await call("PATCH", `/api/admin/bookings/${b1}`, { notes: "Bring reports" })).status).toBe(200);
    expect((await call("DELETE", `/api/admin/bookings/${b1}`, { action: "cancel" })).status).toBe(200);
    const kept = await handle.db.execute(`select status from bookings where id = '${b1}'` as never);
    expect((kept.rows[0] as { status: string }).status).toBe("CANCELLED");
    const mail = await handle.db.execute(`select kind from email_outbox where booking_id = '${b1}'` as never);
    expect((mail.rows as Array<{ kind: string }>).map((r) => r.kind)).toContain("booking-cancelled");
    // The patient's calendar loses the event: METHOD:CANCEL with the confirmation's UID (decision 0072).
    const invites = await handle.db.execute(
      `select kind, ics_attachment from email_outbox where booking_id = '${b1}' and kind in ('booking-confirmation', 'booking-cancelled')` as never,
    );
    const parsed = new Map(
      (invites.rows as Array<{ kind: string; ics_attachment: string }>).map((r) => {
        const calendar = new ICAL.Component(ICAL.parse(r.ics_attachment));
        const vevent = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
        return [r.kind, { calendar, vevent, event: new ICAL.Event(vevent) }] as const;
      }),
    );
    const confirmed = parsed.get("booking-confirmation");
    const withdrawn = parsed.get("booking-cancelled");
    expect(withdrawn?.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(withdrawn?.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(withdrawn?.event.uid).toBe(`${b1}@clinic-booking`);
    expect(withdrawn?.event.uid).toBe(confirmed?.event.uid);
    expect(confirmed?.event.sequence).toBe(0);
    expect(withdrawn?.event.sequence).toBeGreaterThan(0);
    expect((await call("DELETE", `/api/admin/bookings/${b2}`, { action: "delete" })).status).toBe(200);
    const gone = await handle.db.execute(
      `select count(*)::int as n from bookings where id = '${b2}'` as never,
    );
    expect((gone.rows[0] as { n: number }).n).toBe(0);
    const slots = (await call("GET", "/api/admin/slots/all")).json.data;
    expect(slots.map((s: { status: string }) => s.status)).toEqual(["OPEN", "OPEN"]);
    expect((await recentAudit(handle.db, { entity: "booking", entityId: b2 }))[0]?.action).toBe(
      "booking.delete",
    );
  });

  it("exports CSV with RFC 4180 quoting and formula cells neutralised", async () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+91 98")).toBe("'+91 98");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell(null)).toBe("");
    expect(csvLine(["a", 1])).toBe("a,1\r\n");
    const a = app();
    const call = await admin(a);
    await makeSlots(handle.db, 1);
    const [s1] = (await ids(call)) as [string];
    const { captcha: _c, ...body } = bookingBody(s1, "x");
    await call("POST", "/api/public/bookings", {
      ...body,
      user: { ...body.user, name: '=cmd|"/c calc"' },
      notes: "a, b",
      isAdminBooking: true,
    });
    const csv = await call("GET", "/api/admin/bookings/export.csv?view=all");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = csv.text.split("\r\n");
    expect(lines[0]).toMatch(/^Date,Start,End/);
    expect(lines[1]).toContain(`"'=cmd|""/c calc"""`);
    expect(lines[1]).toContain('"a, b"');
    expect(lines[1]).toContain("'+919876543210");
  });

  it("refuses visitors on every admin bookings call", async () => {
    const a = app();
    expect((await a.request("/api/admin/bookings")).status).toBe(401);
    expect((await a.request("/api/admin/bookings/export.csv")).status).toBe(401);
    const { captcha: _c, ...body } = bookingBody("any", "x");
    const res = await a.request("/api/public/bookings", {
      method: "POST",
      headers: { ...sameSite, "idempotency-key": randomUUID() },
      body: JSON.stringify({ ...body, isAdminBooking: true }),
    });
    expect(res.status).toBe(403);
  });
});
