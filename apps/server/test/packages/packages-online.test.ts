import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { owe } from "../../src/services/refund-service";
import { type AdminCall, adminBookingApp, signedInCaller } from "../support/admin-test-app";
import { bookingBody, makeSlots, manageTokenOf, postJson, solvedCaptcha } from "../support/booking-fixtures";
import { bearer } from "../support/patient-fixtures";
import { billing, patientVerifies } from "../support/receipt-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 35, decision 0134: a package bought online from the booking page with its first session. The
 * hold costs the package's price; the payment makes the purchase PAID (credits, its one receipt) and the
 * booking uses one credit and issues no receipt of its own; cancelling the session gives the credit back.
 */
let handle: DatabaseHandle;
let app: ReturnType<typeof adminBookingApp>;
let call: AdminCall;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  app = adminBookingApp(handle.db);
  call = await signedInCaller(app);
});

const course = {
  name: "MLD course",
  names: { hi: "एमएलडी कोर्स" },
  kindId: "consultation",
  sessions: 5,
  amountInPaisa: 750_000,
  validityDays: 60,
  sellOnline: true,
};

async function addPackage(overrides: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/admin/packages", { ...course, ...overrides });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

/** The ids of the open slots, as the wizard reads them. */
const slotIds = async () =>
  (await handle.pool.query("select id from slots order by start_at")).rows.map((r) => r.id as string);

async function holdWith(slotId: string, packageId: string) {
  return postJson(
    app,
    "/api/public/bookings",
    bookingBody(slotId, await solvedCaptcha(app), { kindId: "consultation", packageId }),
  );
}

const count = async (sql: string) => Number((await handle.pool.query(sql)).rows[0].n);

describe("GET /api/public/packages", () => {
  it("lists only packages sold online, not archived and not free, named in the asked language", async () => {
    const online = await addPackage();
    await addPackage({ name: "Desk only", sellOnline: false });
    await addPackage({ name: "Free review", amountInPaisa: 0 });
    const archived = await addPackage({ name: "Old course" });
    await handle.pool.query("update packages set archived_at = now() where id = $1", [archived]);
    const res = await app.request("/api/public/packages?locale=hi");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { items: unknown[] } };
    expect(body.data.items).toEqual([
      {
        id: online,
        name: "एमएलडी कोर्स",
        kindId: "consultation",
        sessions: 5,
        amountInPaisa: 750_000,
        currency: "INR",
        validityDays: 60,
      },
    ]);
    const english = (await (await app.request("/api/public/packages")).json()) as {
      data: { items: Array<{ name: string }> };
    };
    expect(english.data.items.map((p) => p.name)).toEqual(["MLD course"]);
  });
});

