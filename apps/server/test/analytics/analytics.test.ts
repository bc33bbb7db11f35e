import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { type AdminCall, signedInCaller } from "../support/admin-test-app";
import { dashboardApp, ist } from "../support/dashboard-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 34: GET /api/admin/analytics on a small known clinic. Two practitioners (Anita, Bala), the
 * default video consultation (60 min) and an in-clinic MLD session (45 min), 60-minute slots, in IST:
 *
 *   week of Mon 23 Nov              week of Mon 30 Nov
 *   s1 23 Nov Anita {c,mld} b1 MLD P1 attended     s5 30 Nov Anita {c} b4 consult P1 (unmarked)
 *   s2 24 Nov Anita {c}     b2 consult P2 no-show  s6 30 Nov Bala {mld} b5 cancelled (refunded)
 *   s3 25 Nov Anita {c,mld} open                   s7 1 Dec  Bala {mld} b6 MLD P2 no-show
 *   s4 26 Nov Bala {mld}    b3 MLD P3 attended
 *
 * plus P1's first visit on 5 October (s0, b0) and an open slot on Sunday 22 November (s8).
 */
let handle: DatabaseHandle;
let owner: AdminCall;
let desk: AdminCall;
let practitioner: AdminCall;

const tax3 = 22_881; // 18 % contained in ₹1,500 (b3 was taxable)

beforeAll(async () => {
  handle = await openWorkerDatabase();
  await resetDatabase(handle);
  await seed();
  const app = dashboardApp(handle.db, ist("2026-12-10T12:00")).app;
  owner = await signedInCaller(app);
  desk = await signedInCaller(app, "desk@clinic.example");
  practitioner = await signedInCaller(app, "anita@clinic.example");
});
afterAll(() => handle.close());

