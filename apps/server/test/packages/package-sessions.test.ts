import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { insertPatient } from "../../src/db/patient-repository";
import { expirePackages } from "../../src/services/packages/expire-packages";
import { type AdminCall, adminBookingApp, signedInCaller } from "../support/admin-test-app";
import { makeSlots } from "../support/booking-fixtures";
import { adminBooks } from "../support/receipt-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 35: sessions paid from a package. The desk books a session with `payment: { kind: "package" }`:
 * it costs no money, uses one credit and joins the package's patient's record; cancelling it gives the
 * credit back. A package without a usable credit is refused before anything is written.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const course = (sessions: number) => ({
  name: "MLD course",
  kindId: "consultation",
  sessions,
  amountInPaisa: 300_000,
  validityDays: 30,
  sellOnline: false,
});

async function setUp(
  sessions = 2,
  payment: Record<string, unknown> = { kind: "collected", method: "cash", amountInPaisa: 300_000 },
) {
  const call = await signedInCaller(adminBookingApp(handle.db));
  const patientId = randomUUID();
  await insertPatient(handle.db, {
    id: patientId,
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+919876543210",
  });
  const packageId = (await call("POST", "/api/admin/packages", course(sessions))).json.data.id as string;
  const sold = await call("POST", `/api/admin/patients/${patientId}/packages`, { packageId, payment });
  expect(sold.status).toBe(201);
  await makeSlots(handle.db, 4);
  const slotIds = (await handle.pool.query("select id from slots order by start_at")).rows.map(
    (r) => r.id as string,
  );
  return { call, patientId, purchaseId: sold.json.data.purchaseId as string, slotIds };
}

const purchaseOf = async (call: AdminCall, patientId: string) =>
  (await call("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items[0];

describe("a session paid from a package", () => {
  it("uses one credit, costs nothing, joins the patient's record; cancelling gives the credit back", async () => {
    const { call, patientId, purchaseId, slotIds } = await setUp();
    const booked = await adminBooks(call, slotIds[0] as string, { kind: "package", purchaseId });
    expect(booked.status).toBe(201);
    const bookingId = booked.json.data.bookingId as string;
    const row = (
      await handle.pool.query(
        "select amount, payment_method, patient_id, status from bookings where id = $1",
        [bookingId],
      )
    ).rows[0];
    expect(row).toEqual({ amount: 0, payment_method: "package", patient_id: patientId, status: "PAID" });
    // The package had its receipt; its sessions get none.
    const documents = await handle.pool.query("select booking_id, purchase_id from receipts");
    expect(documents.rows).toEqual([{ booking_id: null, purchase_id: purchaseId }]);
    let purchase = await purchaseOf(call, patientId);
    // Booked ahead: still among the sessions left, not free to book again (the ledger holds it).
    expect(purchase).toMatchObject({ sessionsTotal: 2, sessionsUsed: 0, sessionsBooked: 1, sessionsLeft: 2 });
    expect(purchase.ledger.map((l: { reason: string; change: number }) => [l.reason, l.change])).toEqual([
      ["purchased", 2],
      ["used", -1],
    ]);
    expect(purchase.ledger[1].bookingId).toBe(bookingId);

    const cancelled = await call("DELETE", `/api/admin/bookings/${bookingId}`, { action: "cancel" });
    expect(cancelled.status).toBe(200);
    purchase = await purchaseOf(call, patientId);
    expect(purchase).toMatchObject({ sessionsUsed: 0, sessionsBooked: 0, sessionsLeft: 2 });
    expect(purchase.ledger.at(-1)).toMatchObject({ reason: "returned", change: 1, bookingId });
  });

  it("refuses a session beyond the sessions left, leaving the slot open and the credits as they were", async () => {
    const { call, patientId, purchaseId, slotIds } = await setUp(1);
    expect((await adminBooks(call, slotIds[0] as string, { kind: "package", purchaseId })).status).toBe(201);
    const refused = await adminBooks(call, slotIds[1] as string, { kind: "package", purchaseId });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "not_enough_credits",
      message: "There are no sessions left to book in this package",
    });
    const slot = await handle.pool.query("select status from slots where id = $1", [slotIds[1]]);
    expect(slot.rows[0].status).toBe("OPEN");
    expect(await purchaseOf(call, patientId)).toMatchObject({
      sessionsLeft: 1,
      sessionsBooked: 1,
      sessionsUsed: 0,
    });
  });

  it("refuses an unpaid package, an unknown purchase and another kind's package", async () => {
    const { call, purchaseId, slotIds } = await setUp(2, { kind: "link" });
    const unpaid = await adminBooks(call, slotIds[0] as string, { kind: "package", purchaseId });
    expect(unpaid.status).toBe(409);
    expect(unpaid.json).toMatchObject({
      code: "not_enough_credits",
      message: "This package is not paid yet: it has no sessions to use",
    });
    const unknown = await adminBooks(call, slotIds[0] as string, { kind: "package", purchaseId: "nope" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ "payment.purchaseId": "That package is not this patient's" });
    // A package of another kind: the session's kind must be the one the package covers.
    const kind = await call("POST", "/api/admin/appointment-kinds", {
      name: "Bandaging",
      mode: "in_clinic",
      durationMinutes: 45,
      bufferMinutes: 0,
      amountInPaisa: 150_000,
      minNoticeHours: 0,
      maxAdvanceDays: 60,
      bookableOnline: false,
      colour: "#884400",
    });
    await handle.pool.query("update package_purchases set kind_id = $1, payment_status = 'PAID'", [
      kind.json.data.id,
    ]);
    const otherKind = await adminBooks(call, slotIds[0] as string, { kind: "package", purchaseId });
    expect(otherKind.status).toBe(400);
    expect(otherKind.json.fields).toEqual({
      "payment.purchaseId": "This package is for another kind of appointment",
    });
    const slots = await handle.pool.query("select count(*)::int as n from slots where status <> 'OPEN'");
    expect(slots.rows[0].n).toBe(0);
  });
});

