import { randomUUID } from "node:crypto";
import { patientRightsMessages } from "@clinic/contract/patient-rights";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { signedInClient } from "./support/admin-test-app";
import { testAppSecret } from "./support/auth-test-app";
import { bookingBody, makeSlots, manageTokenOf, slotIdsOf } from "./support/booking-fixtures";
import { startFakeRazorpay } from "./support/fake-razorpay";
import { type FullApp, fullTestApp, solvedToken } from "./support/full-test-app";
import { bearer, linkPatient } from "./support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { sameSiteHeader, typedClient } from "./support/typed-client";

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

/** An answer of the typed client, read loosely: a replay is checked for its status and what it holds. */
type Answer = { response: Response; data?: unknown; error?: unknown };
/** A call under its own Idempotency-Key, to send again as a retry would. */
type Call = { label: string; send: () => Promise<Answer> };
const key = () => ({ "idempotency-key": randomUUID() });

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
    const asAdmin = await signedInClient(app);
    const made = await makeSlots(handle.db, 3);
    const [first, second, third] = await slotIdsOf(app, made[0]?.dateKey ?? "");
    const { captcha: _none, ...byPhone } = bookingBody(first as string, "unused");

    // The patient's own hold (Razorpay: PENDING, Checkout's prefill in the answer) and a clinic booking.
    const holdBody = bookingBody(second as string, await solvedToken(), {
      user: patient,
      notes: bookingNote,
    });
    const holdKey = key();
    const hold: Call = {
      label: "the patient's hold",
      send: () => typedClient(app).POST("/api/public/bookings", { body: holdBody, headers: holdKey }),
    };
    const held = await typedClient(app).POST("/api/public/bookings", { body: holdBody, headers: holdKey });
    expect(held.response.status, JSON.stringify(held.error)).toBe(201);
    const heldId = held.data?.data.bookingId ?? "";
    // The practitioner books through the public route with her session: the same-site header, as her pages send it.
    const clinicHeaders = { ...sameSiteHeader, ...key() };
    const clinicBody = { ...byPhone, user: patient, notes: bookingNote, isAdminBooking: true };
    const bookByPhone = () =>
      asAdmin.POST("/api/public/bookings", { body: clinicBody, headers: clinicHeaders });
    const clinicBooking: Call = { label: "the clinic's booking", send: bookByPhone };
    const booked = await bookByPhone();
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
    const bookedId = booked.data?.data.bookingId ?? "";
    const patientId = await linkPatient(handle, [heldId, bookedId]);
    const ofPatient = { params: { path: { patientId } } };

    // The admin's calls whose answers hold the record: a private note, a measurement, a move.
    const noteKey = key();
    const note: Call = {
      label: "a private note",
      send: () =>
        asAdmin.POST("/api/admin/patients/{patientId}/notes", {
          ...ofPatient,
          body: { body: privateNote },
          headers: noteKey,
        }),
    };
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const measurementKey = key();
    const measurement: Call = {
      label: "a measurement",
      send: () =>
        asAdmin.POST("/api/admin/patients/{patientId}/measurements", {
          ...ofPatient,
          body: {
            takenOn: today,
            limb: "left_arm",
            spacingCm: 4,
            affectedCm: [20, 22, 24],
            notes: measurementNote,
          },
          headers: measurementKey,
        }),
    };
    const moveKey = key();
    const move: Call = {
      label: "a move",
      send: () =>
        asAdmin.POST("/api/admin/bookings/{id}/reschedule", {
          params: { path: { id: bookedId } },
          body: { newSlotId: third as string },
          headers: moveKey,
        }),
    };
    for (const call of [note, measurement, move]) {
      const res = await call.send();
      expect(res.response.status, `${call.label}: ${JSON.stringify(res.error)}`).toBeLessThan(300);
    }
    // The patient corrects their contact details (PATCH: no answer is kept, the key is ignored).
    const token = await manageTokenOf(handle.db, bookedId, testAppSecret);
    const correction = await typedClient(app, bearer(token)).PATCH(
      "/api/public/bookings/{bookingId}/contact",
      {
        params: { path: { bookingId: bookedId } },
        body: corrected,
      },
    );
    expect(correction.response.status).toBe(200);

    // Before the erasure the answers hold the record (what this test is about).
    for (const value of [patient.name, patient.email, "9812345678", privateNote, measurementNote])
      expect(await rowsHolding(value), value).toBeGreaterThan(0);

    const eraseKey = key();
    const erase = () =>
      asAdmin.POST("/api/admin/patients/{patientId}/erase", { ...ofPatient, headers: eraseKey });
    const erased = await erase();
    expect(erased.response.status, JSON.stringify(erased.error)).toBe(200);

    for (const value of personal) expect(await rowsHolding(value), value).toBe(0);
    for (const call of [hold, clinicBooking, note, measurement, move]) {
      const replay = await call.send();
      const text = JSON.stringify(replay.error ?? replay.data);
      expect(replay.response.status, `${call.label}: ${text}`).toBe(409);
      expect(replay.response.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.error).toMatchObject({
        code: "conflict",
        message: patientRightsMessages.erasedRecord,
      });
      for (const value of personal) expect(text).not.toContain(value);
    }
    // The erasure's own answer (counts only) is kept and replayed as it was.
    const again = await erase();
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    // The key stays spent: another body under it is still refused, nothing runs again.
    const reused = await asAdmin.POST("/api/admin/patients/{patientId}/notes", {
      ...ofPatient,
      body: { body: "Another note" },
      headers: noteKey,
    });
    expect(reused.response.status).toBe(422);
    const notes = await handle.pool.query("select count(*)::int as n from patient_notes");
    expect(notes.rows[0].n).toBe(0);
  });

  it("leaves another patient's answers as they were", async () => {
    const asAdmin = await signedInClient(app);
    const made = await makeSlots(handle.db, 2);
    const [first, second] = await slotIdsOf(app, made[0]?.dateKey ?? "");
    const other = { ...patient, name: "Meena Pillai", email: "meena@example.com", phone: "+919900112233" };
    const holds: Call[] = [];
    const ids: string[] = [];
    for (const [user, slot] of [
      [patient, first],
      [other, second],
    ] as const) {
      const submit = { body: bookingBody(slot as string, await solvedToken(), { user }), headers: key() };
      const call: Call = {
        label: `${user.name}'s hold`,
        send: () => typedClient(app).POST("/api/public/bookings", submit),
      };
      const res = await typedClient(app).POST("/api/public/bookings", submit);
      expect(res.response.status).toBe(201);
      holds.push(call);
      ids.push(res.data?.data.bookingId ?? "");
    }
    const erasedId = await linkPatient(handle, [ids[0] as string]);
    await linkPatient(handle, [ids[1] as string]);
    const res = await asAdmin.POST("/api/admin/patients/{patientId}/erase", {
      params: { path: { patientId: erasedId } },
    });
    expect(res.response.status).toBe(200);
    expect(await rowsHolding(patient.email)).toBe(0);
    expect(await rowsHolding(other.email)).toBe(1);
    const replay = await (holds[1] as Call).send();
    expect(replay.response.status).toBe(201);
    expect(replay.data).toMatchObject({ data: { bookingId: ids[1] } });
  });
});
