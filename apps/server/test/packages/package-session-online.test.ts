import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { makeSlots } from "../support/booking-fixtures";
import { type FullApp, fullTestApp } from "../support/full-test-app";
import {
  bearer,
  linkPatient,
  openSlots,
  paidBooking,
  recordSession,
  withSession,
} from "../support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Issue 35: the patient books their next session from a package on the manage page, with the scopes of
 * My packages (decision 0113): the package that paid the booking with its token, the record's with the
 * record-access code. A PAID booking of no money using one credit, confirmed by email; a refusal writes
 * nothing.
 */
let handle: DatabaseHandle;
let app: FullApp;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  ({ app } = fullTestApp(handle.db));
});

/** A PAID purchase of `sessions` sessions of the patient's, one of them used by `usedBy` when given. */
async function purchaseOf(patientId: string, sessions: number, usedBy?: string) {
  const packageId = randomUUID();
  const purchaseId = randomUUID();
  await handle.pool.query(
    `insert into packages (id, name, kind_id, sessions, amount_in_paisa, validity_days)
     values ($1, 'MLD course', 'consultation', $2, 1500000, 60)`,
    [packageId, sessions],
  );
  await handle.pool.query(
    `insert into package_purchases (id, package_id, patient_id, name, kind_id, sessions_total, validity_days,
       amount, currency, payment_status, payment_method, paid_at, expires_on, sold_by)
     values ($1, $2, $3, 'MLD course', 'consultation', $4, 60, 1500000, 'INR', 'PAID', 'cash', now(), now()::date + 60, 'desk')`,
    [purchaseId, packageId, patientId, sessions],
  );
  await handle.pool.query(
    `insert into package_credits (purchase_id, change, reason, booking_id) values ($1, $2, 'purchased', null)`,
    [purchaseId, sessions],
  );
  if (usedBy)
    await handle.pool.query(
      `insert into package_credits (purchase_id, change, reason, booking_id) values ($1, -1, 'used', $2)`,
      [purchaseId, usedBy],
    );
  return purchaseId;
}

async function setUp(sessions = 10) {
  const slots = await makeSlots(handle.db, 4);
  const ids = await openSlots(app, slots[0]?.dateKey ?? "");
  const paying = await paidBooking(app, handle, ids[0] as string);
  const patientId = await linkPatient(handle, [paying.bookingId]);
  const purchaseId = await purchaseOf(patientId, sessions, paying.bookingId);
  return {
    slotIds: (await handle.pool.query("select id from slots order by start_at")).rows.map(
      (r) => r.id as string,
    ),
    paying,
    patientId,
    purchaseId,
  };
}

const book = (bookingId: string, headers: Record<string, string>, body: unknown, key = randomUUID()) =>
  app.request(`/api/public/bookings/${bookingId}/package-sessions`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  });

const count = async (table: string) =>
  Number((await handle.pool.query(`select count(*) as n from ${table}`)).rows[0]?.n);

describe("POST /api/public/bookings/{bookingId}/package-sessions", () => {
  it("books a PAID session of the patient with one credit, confirmed by email, and replays its key", async () => {
    const { slotIds, paying, patientId, purchaseId } = await setUp();
    const key = randomUUID();
    const res = await book(paying.bookingId, bearer(paying.token), { purchaseId, slotId: slotIds[1] }, key);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { data: { bookingId: string; sessionsLeft: number; startAt: string } };
    expect(body.data).toMatchObject({ purchaseId, sessionsLeft: 8 });
    const { bookingId } = body.data;
    const row = (
      await handle.pool.query(
        "select amount, payment_method, patient_id, status, customer_email, slot_id from bookings where id = $1",
        [bookingId],
      )
    ).rows[0];
    expect(row).toEqual({
      amount: 0,
      payment_method: "package",
      patient_id: patientId,
      status: "PAID",
      customer_email: "asha@example.com",
      slot_id: slotIds[1],
    });
    const used = await handle.pool.query(
      "select change, reason from package_credits where booking_id = $1 and purchase_id = $2",
      [bookingId, purchaseId],
    );
    expect(used.rows).toEqual([{ change: -1, reason: "used" }]);
    const mail = await handle.pool.query(
      "select 1 from email_outbox where booking_id = $1 and kind = 'booking-confirmation'",
      [bookingId],
    );
    expect(mail.rowCount).toBe(1);
    // The same key again: the first answer, nothing booked twice.
    const again = await book(paying.bookingId, bearer(paying.token), { purchaseId, slotId: slotIds[1] }, key);
    expect(((await again.json()) as { data: { bookingId: string } }).data.bookingId).toBe(bookingId);
    expect(await count("bookings")).toBe(2);
    // My packages: one more booked ahead.
    const mine = await app.request(`/api/public/bookings/${paying.bookingId}/my-packages`, {
      headers: bearer(paying.token),
    });
    const items = ((await mine.json()) as { data: { items: Array<{ sessionsBooked: number }> } }).data.items;
    expect(items[0]?.sessionsBooked).toBe(2);
  });

  it("answers 404 for a package outside the token's scope, which the record session opens", async () => {
    const { slotIds, paying, patientId } = await setUp();
    const other = await purchaseOf(patientId, 5);
    const refused = await book(paying.bookingId, bearer(paying.token), {
      purchaseId: other,
      slotId: slotIds[1],
    });
    expect(refused.status).toBe(404);
    const unknown = await book(paying.bookingId, bearer(paying.token), {
      purchaseId: randomUUID(),
      slotId: slotIds[1],
    });
    expect(unknown.status).toBe(404);
    expect(await count("bookings")).toBe(1);
    expect(
      (await book(paying.bookingId, bearer("wrong"), { purchaseId: other, slotId: slotIds[1] })).status,
    ).toBe(403);
    const session = await recordSession(app, handle, paying.bookingId, paying.token);
    const whole = await book(paying.bookingId, withSession(paying.token, session), {
      purchaseId: other,
      slotId: slotIds[1],
    });
    expect(whole.status).toBe(201);
  });

  it("refuses, writing nothing, a slot already taken and a package with no free session", async () => {
    const { slotIds, paying, purchaseId } = await setUp(2);
    const credits = await count("package_credits");
    const taken = await book(paying.bookingId, bearer(paying.token), { purchaseId, slotId: slotIds[0] });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { code: string }).code).toBe("slot_unavailable");
    expect(await count("bookings")).toBe(1);
    expect(await count("package_credits")).toBe(credits);
    const last = await book(paying.bookingId, bearer(paying.token), { purchaseId, slotId: slotIds[1] });
    expect(((await last.json()) as { data: { sessionsLeft: number } }).data.sessionsLeft).toBe(0);
    const none = await book(paying.bookingId, bearer(paying.token), { purchaseId, slotId: slotIds[2] });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { code: string }).code).toBe("not_enough_credits");
    expect(await count("bookings")).toBe(2);
    expect(await count("package_credits")).toBe(credits + 1);
    expect((await handle.pool.query("select 1 from slots where status = 'OPEN'")).rowCount).toBe(2);
  });

  it("keeps the kind's minimum notice as a patient's own booking does", async () => {
    const { slotIds, paying, purchaseId } = await setUp();
    await handle.pool.query(
      "update appointment_kinds set min_notice_hours = 24 * 30 where id = 'consultation'",
    );
    const early = await book(paying.bookingId, bearer(paying.token), { purchaseId, slotId: slotIds[1] });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe("kind_not_offered");
    expect(await count("bookings")).toBe(1);
  });
});
