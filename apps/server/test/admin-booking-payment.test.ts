import { readFile } from "node:fs/promises";
import { includedTax } from "@clinic/contract/money";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { type AdminCall, adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { bookingBody, makeSlots, postJson, solvedCaptcha } from "./support/booking-fixtures";
import { dashboardApp, seedDashboardFixture } from "./support/dashboard-fixtures";
import { billing } from "./support/receipt-fixtures";
import { openFreshDatabase, openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * Decision 0094: an admin booking for a patient who phoned records how the clinic took payment (not
 * charged, or collected at the clinic by cash, UPI or card with the amount); the earnings count only
 * money received, and the patient's email says what applies.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

type Stored = { amount: number; tax_amount: number; payment_method: string | null; status: string };

async function storedBooking(id: string): Promise<Stored | undefined> {
  const { rows } = await handle.db.execute<Stored>(
    sql`select amount, tax_amount, payment_method, status from bookings where id = ${id}`,
  );
  return rows[0];
}

async function confirmationText(bookingId: string): Promise<string> {
  const { rows } = await handle.db.execute<{ text_body: string }>(
    sql`select text_body from email_outbox where booking_id = ${bookingId} and kind = 'booking-confirmation'`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]?.text_body ?? "";
}

/** The admin's booking of `slotId` for Asha Rao, with `payment` as given (left out when undefined). */
function adminBooks(call: AdminCall, slotId: string, payment?: unknown) {
  const { captcha: _none, ...body } = bookingBody(slotId, "unused");
  return call("POST", "/api/public/bookings", {
    ...body,
    notes: "",
    flow: "book",
    isAdminBooking: true,
    ...(payment === undefined ? {} : { payment }),
  });
}

async function openAdmin(slots: number) {
  const app = adminBookingApp(handle.db);
  const made = await makeSlots(handle.db, slots);
  const call = await signedInCaller(app);
  const listed = (await call("GET", "/api/admin/slots/all")).json.data as Array<{ slotId: string }>;
  expect(listed).toHaveLength(made.length);
  return { app, call, slotIds: listed.map((s) => s.slotId) };
}

describe("an admin booking's payment", () => {
  it("refuses a bad payment with a reason per field, and nothing changes", async () => {
    const { call, slotIds } = await openAdmin(1);
    const slotId = slotIds[0] as string;
    const refusals: Array<[unknown, Record<string, string>]> = [
      [{ kind: "collected", method: "cheque", amountInPaisa: 100 }, { "payment.method": expect.any(String) }],
      [
        { kind: "collected", method: "cash", amountInPaisa: 0 },
        { "payment.amountInPaisa": expect.any(String) },
      ],
      [
        { kind: "collected", method: "upi", amountInPaisa: 12.5 },
        { "payment.amountInPaisa": expect.any(String) },
      ],
      [{ kind: "collected", method: "card" }, { "payment.amountInPaisa": expect.any(String) }],
      [
        { kind: "collected", method: "card", amountInPaisa: 100_000_001 },
        { "payment.amountInPaisa": expect.any(String) },
      ],
      [{ kind: "gift" }, { "payment.kind": expect.any(String) }],
    ];
    for (const [payment, fields] of refusals) {
      const res = await adminBooks(call, slotId, payment);
      expect(res.status, JSON.stringify(payment)).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "validation_failed" });
      expect(res.json.fields).toEqual(fields);
    }
    const { rows } = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings`);
    expect(rows[0]?.n).toBe(0);
    const slot = (await call("GET", "/api/admin/slots/all")).json.data[0];
    expect(slot).toMatchObject({ status: "OPEN", booking: null });
  });

  it("is never taken from a patient's own booking", async () => {
    const { app, slotIds } = await openAdmin(1);
    const slotId = slotIds[0] as string;
    const payment = { kind: "collected", method: "cash", amountInPaisa: 100 };
    const visitor = await postJson(app, "/api/public/bookings", {
      ...bookingBody(slotId, await solvedCaptcha(app)),
      payment,
    });
    expect(visitor.status).toBe(400);
    expect(await visitor.json()).toMatchObject({
      code: "validation_failed",
      fields: { payment: "Only the clinic can record how payment was taken" },
    });
    // Claiming to be the admin without a session is refused before anything is held.
    const { captcha: _none, ...body } = bookingBody(slotId, "unused");
    const forged = await postJson(app, "/api/public/bookings", { ...body, isAdminBooking: true, payment });
    expect(forged.status).toBe(403);
    const { rows } = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings`);
    expect(rows[0]?.n).toBe(0);
  });

  it("not charged (also when the call does not say): nothing received, and the email says no payment was taken", async () => {
    const { call, slotIds } = await openAdmin(2);
    const said = await adminBooks(call, slotIds[0] as string, { kind: "not_charged" });
    const unsaid = await adminBooks(call, slotIds[1] as string);
    for (const res of [said, unsaid]) {
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({
        message: "Booking created and marked as paid",
        data: { amount: 0, taxAmount: 0, paymentStatus: "PAID" },
      });
      const id = res.json.data.bookingId as string;
      expect(await storedBooking(id)).toEqual({
        amount: 0,
        tax_amount: 0,
        payment_method: "not_charged",
        status: "PAID",
      });
      const text = await confirmationText(id);
      expect(text).toContain("No payment was taken for this booking.");
      expect(text).not.toContain("Amount paid");
    }
    const listed = (await call("GET", "/api/admin/slots/all")).json.data;
    expect(listed.map((s: { booking: unknown }) => s.booking)).toEqual([
      expect.objectContaining({ paymentStatus: "PAID", paymentMethod: "not charged", amount: 0 }),
      expect.objectContaining({ paymentStatus: "PAID", paymentMethod: "not charged", amount: 0 }),
    ]);
  });

  it("collected at the clinic: the amount with its method, in the list, the CSV and the email", async () => {
    const { call, slotIds } = await openAdmin(3);
    const made = [
      await adminBooks(call, slotIds[0] as string, {
        kind: "collected",
        method: "cash",
        amountInPaisa: 200_000,
      }),
      await adminBooks(call, slotIds[1] as string, {
        kind: "collected",
        method: "upi",
        amountInPaisa: 150_050,
      }),
      await adminBooks(call, slotIds[2] as string, { kind: "collected", method: "card", amountInPaisa: 99 }),
    ];
    const expected = [
      {
        amount: 200_000,
        method: "cash",
        line: "Amount paid: ₹2,000.00 at the clinic (cash)",
        label: "cash at clinic",
      },
      {
        amount: 150_050,
        method: "upi",
        line: "Amount paid: ₹1,500.50 at the clinic (UPI)",
        label: "UPI at clinic",
      },
      {
        amount: 99,
        method: "card",
        line: "Amount paid: ₹0.99 at the clinic (card)",
        label: "card at clinic",
      },
    ];
    for (const [i, res] of made.entries()) {
      const want = expected[i] as (typeof expected)[number];
      expect(res.status).toBe(201);
      const id = res.json.data.bookingId as string;
      // An exempt clinic (the default) charges no GST (decision 0125).
      expect(res.json.data).toMatchObject({ amount: want.amount, taxPercent: 0, taxAmount: 0 });
      expect(await storedBooking(id)).toEqual({
        amount: want.amount,
        tax_amount: 0,
        payment_method: want.method,
        status: "PAID",
      });
      const text = await confirmationText(id);
      expect(text.split("\n")).toContain(want.line);
      expect(text).not.toContain("No payment was taken");
    }
    const listed = (await call("GET", "/api/admin/slots/all")).json.data;
    expect(listed.map((s: { booking: { paymentMethod: string; amount: number } }) => s.booking)).toEqual(
      expected.map((w) => expect.objectContaining({ paymentMethod: w.label, amount: w.amount })),
    );
    const csv = (await call("GET", "/api/admin/bookings/export.csv?view=all")).text;
    expect(csv).toContain(",PAID,UPI at clinic,");
    // Money reads as every screen writes it (issue 32), quoted for its comma.
    expect(csv).toContain(',"₹1,500.50",INR,');
  });

  it("keeps a patient's online payment worded as before", async () => {
    const { app, slotIds } = await openAdmin(1);
    const created = await postJson(
      app,
      "/api/public/bookings",
      bookingBody(slotIds[0] as string, await solvedCaptcha(app)),
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { bookingId: string; orderId: string } };
    const paid = await postJson(app, `/api/public/bookings/${data.bookingId}/payments/verify`, {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: data.orderId,
      razorpay_signature: "dummy_signature",
    });
    expect(paid.status).toBe(200);
    expect(await storedBooking(data.bookingId)).toMatchObject({ amount: 200_000, payment_method: null });
    // An exempt clinic (the default, decision 0105) says nothing of GST.
    expect((await confirmationText(data.bookingId)).split("\n")).toContain("Amount paid: ₹2,000.00");
  });

  it("a cancelled collected booking tells the patient the clinic returns what they paid", async () => {
    const { call, slotIds } = await openAdmin(2);
    const cash = await adminBooks(call, slotIds[0] as string, {
      kind: "collected",
      method: "cash",
      amountInPaisa: 120_000,
    });
    const free = await adminBooks(call, slotIds[1] as string, { kind: "not_charged" });
    const cancelled = async (id: string) => {
      expect((await call("DELETE", `/api/admin/bookings/${id}`, { action: "cancel" })).status).toBe(200);
      const { rows } = await handle.db.execute<{ text_body: string }>(
        sql`select text_body from email_outbox where booking_id = ${id} and kind = 'booking-cancelled'`,
      );
      return rows[0]?.text_body ?? "";
    };
    expect(await cancelled(cash.json.data.bookingId)).toContain(
      "The clinic will return the ₹1,200.00 you paid at the clinic in full.",
    );
    expect(await cancelled(free.json.data.bookingId)).toContain("No payment was taken for this booking.");
  });
});

