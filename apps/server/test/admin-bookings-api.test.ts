import type { paths } from "@clinic/contract/api-paths";
import { csvCell, csvLine } from "@clinic/contract/csv";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { recentAudit } from "../src/services/audit-service";
import {
  type AdminBookingApp,
  adminBookingApp,
  bookAsAdmin,
  signedInCaller,
  signedInClient,
} from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import { bookingBody, makeSlots } from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type TypedClient, typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const app = () => adminBookingApp(handle.db);
const admin = (a: AdminBookingApp) => signedInClient(a);
type BookingsQuery = NonNullable<NonNullable<paths["/api/admin/bookings"]["get"]["parameters"]>["query"]>;

async function allSlots(asAdmin: TypedClient) {
  return (await asAdmin.GET("/api/admin/slots/all")).data?.data ?? [];
}
async function ids(asAdmin: TypedClient): Promise<string[]> {
  return (await allSlots(asAdmin)).map((s) => s.slotId);
}
const bookings = (asAdmin: TypedClient, query: BookingsQuery) =>
  asAdmin.GET("/api/admin/bookings", { params: { query } });
const ofBooking = (id: string) => ({ params: { path: { id } } });
const reschedule = (asAdmin: TypedClient, id: string, newSlotId: string) =>
  asAdmin.POST("/api/admin/bookings/{id}/reschedule", { ...ofBooking(id), body: { newSlotId } });
const remove = (asAdmin: TypedClient, id: string, action: "cancel" | "delete") =>
  asAdmin.DELETE("/api/admin/bookings/{id}", { ...ofBooking(id), body: { action } });

async function book(
  asAdmin: TypedClient,
  slotId: string,
  name = "Asha Rao",
  email = "asha@example.com",
): Promise<string> {
  const { captcha: _c, ...body } = bookingBody(slotId, "x");
  const res = await bookAsAdmin(asAdmin, { ...body, user: { ...body.user, name, email } });
  expect(res.response.status).toBe(201);
  return res.data?.data.bookingId ?? "";
}