describe("a booking that buys a package (POST /api/public/bookings with packageId)", () => {
  it("costs the package's price; paid, the purchase is PAID with its receipt and the booking uses a credit", async () => {
    expect((await call("PUT", "/api/admin/settings", { receipts: billing })).status).toBe(200);
    const packageId = await addPackage();
    await makeSlots(handle.db, 2);
    const slots = await slotIds();
    const res = await holdWith(slots[0] as string, packageId);
    expect(res.status).toBe(201);
    const hold = ((await res.json()) as { data: { bookingId: string; orderId: string; amount: number } })
      .data;
    expect(hold.amount).toBe(750_000);
    const confirmation = await patientVerifies(app, hold);
    expect(confirmation).toMatchObject({
      paymentStatus: "PAID",
      package: { name: "MLD course", sessionsTotal: 5, sessionsLeft: 4 },
    });
    const purchase = (
      await handle.pool.query(
        "select id, patient_id, payment_status, sessions_total, amount, payment_method, sold_by from package_purchases",
      )
    ).rows;
    const patientId = (await handle.pool.query("select patient_id from bookings")).rows[0].patient_id;
    expect(purchase).toEqual([
      {
        id: expect.any(String),
        patient_id: patientId,
        payment_status: "PAID",
        sessions_total: 5,
        amount: 750_000,
        payment_method: "dummy",
        sold_by: "online",
      },
    ]);
    const purchaseId = purchase[0].id as string;
    // One document: the package's; the session has none of its own.
    const documents = (await handle.pool.query("select booking_id, purchase_id, number from receipts")).rows;
    expect(documents).toEqual([{ booking_id: null, purchase_id: purchaseId, number: expect.any(String) }]);
    expect(confirmation.receiptNumber).toBe(documents[0].number);
    const ledger = (
      await handle.pool.query("select change, reason, booking_id from package_credits order by id")
    ).rows;
    expect(ledger).toEqual([
      { change: 5, reason: "purchased", booking_id: null },
      { change: -1, reason: "used", booking_id: hold.bookingId },
    ]);
    // The manage page's My packages shows it through the booking's own link.
    const token = await manageTokenOf(handle.db, hold.bookingId);
    const mine = await app.request(`/api/public/bookings/${hold.bookingId}/my-packages`, {
      headers: bearer(token),
    });
    const items = ((await mine.json()) as { data: { items: unknown[] } }).data.items;
    expect(items).toEqual([
      expect.objectContaining({ purchaseId, sessionsTotal: 5, sessionsBooked: 1, sessionsLeft: 5 }),
    ]);
    // The patient's receipt download is the package's receipt.
    const pdf = await app.request(`/api/public/bookings/${hold.bookingId}/receipt.pdf`, {
      headers: bearer(token),
    });
    expect(pdf.status).toBe(200);
    // Verifying again (a double click, a webhook) buys nothing twice.
    await patientVerifies(app, hold);
    expect(await count("select count(*) as n from package_purchases")).toBe(1);
    expect(await count("select count(*) as n from package_credits")).toBe(2);
    // The earnings count the money once, as the package's; the session is one paid booking.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const earnings = await call("GET", `/api/admin/earnings?granularity=day&from=${today}&to=${today}`);
    expect(earnings.json.data.totals).toMatchObject({ gross: 750_000, refunds: 0, count: 1 });
  });

  it("refuses with 409 package_not_offered, writing nothing, a package of another kind or not sold online", async () => {
    const kind = await call("POST", "/api/admin/appointment-kinds", {
      name: "Home visit",
      mode: "home_visit",
      durationMinutes: 45,
      bufferMinutes: 0,
      amountInPaisa: 150_000,
      minNoticeHours: 0,
      maxAdvanceDays: 90,
      bookableOnline: true,
      serviceArea: "Bengaluru",
      colour: "#2f855a",
    });
    expect(kind.status).toBe(201);
    const homeKind = kind.json.data.id as string;
    const otherKind = await addPackage({ name: "Home course", kindId: homeKind });
    const deskOnly = await addPackage({ name: "Desk only", sellOnline: false });
    await makeSlots(handle.db, 2);
    const slots = await slotIds();
    for (const packageId of [otherKind, deskOnly, "no-such-package"]) {
      const res = await holdWith(slots[0] as string, packageId);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { code: string }).code).toBe("package_not_offered");
    }
    expect(await count("select count(*) as n from bookings")).toBe(0);
    expect(await count("select count(*) as n from package_orders")).toBe(0);
    expect(await count("select count(*) as n from slots where status <> 'OPEN'")).toBe(0);
  });

  it("cancelled by the patient, the session gives its credit back and its payment is not refunded", async () => {
    const packageId = await addPackage();
    await makeSlots(handle.db, 2);
    const slots = await slotIds();
    const res = await holdWith(slots[0] as string, packageId);
    const hold = ((await res.json()) as { data: { bookingId: string; orderId: string } }).data;
    await patientVerifies(app, hold);
    const token = await manageTokenOf(handle.db, hold.bookingId);
    const cancelled = await postJson(app, `/api/public/bookings/${hold.bookingId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    const ledger = (await handle.pool.query("select change, reason from package_credits order by id")).rows;
    expect(ledger.map((l) => l.reason)).toEqual(["purchased", "used", "returned"]);
    expect(await count("select sum(change) as n from package_credits")).toBe(5);
    // No credit note: the session had no receipt. The package and its receipt stand.
    expect(await count("select count(*) as n from receipts where kind = 'credit_note'")).toBe(0);
    // Had it been paid through Razorpay, its money would still be the package's: nothing owed back.
    const row = (await handle.pool.query("select * from bookings where id = $1", [hold.bookingId])).rows[0];
    const asRazorpay = {
      id: row.id,
      status: "PAID",
      isAdminBooking: false,
      paymentProvider: "razorpay",
      paymentId: "pay_123",
      amount: row.amount,
    };
    await handle.db.transaction(async (tx) => {
      // biome-ignore lint/suspicious/noExplicitAny: a row with only the fields owe reads.
      expect(await owe(tx as any, asRazorpay as any)).toBeUndefined();
    });
  });
});