describe("a package session's attendance", () => {
  async function pastSession(noShowUsesSession?: boolean) {
    const { call, patientId, purchaseId, slotIds } = await setUp(2);
    if (noShowUsesSession !== undefined)
      expect((await call("PUT", "/api/admin/settings", { packages: { noShowUsesSession } })).status).toBe(
        200,
      );
    const bookingId = (await adminBooks(call, slotIds[0] as string, { kind: "package", purchaseId })).json
      .data.bookingId as string;
    // The session took place yesterday.
    await handle.pool.query(
      "update slots set start_at = now() - interval '1 day', end_at = now() - interval '23 hours' where id = $1",
      [slotIds[0]],
    );
    return { call, patientId, bookingId };
  }

  it("counts as used once it has started, and a no-show uses it by default", async () => {
    const { call, patientId, bookingId } = await pastSession();
    expect(await purchaseOf(call, patientId)).toMatchObject({
      sessionsUsed: 1,
      sessionsBooked: 0,
      sessionsLeft: 1,
    });
    await call("POST", `/api/admin/bookings/${bookingId}/attendance`, { attendance: "no_show" });
    expect(await purchaseOf(call, patientId)).toMatchObject({ sessionsUsed: 1, sessionsLeft: 1 });
  });

  it("a no-show gives the session back when the clinic says so; marked attended after all, it is used again", async () => {
    const { call, patientId, bookingId } = await pastSession(false);
    const marked = await call("POST", `/api/admin/bookings/${bookingId}/attendance`, {
      attendance: "no_show",
    });
    expect(marked.status).toBe(200);
    let purchase = await purchaseOf(call, patientId);
    expect(purchase).toMatchObject({ sessionsUsed: 0, sessionsLeft: 2 });
    expect(purchase.ledger.at(-1)).toMatchObject({ reason: "returned", bookingId });
    await call("POST", `/api/admin/bookings/${bookingId}/attendance`, { attendance: "attended" });
    purchase = await purchaseOf(call, patientId);
    expect(purchase).toMatchObject({ sessionsUsed: 1, sessionsLeft: 1 });
  });
});

describe("a package past its last day", () => {
  it("writes off its free sessions once; a session booked before stays booked", async () => {
    const { call, patientId, purchaseId, slotIds } = await setUp(3);
    await adminBooks(call, slotIds[0] as string, { kind: "package", purchaseId });
    await handle.pool.query("update package_purchases set expires_on = '2026-01-31'");
    expect(await expirePackages(handle.db, "2026-02-01")).toBe(1);
    expect(await expirePackages(handle.db, "2026-02-02")).toBe(0);
    const purchase = await purchaseOf(call, patientId);
    expect(purchase).toMatchObject({ sessionsBooked: 1, sessionsLeft: 1 });
    expect(purchase.ledger.at(-1)).toMatchObject({ reason: "expired", change: -2, bookingId: null });
    // Nothing more can be booked from it.
    const refused = await adminBooks(call, slotIds[1] as string, { kind: "package", purchaseId });
    expect(refused.status).toBe(409);
  });
});
