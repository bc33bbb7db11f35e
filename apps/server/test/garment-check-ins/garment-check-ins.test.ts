import { randomUUID } from "node:crypto";
import { addDaysToKey } from "@clinic/contract/measurement-reminders";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { sendDueCheckIns } from "../../src/services/garment-check-ins/send-check-ins";
import { type AdminCall, signedInCaller } from "../support/admin-test-app";
import { type FullApp, fullTestApp } from "../support/full-test-app";
import { bearer, patientWithBooking } from "../support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { typedClient } from "../support/typed-client";

/**
 * Compression wear check-ins (issue 36; decision 0139): turned on by the patient or the practitioner for
 * a patient with a garment recorded, sent weekly by email or WhatsApp with the question and the link
 * only, answered through the booking's manage token, shown to clinical roles, exported and erased.
 */
let handle: DatabaseHandle;
let app: FullApp;
let admin: AdminCall;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  ({ app } = fullTestApp(handle.db));
  admin = await signedInCaller(app);
});

const q = async (sql: string, params: unknown[] = []) => (await handle.pool.query(sql, params)).rows;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const send = (day: string) => sendDueCheckIns({ db: handle.db, clinicName: () => "Lymph Care" }, day);

/** A paid booking linked to its own record, with a tracker session (and a garment unless told). */
async function measuredPatient({ garment = true, slot = 0 } = {}) {
  const { booking, patientId } = await patientWithBooking(app, handle, slot);
  const session = {
    takenOn: today(),
    limb: "left_arm",
    spacingCm: 4,
    affectedCm: [20, 22, 24],
    otherCm: [20, 21, 22],
    ...(garment ? { garmentKind: "Sleeve", garmentClass: "II", garmentIssuedOn: today() } : {}),
  };
  expect((await admin("POST", `/api/admin/patients/${patientId}/measurements`, session)).status).toBe(201);
  const patient = typedClient(app, bearer(booking.token));
  const path = { params: { path: { bookingId: booking.bookingId } } };
  return { booking, patientId, patient, path };
}