async function seed() {
  const q = (text: string, values: unknown[] = []) => handle.pool.query(text, values);
  await q(`insert into staff (id, email, name, role) values
    ('p-anita', 'anita@clinic.example', 'Anita', 'practitioner'),
    ('p-bala', 'bala@clinic.example', 'Bala', 'practitioner'),
    ('desk', 'desk@clinic.example', 'Dev', 'front_desk')`);
  await q(`insert into appointment_kinds (id, name, mode, duration_minutes, buffer_minutes, amount_in_paisa, colour)
    values ('mld', 'Manual lymphatic drainage', 'in_clinic', 45, 15, 150000, '#aa5500')`);
  await q(
    `insert into patients (id, name) values ('P1', 'One'), ('P2', 'Two'), ('P3', 'Three'), ('P4', 'Four')`,
  );
  const slots: Array<[string, string, string, string[]]> = [
    ["s0", "2026-10-05T10:00", "p-anita", ["consultation"]],
    ["s8", "2026-11-22T10:00", "p-anita", ["consultation"]],
    ["s1", "2026-11-23T10:00", "p-anita", ["consultation", "mld"]],
    ["s2", "2026-11-24T10:00", "p-anita", ["consultation"]],
    ["s3", "2026-11-25T10:00", "p-anita", ["consultation", "mld"]],
    ["s4", "2026-11-26T10:00", "p-bala", ["mld"]],
    ["s5", "2026-11-30T10:00", "p-anita", ["consultation"]],
    ["s6", "2026-11-30T11:00", "p-bala", ["mld"]],
    ["s7", "2026-12-01T10:00", "p-bala", ["mld"]],
  ];
  for (const [id, start, who, kinds] of slots) {
    const at = ist(start);
    await q(
      `insert into slots (id, date_key, start_at, end_at, status, practitioner_id, kind_ids)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, start.slice(0, 10), at, new Date(at.getTime() + 3_600_000), "OPEN", who, kinds],
    );
  }
  type B = [string, string, string, string, string, number, number, string | null, string | null];
  // id, slot, status, patient, kind, amount, tax, paid (IST), attendance
  const bookings: B[] = [
    ["b0", "s0", "PAID", "P1", "consultation", 200_000, 0, "2026-10-01T10:00", "attended"],
    ["b1", "s1", "PAID", "P1", "mld", 150_000, 0, "2026-11-23T09:00", "attended"],
    // Paid on Sunday 22 November: before a range from the 23rd, in November's month.
    ["b2", "s2", "PAID", "P2", "consultation", 200_000, 0, "2026-11-22T23:50", "no_show"],
    ["b3", "s4", "PAID", "P3", "mld", 150_000, tax3, "2026-11-26T09:00", "attended"],
    // Paid 00:10 IST on Monday 30 November, still Sunday in UTC: the second week's money.
    ["b4", "s5", "PAID", "P1", "consultation", 200_000, 0, "2026-11-30T00:10", null],
    ["b5", "s6", "CANCELLED", "P4", "mld", 150_000, 0, "2026-11-29T12:00", null],
    ["b6", "s7", "PAID", "P2", "mld", 150_000, 0, "2026-12-01T08:00", "no_show"],
  ];
  for (const [i, [id, slot, status, patient, kind, amount, tax, paid, attendance]] of bookings.entries()) {
    await q(
      `insert into bookings (id, reference, slot_id, status, flow, customer_name, customer_email, customer_phone,
         timezone, amount, currency, tax_treatment, tax_percent, tax_amount, duration_minutes, payment_provider,
         order_id, client_key, hold_expires_at, paid_at, patient_id, kind_id, attendance)
       values ($1, $2, $3, $4, 'book', 'Patient', 'p@example.com', '+919876543210', 'Asia/Kolkata', $5, 'INR',
         $6, $7, $8, $9, 'dummy', $10, 'fixture', now(), $11, $12, $13, $14)`,
      [
        id,
        `REF-${id}`,
        slot,
        status,
        amount,
        tax ? "taxable" : "exempt",
        tax ? 18 : 0,
        tax,
        kind === "mld" ? 45 : 60,
        `order_${i}`,
        paid ? ist(paid) : null,
        patient,
        kind,
        attendance,
      ],
    );
  }
}

const get = (who: AdminCall, query: string) => who("GET", `/api/admin/analytics?${query}`);
const mld = { kindId: "mld", kindName: "Manual lymphatic drainage" };
const consult = { kindId: "consultation", kindName: "Video consultation" };
const anita = { practitionerId: "p-anita", practitionerName: "Anita" };
const bala = { practitionerId: "p-bala", practitionerName: "Bala" };

describe("GET /api/admin/analytics", () => {
  it("counts each week (from Monday) and the range: no-shows, utilisation, revenue, new and returning", async () => {
    const res = await get(owner, "from=2026-11-23&to=2026-12-06&period=week");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { periods, totals, ...rest } = res.json.data;
    expect(rest).toEqual({
      period: "week",
      from: "2026-11-23",
      to: "2026-12-06",
      timezone: "Asia/Kolkata",
      currency: "INR",
    });
    expect(periods).toHaveLength(2);
    const [first, second] = periods;
    expect(first).toEqual({
      start: "2026-11-23",
      from: "2026-11-23",
      to: "2026-11-29",
      noShowRate: 1 / 3,
      attended: 2,
      noShows: 1,
      booked: 3,
      utilisation: [
        { ...anita, ...consult, bookedMinutes: 60, openMinutes: 180 },
        { ...anita, ...mld, bookedMinutes: 45, openMinutes: 120 },
        { ...bala, ...mld, bookedMinutes: 45, openMinutes: 60 },
      ],
      byPractitioner: [
        { ...anita, bookedMinutes: 105, openMinutes: 180 },
        { ...bala, bookedMinutes: 45, openMinutes: 60 },
      ],
      // b2 was paid the Sunday before; b5's payment was refunded in the same week (net 0).
      revenueByKind: [{ ...mld, amountInPaisa: 300_000 - tax3 }],
      revenueInPaisa: 300_000 - tax3,
      newPatients: 2,
      returningPatients: 1,
    });
    expect(second).toMatchObject({
      start: "2026-11-30",
      from: "2026-11-30",
      to: "2026-12-06",
      noShowRate: 1,
      attended: 0,
      noShows: 1,
      booked: 2,
      utilisation: [
        { ...anita, ...consult, bookedMinutes: 60, openMinutes: 60 },
        // The cancelled booking's slot is offered time, not booked.
        { ...bala, ...mld, bookedMinutes: 45, openMinutes: 120 },
      ],
      revenueByKind: [
        { ...consult, amountInPaisa: 200_000 },
        { ...mld, amountInPaisa: 150_000 },
      ],
      newPatients: 0,
      returningPatients: 2,
    });
    expect(totals).toEqual({
      noShowRate: 0.5,
      attended: 2,
      noShows: 2,
      booked: 5,
      utilisation: [
        { ...anita, ...consult, bookedMinutes: 120, openMinutes: 240 },
        { ...anita, ...mld, bookedMinutes: 45, openMinutes: 120 },
        { ...bala, ...mld, bookedMinutes: 90, openMinutes: 180 },
      ],
      byPractitioner: [
        { ...anita, bookedMinutes: 165, openMinutes: 240 },
        { ...bala, bookedMinutes: 90, openMinutes: 180 },
      ],
      revenueByKind: [
        { ...consult, amountInPaisa: 200_000 },
        { ...mld, amountInPaisa: 450_000 - tax3 },
      ],
      revenueInPaisa: 650_000 - tax3,
      // P2 and P3 first came in the range; P1 first came in October. Each patient once.
      newPatients: 2,
      returningPatients: 1,
    });
  });

  it("starts a range's first week on its Monday and cuts the periods to the range", async () => {
    const res = await get(owner, "from=2026-11-25&to=2026-12-02&period=week");
    expect(res.status).toBe(200);
    const periods = res.json.data.periods;
    expect(periods.map((p: { start: string; from: string; to: string }) => [p.start, p.from, p.to])).toEqual([
      ["2026-11-23", "2026-11-25", "2026-11-29"],
      ["2026-11-30", "2026-11-30", "2026-12-02"],
    ]);
    // Only the days inside the range count: b3 on the 26th, not b1 and b2 (23rd, 24th).
    expect(periods[0]).toMatchObject({ booked: 1, attended: 1, noShows: 0, newPatients: 1 });
    expect(periods[0].byPractitioner).toEqual([
      { ...anita, bookedMinutes: 0, openMinutes: 60 },
      { ...bala, bookedMinutes: 45, openMinutes: 60 },
    ]);
  });

  it("counts by calendar month, with empty months as zeros", async () => {
    const res = await get(owner, "from=2026-11-01&to=2027-01-31&period=month");
    expect(res.status).toBe(200);
    const [nov, dec, jan] = res.json.data.periods;
    expect(nov).toMatchObject({
      start: "2026-11-01",
      from: "2026-11-01",
      to: "2026-11-30",
      booked: 4,
      attended: 2,
      noShows: 1,
      noShowRate: 1 / 3,
      newPatients: 2,
      returningPatients: 1,
      revenueByKind: [
        { ...consult, amountInPaisa: 400_000 },
        { ...mld, amountInPaisa: 300_000 - tax3 },
      ],
    });
    // The open Sunday slot (22 Nov) is November's offered time too.
    expect(nov.byPractitioner[0]).toEqual({ ...anita, bookedMinutes: 165, openMinutes: 300 });
    expect(dec).toMatchObject({
      start: "2026-12-01",
      to: "2026-12-31",
      booked: 1,
      noShowRate: 1,
      newPatients: 0,
      returningPatients: 1,
      revenueInPaisa: 150_000,
    });
    expect(jan).toEqual({
      start: "2027-01-01",
      from: "2027-01-01",
      to: "2027-01-31",
      noShowRate: null,
      attended: 0,
      noShows: 0,
      booked: 0,
      utilisation: [],
      byPractitioner: [],
      revenueByKind: [],
      revenueInPaisa: 0,
      newPatients: 0,
      returningPatients: 0,
    });
  });

  it("refuses a bad query with 400 and a message per field", async () => {
    const bad = await get(owner, "from=2026-02-30&to=2026-13-01&period=day");
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      from: "must be a real calendar date",
      to: expect.any(String),
      period: "period must be week or month",
    });
    const reversed = await get(owner, "from=2026-12-01&to=2026-11-01&period=week");
    expect(reversed.status).toBe(400);
    expect(reversed.json.fields).toEqual({ to: "from must not be after to" });
    const long = await get(owner, "from=2025-01-01&to=2026-12-31&period=month");
    expect(long.status).toBe(400);
    expect(long.json.fields).toEqual({ from: "Show at most 400 days at a time" });
    expect((await get(owner, "period=week")).status).toBe(400);
  });

  it("answers every staff role, as the earnings do, and nobody signed out", async () => {
    const query = "from=2026-11-23&to=2026-11-29&period=week";
    expect((await get(desk, query)).json.data.totals.booked).toBe(3);
    expect((await get(practitioner, query)).status).toBe(200);
    const app = dashboardApp(handle.db).app;
    expect((await app.request(`/api/admin/analytics?${query}`)).status).toBe(401);
  });
});
