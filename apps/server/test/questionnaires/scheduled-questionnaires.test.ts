import { addDaysToKey } from "@clinic/contract/measurement-reminders";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { loadInstruments } from "../../src/services/questionnaires/instruments";
import { sendScheduledQuestionnaires } from "../../src/services/questionnaires/scheduled-questionnaires";
import { type AdminCall, signedInCaller } from "../support/admin-test-app";
import { type FullApp, fullTestApp } from "../support/full-test-app";
import { patientWithBooking } from "../support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";

/**
 * Questionnaires sent on a day (the day before a session) or every few weeks (issue 36; decision 0140):
 * scheduled by the practitioner, sent by the job through the booking's link on their day, listed and
 * stopped on the patient page.
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
const deps = () => ({
  db: handle.db,
  instruments: loadInstruments(undefined),
  clinicName: "Lymph Care",
  clinicTimezone: () => "Asia/Kolkata",
});
const runOn = (day: string) => sendScheduledQuestionnaires(deps(), day);
const sentCount = async () => (await q("select count(*)::int as n from questionnaires"))[0].n as number;

async function patient() {
  const { booking, patientId } = await patientWithBooking(app, handle);
  return { booking, patientId, path: `/api/admin/patients/${patientId}/questionnaires` };
}

describe("scheduled questionnaires", () => {
  it("one sent on its day, the day before a session, through the booking named", async () => {
    const { booking, patientId, path } = await patient();
    const day = addDaysToKey(today(), 2);
    const scheduled = await admin("POST", path, {
      instrumentId: "lymphoedema-check",
      bookingId: booking.bookingId,
      sendOn: day,
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.json.data).toMatchObject({ status: "scheduled", nextOn: day });
    expect(scheduled.json.data.id).toBe(scheduled.json.data.scheduleId);
    expect(await sentCount()).toBe(0);
    const listed = await admin("GET", path);
    expect(listed.json.data.schedules).toEqual([
      {
        id: scheduled.json.data.id,
        instrumentId: "lymphoedema-check",
        instrumentName: "Lymphoedema check",
        bookingId: booking.bookingId,
        nextOn: day,
        everyWeeks: null,
      },
    ]);
    expect(await runOn(addDaysToKey(today(), 1))).toBe(0);
    expect(await runOn(day)).toBe(1);
    expect(await runOn(day)).toBe(0);
    expect(await q("select booking_id from questionnaires where patient_id = $1", [patientId])).toEqual([
      { booking_id: booking.bookingId },
    ]);
    expect(await q("select count(*)::int as n from email_outbox where kind like 'questionnaire:%'")).toEqual([
      { n: 1 },
    ]);
    expect((await admin("GET", path)).json.data.schedules).toEqual([]);
  });

  it("sent now and every two weeks; a missed run sends one, not a backlog; stopped, nothing more", async () => {
    const { path, patientId } = await patient();
    const sent = await admin("POST", path, { instrumentId: "lymphoedema-check", repeatEveryWeeks: 2 });
    expect(sent.status).toBe(201);
    expect(sent.json.data).toMatchObject({ status: "sent", nextOn: addDaysToKey(today(), 14) });
    expect(await sentCount()).toBe(1);
    expect(await runOn(addDaysToKey(today(), 13))).toBe(0);
    expect(await runOn(addDaysToKey(today(), 14))).toBe(1);
    // No server for five weeks: one questionnaire, and the next one two weeks on from the last due day.
    expect(await runOn(addDaysToKey(today(), 50))).toBe(1);
    const [schedule] = (await admin("GET", path)).json.data.schedules;
    expect(schedule).toMatchObject({ everyWeeks: 2, nextOn: addDaysToKey(today(), 56) });
    expect(await sentCount()).toBe(3);

    // Consent withdrawn: nothing is sent, the schedule keeps its rhythm.
    await q("update patients set consent_withdrawn_at = now() where id = $1", [patientId]);
    expect(await runOn(addDaysToKey(today(), 56))).toBe(0);
    await q("update patients set consent_withdrawn_at = null where id = $1", [patientId]);

    const stop = `/api/admin/patients/${patientId}/questionnaire-schedules/${schedule.id}`;
    expect((await admin("DELETE", stop)).status).toBe(200);
    expect((await admin("DELETE", stop)).status).toBe(404);
    expect(await runOn(addDaysToKey(today(), 200))).toBe(0);
    expect(await sentCount()).toBe(3);
  });

  it("refuses a past day and more than 26 weeks; the front desk cannot stop one", async () => {
    const { path, patientId } = await patient();
    const past = await admin("POST", path, {
      instrumentId: "lymphoedema-check",
      sendOn: addDaysToKey(today(), -1),
    });
    expect(past.status).toBe(400);
    expect(past.json.fields).toEqual({ sendOn: "Choose today or a later day" });
    const often = await admin("POST", path, { instrumentId: "lymphoedema-check", repeatEveryWeeks: 27 });
    expect(often.status).toBe(400);
    expect(Object.keys(often.json.fields ?? {})).toEqual(["repeatEveryWeeks"]);
    expect(await sentCount()).toBe(0);
    const later = await admin("POST", path, {
      instrumentId: "lymphoedema-check",
      sendOn: addDaysToKey(today(), 3),
    });
    await admin("POST", "/api/admin/staff", {
      email: "desk@clinic.example",
      name: "Desk",
      role: "front_desk",
    });
    const desk = await signedInCaller(app, "desk@clinic.example");
    const stop = `/api/admin/patients/${patientId}/questionnaire-schedules/${later.json.data.id}`;
    expect((await desk("DELETE", stop)).status).toBe(403);
    // Erasure removes what was to be sent too.
    expect((await admin("POST", `/api/admin/patients/${patientId}/erase`, {})).status).toBe(200);
    expect(await q("select count(*)::int as n from questionnaire_schedules")).toEqual([{ n: 0 }]);
  });
});