describe("garment check-ins", () => {
  it("the patient opts in by email; a week later the question goes with the link only; they answer", async () => {
    const { booking, patientId, patient, path } = await measuredPatient();
    const before = await patient.GET("/api/public/bookings/{bookingId}/garment-check-ins", path);
    expect(before.data?.data).toEqual({
      garmentRecorded: true,
      enabled: false,
      channel: null,
      since: null,
      whatsappAvailable: false,
      items: [],
    });
    // WhatsApp was not agreed to on this booking: refused on the field, nothing stored.
    const noWhatsApp = await patient.PUT("/api/public/bookings/{bookingId}/garment-check-ins", {
      ...path,
      body: { enabled: true, channel: "whatsapp" },
    });
    expect(noWhatsApp.response.status).toBe(400);
    expect(Object.keys(noWhatsApp.error?.fields ?? {})).toEqual(["channel"]);
    const on = await patient.PUT("/api/public/bookings/{bookingId}/garment-check-ins", {
      ...path,
      body: { enabled: true, channel: "email" },
    });
    expect(on.response.status).toBe(200);
    expect(on.data?.data).toMatchObject({ enabled: true, channel: "email", since: today() });

    // Nothing before a week; one on the seventh day, and only one however often the job runs.
    expect(await send(addDaysToKey(today(), 6))).toBe(0);
    expect(await send(addDaysToKey(today(), 7))).toBe(1);
    expect(await send(addDaysToKey(today(), 8))).toBe(0);
    const emails = await q(
      "select subject, text_body from email_outbox where kind like 'garment-check-in:%'",
    );
    expect(emails).toHaveLength(1);
    expect(emails[0].text_body).toContain("How many hours a day did you wear your garment this week?");
    // The link is filled in at delivery; no health value (garment, class, volume) is in the message.
    expect(emails[0].text_body).not.toMatch(/Sleeve|class|ml|%/i);

    const listed = await patient.GET("/api/public/bookings/{bookingId}/garment-check-ins", path);
    const [checkIn] = listed.data?.data.items ?? [];
    expect(checkIn).toMatchObject({ dueOn: addDaysToKey(today(), 7), hoursPerDay: null, answeredAt: null });
    const answer = (hoursPerDay: number, token = booking.token) =>
      typedClient(app, bearer(token)).PUT("/api/public/bookings/{bookingId}/garment-check-ins/{checkInId}", {
        params: { path: { bookingId: booking.bookingId, checkInId: checkIn?.id ?? "" } },
        body: { hoursPerDay },
      });
    const tooMany = await app.request(
      `/api/public/bookings/${booking.bookingId}/garment-check-ins/${checkIn?.id}`,
      {
        method: "PUT",
        headers: { ...bearer(booking.token), "content-type": "application/json" },
        body: JSON.stringify({ hoursPerDay: 25 }),
      },
    );
    expect(tooMany.status).toBe(400);
    expect((await answer(10)).data?.data.items[0]).toMatchObject({ hoursPerDay: 10 });
    expect((await answer(12)).data?.data.items[0]).toMatchObject({ hoursPerDay: 12 });

    const seen = await admin("GET", `/api/admin/patients/${patientId}/garment-check-ins`);
    expect(seen.status).toBe(200);
    expect(seen.json.data).toMatchObject({ enabled: true, channel: "email" });
    expect(seen.json.data.items).toEqual([expect.objectContaining({ hoursPerDay: 12 })]);
    // The audit keeps ids, never the hours.
    const audit = await q("select details::text as d from audit_log where action like 'patient.garment%'");
    expect(audit.length).toBe(3);
    for (const row of audit) expect(row.d).not.toMatch(/"hoursPerDay"|: ?12\b/);

    // Off: no more questions; the answers stay.
    await patient.PUT("/api/public/bookings/{bookingId}/garment-check-ins", {
      ...path,
      body: { enabled: false, channel: "email" },
    });
    expect(await send(addDaysToKey(today(), 14))).toBe(0);
    expect(await q("select count(*)::int as n from garment_check_ins")).toEqual([{ n: 1 }]);
  });

  it("WhatsApp when agreed to; another booking's token opens none of it; no garment, no plan", async () => {
    const { booking, patientId } = await measuredPatient();
    await q(
      "insert into whatsapp_opt_ins (id, booking_id, phone, wording, method) values ($1, $2, '+919876543210', 'Yes', 'online')",
      [randomUUID(), booking.bookingId],
    );
    const on = await admin("PUT", `/api/admin/patients/${patientId}/garment-check-ins`, {
      enabled: true,
      channel: "whatsapp",
    });
    expect(on.status).toBe(200);
    expect(await send(addDaysToKey(today(), 7))).toBe(1);
    const sent = await q("select template, params from whatsapp_outbox where kind like 'garment-check-in:%'");
    expect(sent).toEqual([
      { template: "garment_check_in", params: [expect.any(String), "Lymph Care", "{manage-link}"] },
    ]);
    const [checkIn] = await q("select id from garment_check_ins");

    // Another patient's booking and token: nothing of this patient's, and no answer through it.
    const other = await measuredPatient({ garment: false, slot: 1 });
    const theirs = await other.patient.GET("/api/public/bookings/{bookingId}/garment-check-ins", other.path);
    expect(theirs.data?.data).toMatchObject({ garmentRecorded: false, enabled: false, items: [] });
    const through = await other.patient.PUT(
      "/api/public/bookings/{bookingId}/garment-check-ins/{checkInId}",
      {
        params: { path: { bookingId: other.booking.bookingId, checkInId: checkIn.id } },
        body: { hoursPerDay: 3 },
      },
    );
    expect(through.response.status).toBe(404);
    const wrongToken = await typedClient(app, bearer(other.booking.token)).PUT(
      "/api/public/bookings/{bookingId}/garment-check-ins/{checkInId}",
      { params: { path: { bookingId: booking.bookingId, checkInId: checkIn.id } }, body: { hoursPerDay: 3 } },
    );
    expect(wrongToken.response.status).toBe(403);
    const noGarment = await other.patient.PUT("/api/public/bookings/{bookingId}/garment-check-ins", {
      ...other.path,
      body: { enabled: true, channel: "email" },
    });
    expect(noGarment.response.status).toBe(409);
    expect(await q("select answered_at from garment_check_ins")).toEqual([{ answered_at: null }]);
  });

  it("the front desk is refused; the export carries the answers; erasure removes plan and answers", async () => {
    const { patientId } = await measuredPatient();
    await admin("PUT", `/api/admin/patients/${patientId}/garment-check-ins`, {
      enabled: true,
      channel: "email",
    });
    await send(addDaysToKey(today(), 7));
    const added = await admin("POST", "/api/admin/staff", {
      email: "desk@clinic.example",
      name: "Desk",
      role: "front_desk",
    });
    expect(added.status).toBe(201);
    const desk = await signedInCaller(app, "desk@clinic.example");
    const path = `/api/admin/patients/${patientId}/garment-check-ins`;
    expect((await desk("GET", path)).status).toBe(403);
    expect((await desk("PUT", path, { enabled: false })).status).toBe(403);
    const exported = await admin("GET", `/api/admin/patients/${patientId}/export`);
    expect(exported.json.data.garmentCheckIns).toMatchObject({
      plan: { channel: "email", since: today() },
      items: [expect.objectContaining({ dueOn: addDaysToKey(today(), 7) })],
    });
    expect((await admin("POST", `/api/admin/patients/${patientId}/erase`, {})).status).toBe(200);
    expect(await q("select count(*)::int as n from garment_check_ins")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from garment_check_in_plans")).toEqual([{ n: 0 }]);
  });

  it("a merge brings the other record's check-ins, plan, questionnaires and exercise log along", async () => {
    const kept = await measuredPatient();
    const other = await measuredPatient({ slot: 1 });
    await admin("PUT", `/api/admin/patients/${other.patientId}/garment-check-ins`, { enabled: true });
    await send(addDaysToKey(today(), 7));
    await admin("PUT", `/api/admin/patients/${other.patientId}/exercise-programme`, {
      items: [{ exerciseId: "hand-pumps", sets: 1, reps: 10, timesPerDay: 1 }],
    });
    await other.patient.POST("/api/public/bookings/{bookingId}/exercise-log", {
      ...other.path,
      body: { date: today(), done: ["hand-pumps"] },
    });
    const instrument = (await admin("GET", "/api/admin/questionnaire-instruments")).json.data.items[0].id;
    await admin("POST", `/api/admin/patients/${other.patientId}/questionnaires`, {
      instrumentId: instrument,
    });

    const merged = await admin("POST", `/api/admin/patients/${kept.patientId}/merge`, {
      otherPatientId: other.patientId,
    });
    expect(merged.status).toBe(200);
    const seen = await admin("GET", `/api/admin/patients/${kept.patientId}/garment-check-ins`);
    expect(seen.json.data).toMatchObject({
      enabled: true,
      items: [expect.objectContaining({ hoursPerDay: null })],
    });
    const owners = async (table: string) =>
      (await q(`select distinct patient_id from ${table}`)).map((r) => r.patient_id);
    for (const table of ["garment_check_ins", "garment_check_in_plans", "questionnaires", "exercise_logs"])
      expect(await owners(table), table).toEqual([kept.patientId]);
    expect(await owners("exercise_programmes")).toEqual([kept.patientId]);
  });

  it("a split takes what was sent through the booking to its new record; the old record's plans go through its own booking", async () => {
    const kept = await measuredPatient();
    const other = await measuredPatient({ slot: 1 });
    const otherBooking = other.booking.bookingId;
    // The other record's plan, a check-in, a questionnaire and a schedule, all through its booking.
    await admin("PUT", `/api/admin/patients/${other.patientId}/garment-check-ins`, { enabled: true });
    await send(addDaysToKey(today(), 7));
    const instrument = (await admin("GET", "/api/admin/questionnaire-instruments")).json.data.items[0].id;
    await admin("POST", `/api/admin/patients/${other.patientId}/questionnaires`, {
      instrumentId: instrument,
    });
    const scheduled = await admin("POST", `/api/admin/patients/${other.patientId}/questionnaires`, {
      instrumentId: instrument,
      bookingId: otherBooking,
      sendOn: addDaysToKey(today(), 3),
      repeatEveryWeeks: 4,
    });
    expect(scheduled.json.data.status).toBe("scheduled");
    await admin("POST", `/api/admin/patients/${kept.patientId}/merge`, { otherPatientId: other.patientId });

    // A family member's booking grouped by mistake: split it off.
    const split = await admin("POST", `/api/admin/patients/${kept.patientId}/split`, {
      bookingId: otherBooking,
    });
    expect(split.status).toBe(200);
    const fresh = split.json.data.patientId;
    const owners = async (table: string) =>
      (await q(`select distinct patient_id from ${table} where booking_id = $1`, [otherBooking])).map(
        (r) => r.patient_id,
      );
    // Whoever holds that booking's link got and answers these: they are the new record's now.
    expect(await owners("garment_check_ins")).toEqual([fresh]);
    expect(await owners("questionnaires")).toEqual([fresh]);
    // The kept record's weekly check-in and its schedule go through its own booking from now on.
    expect(await q("select patient_id, booking_id from garment_check_in_plans")).toEqual([
      { patient_id: kept.patientId, booking_id: kept.booking.bookingId },
    ]);
    expect(await q("select patient_id, booking_id from questionnaire_schedules")).toEqual([
      { patient_id: kept.patientId, booking_id: kept.booking.bookingId },
    ]);
    const [audit] = await q("select details from audit_log where action = 'patient.split'");
    // The audit names what moved (counts, never answers); nothing ended.
    expect(audit.details).toEqual({
      bookingId: otherBooking,
      newPatientId: fresh,
      questionnaires: 1,
      checkIns: 1,
    });
    // The kept record's answers page no longer lists the split booking's check-in.
    const seen = await admin("GET", `/api/admin/patients/${kept.patientId}/garment-check-ins`);
    expect(seen.json.data).toMatchObject({ enabled: true, items: [] });
  });
});
