import { randomUUID } from "node:crypto";
import { patientRightsMessages } from "@clinic/contract/patient-rights";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { testAppSecret } from "./support/auth-test-app";
import { bookingBody, makeSlots, manageTokenOf, slotIdsOf } from "./support/booking-fixtures";
import { startFakeRazorpay } from "./support/fake-razorpay";
import { adminHeadersOf, type FullApp, fullTestApp, signIn, solvedToken } from "./support/full-test-app";
import { bearer, linkPatient } from "./support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/*
 * Decision 0116: answers kept under Idempotency-Keys (24 h) may name the patient (Razorpay Checkout's
 * prefill, the admin's booking rows) or hold a note's text. Erasing the record replaces every one of
 * them: no idempotency row holds the name, email, phone or notes, and a replay answers "erased".
 */

const keyId = "rzp_test_erasure";
const keySecret = "erasure-key-secret";

let handle: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let app: FullApp;
beforeAll(async () => {
  handle = await openWorkerDatabase();
  fake = await startFakeRazorpay(keyId, keySecret);
});
afterAll(async () => {
  await fake.close();
  await handle.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
  // Razorpay, so that a hold's answer carries Checkout's prefill: the patient's name, email and phone.
  ({ app } = fullTestApp(handle.db, {
    booking: { paymentProvider: "razorpay", razorpay: { keyId, keySecret, apiBase: fake.apiBase } },
  }));
});

const patient = {
  name: "Kavya Iyer",
  email: "kavya.iyer@example.com",
  phone: "+919812345678",
  timezone: "Asia/Kolkata",
};
const corrected = { name: "Kavya Raman Iyer", email: "kavya.raman@example.com" };
const privateNote = "Axillary clearance in 2019, cording on the left";
const measurementNote = "Pitting oedema at the left forearm";
const bookingNote = "Swelling after radiotherapy";
/** Every value that must be gone; the phone as its ten digits, however it was written. */
const personal = [
  patient.name,
  patient.email,
  "9812345678",
  corrected.name,
  corrected.email,
  privateNote,
  measurementNote,
  bookingNote,
];

type Call = { method: string; path: string; body: unknown; headers: Record<string, string>; key: string };
const send = (call: Call) =>
  Promise.resolve(
    app.request(call.path, {
      method: call.method,
      headers: { "content-type": "application/json", "idempotency-key": call.key, ...call.headers },
      body: JSON.stringify(call.body),
    }),
  );

/** How many idempotency rows hold `value` anywhere in their stored text. */
async function rowsHolding(value: string): Promise<number> {
  const { rows } = await handle.pool.query<{ n: number }>(
    "select count(*)::int as n from idempotency_keys k where strpos(lower(k::text), lower($1)) > 0",
    [value],
  );
  return rows[0]?.n ?? 0;
}

describe("erasure and the answers kept under Idempotency-Keys", () => {
  it("replaces every answer about the record: nothing personal is stored, and a replay answers 'erased'", async () => {
    const session = await signIn(app);
    const admin = adminHeadersOf(session);
    const made = await makeSlots(handle.db, 3);
    const [first, second, third] = await slotIdsOf(app, made[0]?.dateKey ?? "");
    const { captcha: _none, ...byPhone } = bookingBody(first as string, "unused");

    // The patient's own hold (Razorpay: PENDING, Checkout's prefill in the answer) and a clinic booking.
    const hold: Call = {
      method: "POST",
      path: "/api/public/bookings",
      body: bookingBody(second as string, await solvedToken(), { user: patient, notes: bookingNote }),
      headers: {},
      key: randomUUID(),
    };
    const held = await send(hold);
    expect(held.status, await held.clone().text()).toBe(201);
    const heldId = ((await held.json()) as { data: { bookingId: string } }).data.bookingId;
    const clinicBooking: Call = {
      method: "POST",
      path: "/api/public/bookings",
      body: { ...byPhone, user: patient, notes: bookingNote, isAdminBooking: true },
      headers: admin,
      key: randomUUID(),
    };
    const booked = await send(clinicBooking);
    expect(booked.status, await booked.clone().text()).toBe(201);
    const bookedId = ((await booked.json()) as { data: { bookingId: string } }).data.bookingId;
    const patientId = await linkPatient(handle, [heldId, bookedId]);

    // The admin's calls whose answers hold the record: a private note, a measurement, a move.
    const note: Call = {
      method: "POST",
      path: `/api/admin/patients/${patientId}/notes`,
      body: { body: privateNote },
      headers: admin,
      key: randomUUID(),
    };
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const measurement: Call = {
      method: "POST",
      path: `/api/admin/patients/${patientId}/measurements`,
      body: {
        takenOn: today,
        limb: "left_arm",
        spacingCm: 4,
        affectedCm: [20, 22, 24],
        notes: measurementNote,
      },
      headers: admin,
      key: randomUUID(),
    };
    const move: Call = {
      method: "POST",
      path: `/api/admin/bookings/${bookedId}/reschedule`,
      body: { newSlotId: third },
      headers: admin,
      key: randomUUID(),
    };
    for (const call of [note, measurement, move]) {
      const res = await send(call);
      expect(res.status, `${call.path}: ${await res.text()}`).toBeLessThan(300);
    }
    // The patient corrects their contact details (PATCH: no answer is kept, the key is ignored).
    const token = await manageTokenOf(handle.db, bookedId, testAppSecret);
    const correction = await app.request(`/api/public/bookings/${bookedId}/contact`, {
      method: "PATCH",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID(), ...bearer(token) },
      body: JSON.stringify(corrected),
    });
    expect(correction.status).toBe(200);

    // Before the erasure the answers hold the record (what this test is about).
    for (const value of [patient.name, patient.email, "9812345678", privateNote, measurementNote])
      expect(await rowsHolding(value), value).toBeGreaterThan(0);

    const erase: Call = {
      method: "POST",
      path: `/api/admin/patients/${patientId}/erase`,
      body: {},
      headers: admin,
      key: randomUUID(),
    };
    const erased = await send(erase);
    expect(erased.status, await erased.clone().text()).toBe(200);

    for (const value of personal) expect(await rowsHolding(value), value).toBe(0);
    for (const call of [hold, clinicBooking, note, measurement, move]) {
      const replay = await send(call);
      const text = await replay.text();
      expect(replay.status, `${call.path}: ${text}`).toBe(409);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(JSON.parse(text)).toMatchObject({
        code: "conflict",
        message: patientRightsMessages.erasedRecord,
      });
      for (const value of personal) expect(text).not.toContain(value);
    }
    // The erasure's own answer (counts only) is kept and replayed as it was.
    const again = await send(erase);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    // The key stays spent: another body under it is still refused, nothing runs again.
    const reused = await send({ ...note, body: { body: "Another note" } });
    expect(reused.status).toBe(422);
    const notes = await handle.pool.query("select count(*)::int as n from patient_notes");
    expect(notes.rows[0].n).toBe(0);
  });

  it("leaves another patient's answers as they were", async () => {
    const session = await signIn(app);
    const admin = adminHeadersOf(session);
    const made = await makeSlots(handle.db, 2);
    const [first, second] = await slotIdsOf(app, made[0]?.dateKey ?? "");
    const other = { ...patient, name: "Meena Pillai", email: "meena@example.com", phone: "+919900112233" };
    const holds: Call[] = [];
    const ids: string[] = [];
    for (const [user, slot] of [
      [patient, first],
      [other, second],
    ] as const) {
      const call: Call = {
        method: "POST",
        path: "/api/public/bookings",
        body: bookingBody(slot as string, await solvedToken(), { user }),
        headers: {},
        key: randomUUID(),
      };
      const res = await send(call);
      expect(res.status).toBe(201);
      holds.push(call);
      ids.push(((await res.json()) as { data: { bookingId: string } }).data.bookingId);
    }
    const erasedId = await linkPatient(handle, [ids[0] as string]);
    await linkPatient(handle, [ids[1] as string]);
    const res = await send({
      method: "POST",
      path: `/api/admin/patients/${erasedId}/erase`,
      body: {},
      headers: admin,
      key: randomUUID(),
    });
    expect(res.status).toBe(200);
    expect(await rowsHolding(patient.email)).toBe(0);
    expect(await rowsHolding(other.email)).toBe(1);
    const replay = await send(holds[1] as Call);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { data: { bookingId: string } }).data.bookingId).toBe(ids[1]);
  });
});