describe("earnings count only money received", () => {
  it("adds what was collected at the clinic, never a booking not charged, and a cancelled collection as a refund", async () => {
    await seedDashboardFixture(handle.db);
    const call = await signedInCaller(dashboardApp(handle.db).app);
    const today = "granularity=day&from=2026-11-25&to=2026-11-25";
    const before = (await call("GET", `/api/admin/earnings?${today}`)).json.data.totals;
    expect(before).toEqual({ gross: 0, tax: 0, refunds: 0, net: 0, count: 0 });
    // A taxable clinic, so that the tax of what was collected shows too (decision 0125).
    const receipts = { ...billing, taxTreatment: "taxable" };
    expect((await call("PUT", "/api/admin/settings", { receipts })).status).toBe(200);

    const notCharged = await adminBooks(call, "s07-wed-2350", { kind: "not_charged" });
    const upi = await adminBooks(call, "s10-sun-2350", {
      kind: "collected",
      method: "upi",
      amountInPaisa: 150_000,
    });
    const cash = await adminBooks(call, "s11-mon-0010", {
      kind: "collected",
      method: "cash",
      amountInPaisa: 120_000,
    });
    for (const res of [notCharged, upi, cash]) expect(res.status).toBe(201);
    const afterBooking = (await call("GET", `/api/admin/earnings?${today}`)).json.data.totals;
    const tax = includedTax(150_000, 18) + includedTax(120_000, 18);
    expect(afterBooking).toEqual({ gross: 270_000, tax, refunds: 0, net: 270_000 - tax, count: 2 });

    expect(
      (await call("DELETE", `/api/admin/bookings/${cash.json.data.bookingId}`, { action: "cancel" })).status,
    ).toBe(200);
    const afterCancel = (await call("GET", `/api/admin/earnings?${today}`)).json.data.totals;
    const kept = includedTax(150_000, 18);
    expect(afterCancel).toEqual({
      gross: 270_000,
      tax: kept,
      refunds: 120_000,
      net: 150_000 - kept,
      count: 2,
    });
  });

  it("migration 0012 makes the admin bookings made before it not charged, and keeps the others", async () => {
    // A database of its own: the test takes the migration's column away to run it again.
    const fresh = await openFreshDatabase();
    try {
      await seedDashboardFixture(fresh.db);
      // An admin booking as the server stored it before the migration: the price as its amount.
      await fresh.pool.query("alter table bookings drop column payment_method");
      await fresh.pool.query("update bookings set is_admin_booking = true where id = 'b4'");
      const migration = await readFile(
        new URL("../src/db/migrations/0012_admin_booking_payment.sql", import.meta.url),
        "utf8",
      );
      for (const statement of migration.split("--> statement-breakpoint")) await fresh.pool.query(statement);
      const { rows } = await fresh.pool.query(
        "select id, amount, tax_amount, payment_method from bookings where id in ('b3', 'b4') order by id",
      );
      expect(rows).toEqual([
        { id: "b3", amount: 150_000, tax_amount: includedTax(150_000, 18), payment_method: null },
        { id: "b4", amount: 0, tax_amount: 0, payment_method: "not_charged" },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