describe("admin bookings table", () => {
  it("filters, sorts and pages in the database", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 6);
    const slotIds = await ids(asAdmin);
    await book(asAdmin, slotIds[0] as string, "Zara");
    await book(asAdmin, slotIds[2] as string, "Bela");
    const page = (await bookings(asAdmin, { view: "all", pageSize: 4, page: 2 })).data;
    // admin.md §7 "data list": data is the rows; the paging is its sibling (decision 0083).
    expect(Array.isArray(page?.data)).toBe(true);
    expect(page?.data).toHaveLength(2);
    expect(page?.pagination).toEqual({ total: 6, page: 2, pageSize: 4 });
    expect(Object.keys(page ?? {}).sort()).toEqual(["data", "pagination", "success"]);
    const byCustomer =
      (await bookings(asAdmin, { view: "all", sort: "customer", order: "asc" })).data?.data ?? [];
    expect(byCustomer.slice(0, 2).map((s) => s.booking?.customerName)).toEqual(["Bela", "Zara"]);
    expect((await bookings(asAdmin, { status: "BOOKED" })).data?.pagination.total).toBe(2);
    expect((await bookings(asAdmin, { status: "CONFIRMED" })).data?.pagination.total).toBe(2);
    const past = (await bookings(asAdmin, { view: "past" })).data;
    expect(past?.pagination.total).toBe(0);
    expect(past?.data).toEqual([]);
    for (const sort of [
      "date",
      "status",
      "customer",
      "paymentStatus",
      "email",
      "phone",
      "createdAt",
    ] as const)
      expect((await bookings(asAdmin, { sort, order: "desc" })).response.status).toBe(200);
    // A sort the document does not list, on purpose: the loose caller.
    expect((await (await signedInCaller(a))("GET", "/api/admin/bookings?sort=drop_table")).status).toBe(400);
  });

  it("sorts by a booking column in the same order as one plain join, across pages and both ways (decision 0076)", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 12);
    const slotIds = await ids(asAdmin);
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
      await book(asAdmin, slotId, name, email);
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
    for (const [sort, expression] of Object.entries(expressions) as Array<[BookingsQuery["sort"], string]>)
      for (const dir of ["asc", "desc"] as const) {
        const oracle = await handle.pool.query<{ id: string }>(
          `select s.id from slots s left join bookings b on b.slot_id = s.id and b.status in ('PENDING', 'PAID')
           order by ${expression} ${dir} nulls last, s.start_at ${dir}, s.id`,
        );
        const paged: string[] = [];
        for (const pageNo of [1, 2, 3]) {
          const res = await bookings(asAdmin, { view: "all", sort, order: dir, pageSize: 5, page: pageNo });
          expect(res.response.status).toBe(200);
          paged.push(...(res.data?.data ?? []).map((item) => item.slotId));
        }
        expect(paged, `${sort} ${dir}`).toEqual(oracle.rows.map((r) => r.id));
      }
  });

  it("reschedules: one of two admins racing for one slot wins; the patient gets the updated invite", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 3);
    const [s1, s2, target] = (await ids(asAdmin)) as [string, string, string];
    const b1 = await book(asAdmin, s1, "One", "one@example.com");
    const b2 = await book(asAdmin, s2, "Two", "two@example.com");
    const [r1, r2] = await Promise.all([reschedule(asAdmin, b1, target), reschedule(asAdmin, b2, target)]);
    expect([r1.response.status, r2.response.status].sort()).toEqual([200, 409]);
    const winner = r1.response.status === 200 ? b1 : b2;
    const mail = await handle.db.execute(
      `select subject, ics_attachment from email_outbox where booking_id = '${winner}' and kind like 'admin-rescheduled:%'` as never,
    );
    const row = mail.rows[0] as { subject: string; ics_attachment: string };
    expect(row.subject).toBe("Consultation rescheduled");
    expect(row.ics_attachment).toContain(`UID:${winner}@clinic-booking`);
    expect(row.ics_attachment).toMatch(/SEQUENCE:[1-9]/);
    const slots = await allSlots(asAdmin);
    expect(slots.filter((s) => s.status === "BOOKED")).toHaveLength(2);
    const audit = await recentAudit(handle.db, { entity: "booking", entityId: winner });
    expect(audit[0]).toMatchObject({ action: "booking.reschedule", actor: adminEmail });
  });

  it("completed bookings cannot be rescheduled or cancelled", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 2);
    const [s1, s2] = (await ids(asAdmin)) as [string, string];
    const b = await book(asAdmin, s1);
    const completed = await asAdmin.PATCH("/api/admin/slots/{id}", {
      params: { path: { id: s1 } },
      body: { status: "COMPLETED" },
    });
    expect(completed.response.status).toBe(200);
    expect((await reschedule(asAdmin, b, s2)).response.status).toBe(409);
    expect((await remove(asAdmin, b, "cancel")).response.status).toBe(409);
  });

  it("reschedule-slots lists the OPEN slots of a date", async () => {
    const a = app();
    const asAdmin = await admin(a);
    const made = await makeSlots(handle.db, 3);
    const [s1] = (await ids(asAdmin)) as [string];
    const b = await book(asAdmin, s1);
    const res = await asAdmin.GET("/api/admin/bookings/{id}/reschedule-slots", {
      params: { path: { id: b }, query: { date: made[1]?.dateKey ?? "" } },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.data.length).toBeGreaterThan(0);
    expect(res.data?.data.every((s) => s.status === "OPEN")).toBe(true);
  });

  it("cancel keeps the record and frees the slot; delete erases the booking", async () => {
    const a = app();
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 2);
    const [s1, s2] = (await ids(asAdmin)) as [string, string];
    const b1 = await book(asAdmin, s1);
    const b2 = await book(asAdmin, s2);
    const noted = await asAdmin.PATCH("/api/admin/bookings/{id}", {
      ...ofBooking(b1),
      body: { notes: "Bring reports" },
    });
    expect(noted.response.status).toBe(200);
    expect((await remove(asAdmin, b1, "cancel")).response.status).toBe(200);
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
    expect((await remove(asAdmin, b2, "delete")).response.status).toBe(200);
    const gone = await handle.db.execute(
      `select count(*)::int as n from bookings where id = '${b2}'` as never,
    );
    expect((gone.rows[0] as { n: number }).n).toBe(0);
    expect((await allSlots(asAdmin)).map((s) => s.status)).toEqual(["OPEN", "OPEN"]);
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
    const asAdmin = await admin(a);
    await makeSlots(handle.db, 1);
    const [s1] = (await ids(asAdmin)) as [string];
    const { captcha: _c, ...body } = bookingBody(s1, "x");
    const formula = { ...body, user: { ...body.user, name: '=cmd|"/c calc"' }, notes: "a, b" };
    expect((await bookAsAdmin(asAdmin, formula)).response.status).toBe(201);
    const csv = await asAdmin.GET("/api/admin/bookings/export.csv", {
      params: { query: { view: "all" } },
      parseAs: "text",
    });
    expect(csv.response.status).toBe(200);
    expect(csv.response.headers.get("content-type")).toContain("text/csv");
    const lines = (csv.data ?? "").split("\r\n");
    expect(lines[0]).toMatch(/^Date,Start,End/);
    expect(lines[1]).toContain(`"'=cmd|""/c calc"""`);
    expect(lines[1]).toContain('"a, b"');
    expect(lines[1]).toContain("'+919876543210");
  });

  it("refuses visitors on every admin bookings asAdmin", async () => {
    const visitor = typedClient(app());
    expect((await visitor.GET("/api/admin/bookings")).response.status).toBe(401);
    expect((await visitor.GET("/api/admin/bookings/export.csv", { parseAs: "text" })).response.status).toBe(
      401,
    );
    const { captcha: _c, ...body } = bookingBody("any", "x");
    expect((await bookAsAdmin(visitor, body)).response.status).toBe(403);
  });
});
