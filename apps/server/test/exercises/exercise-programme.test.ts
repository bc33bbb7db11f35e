import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { type AdminCall, signedInCaller } from "../support/admin-test-app";
import { type FullApp, fullTestApp } from "../support/full-test-app";
import { bearer, patientWithBooking } from "../support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { typedClient } from "../support/typed-client";

/**
 * The home exercise programme (issue 36): the library, a patient's programme set by the practitioner,
 * the patient's ticks through their booking's link, and adherence per week.
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

const three = [
  { exerciseId: "deep-breathing", sets: 1, reps: 10, timesPerDay: 2 },
  { exerciseId: "hand-pumps", sets: 2, reps: 15, timesPerDay: 3 },
  { exerciseId: "elbow-bends", sets: 2, reps: 10, timesPerDay: 2 },
];

describe("the exercise library", () => {
  it("ships exercises written for the project, and the clinic adds and edits its own", async () => {
    const listed = await admin("GET", "/api/admin/exercises");
    expect(listed.status).toBe(200);
    const ids = listed.json.data.items.map((e: { id: string }) => e.id);
    expect(ids).toEqual(expect.arrayContaining(["deep-breathing", "hand-pumps", "ankle-pumps"]));
    expect(listed.json.data.items[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const bad = await admin("POST", "/api/admin/exercises", {
      name: "",
      instructions: "x",
      mediaUrl: "http://x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields ?? {}).sort()).toEqual(["mediaUrl", "name"]);
    const added = await admin("POST", "/api/admin/exercises", {
      name: "Wall climb",
      names: { hi: "दीवार पर उँगलियाँ चढ़ाना" },
      instructions: "Walk your fingers up a wall as far as is comfortable.",
      mediaUrl: "https://videos.clinic.example/wall-climb",
    });
    expect(added.status).toBe(201);
    const changed = await admin("PUT", `/api/admin/exercises/${added.json.data.id}`, {
      name: "Wall climb (side)",
      instructions: "Stand side-on to the wall.",
    });
    expect(changed.json.data).toMatchObject({ name: "Wall climb (side)", mediaUrl: null, shipped: false });
  });
});

describe("a patient's programme", () => {
  it("set by the practitioner, ticked by the patient in their language, adherence per week", async () => {
    const { booking, patientId } = await patientWithBooking(app, handle);
    await q("update bookings set locale = 'hi' where id = $1", [booking.bookingId]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const start = new Date(Date.now() - 9 * 86_400_000);
    const startsOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(start);

    const unknown = await admin("PUT", `/api/admin/patients/${patientId}/exercise-programme`, {
      items: [{ exerciseId: "no-such", sets: 1, reps: 1, timesPerDay: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ "items.0.exerciseId": "No such exercise in the library" });

    const set = await admin("PUT", `/api/admin/patients/${patientId}/exercise-programme`, {
      items: three,
      startsOn,
    });
    expect(set.status).toBe(200);
    expect(set.json.data.items.map((i: { name: string }) => i.name)).toEqual([
      "Deep breathing",
      "Hand pumps",
      "Elbow bends",
    ]);

    const patient = typedClient(app, bearer(booking.token));
    const path = { params: { path: { bookingId: booking.bookingId } } };
    const mine = await patient.GET("/api/public/bookings/{bookingId}/exercises", path);
    expect(mine.response.status).toBe(200);
    expect(mine.data?.data).toMatchObject({ today, doneToday: [] });
    expect(mine.data?.data.items[1]).toMatchObject({
      exerciseId: "hand-pumps",
      name: "मुट्ठी बंद-खोलना",
      sets: 2,
    });

    // Today and two days ago; tomorrow and another programme's exercise are refused.
    const log = (date: string, done: string[]) =>
      patient.POST("/api/public/bookings/{bookingId}/exercise-log", { ...path, body: { date, done } });
    const ok = await log(today, ["hand-pumps", "deep-breathing"]);
    expect(ok.response.status).toBe(200);
    expect(ok.data?.data.doneToday.sort()).toEqual(["deep-breathing", "hand-pumps"]);
    const twoDaysAgo = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
      new Date(Date.now() - 2 * 86_400_000),
    );
    expect((await log(twoDaysAgo, ["elbow-bends"])).response.status).toBe(200);
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
      new Date(Date.now() + 86_400_000),
    );
    const refused = await log(tomorrow, ["ankle-pumps"]);
    expect(refused.response.status).toBe(400);
    expect(Object.keys(refused.error?.fields ?? {}).sort()).toEqual(["date", "done"]);

    const read = await admin("GET", `/api/admin/patients/${patientId}/exercise-programme`);
    expect(read.json.data.startsOn).toBe(startsOn);
    // Ten days since the start: a full week, then three days; two logged days in all.
    expect(read.json.data.adherence).toHaveLength(2);
    const weeks = read.json.data.adherence as Array<{ daysLogged: number; daysDue: number }>;
    expect(weeks.reduce((n, w) => n + w.daysLogged, 0)).toBe(2);
    expect(weeks.map((w) => w.daysDue)).toEqual([7, 3]);

    // The audit names the programme's size and the patient's ticks without what was done.
    const audit = await q("select details::text as d from audit_log where action like 'patient.exercise%'");
    expect(audit.length).toBe(3); // the programme set once (the refused one wrote nothing), two days ticked
    for (const row of audit) expect(row.d).not.toMatch(/hand-pumps|breathing|elbow/);
  });

  it("the front desk is refused; the export carries the programme and log, erasure removes them", async () => {
    const { booking, patientId } = await patientWithBooking(app, handle);
    await admin("PUT", `/api/admin/patients/${patientId}/exercise-programme`, { items: three });
    await typedClient(app, bearer(booking.token)).POST("/api/public/bookings/{bookingId}/exercise-log", {
      params: { path: { bookingId: booking.bookingId } },
      body: {
        date: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
        done: ["hand-pumps"],
      },
    });
    const added = await admin("POST", "/api/admin/staff", {
      email: "desk@clinic.example",
      name: "Desk",
      role: "front_desk",
    });
    expect(added.status).toBe(201);
    const desk = await signedInCaller(app, "desk@clinic.example");
    // Another patient's booking token on this booking: 403, nothing of the programme shown or logged.
    const other = await patientWithBooking(app, handle, 1);
    const foreign = typedClient(app, bearer(other.booking.token));
    const through = { params: { path: { bookingId: booking.bookingId } } };
    expect((await foreign.GET("/api/public/bookings/{bookingId}/exercises", through)).response.status).toBe(
      403,
    );
    const forged = await foreign.POST("/api/public/bookings/{bookingId}/exercise-log", {
      ...through,
      body: {
        date: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
        done: [],
      },
    });
    expect(forged.response.status).toBe(403);
    expect((await desk("GET", `/api/admin/patients/${patientId}/exercise-programme`)).status).toBe(403);
    // The patient's export carries the programme and the ticked day.
    const exported = await admin("GET", `/api/admin/patients/${patientId}/export`);
    expect(exported.json.data.exercises.programme.items).toHaveLength(3);
    expect(exported.json.data.exercises.log).toEqual([{ day: expect.any(String), done: ["hand-pumps"] }]);
    // The booking's token alone opens the programme and today's ticks, as My exercises shows, not the
    // days before (those need the record-wide proof of the contact on file).
    await q(
      "insert into exercise_logs (patient_id, day, done) values ($1, current_date - 3, array['elbow-bends'])",
      [patientId],
    );
    const own = await typedClient(app, bearer(booking.token)).GET(
      "/api/public/bookings/{bookingId}/my-data",
      {
        params: { path: { bookingId: booking.bookingId } },
      },
    );
    expect(own.data?.data.exercises?.programme?.items).toHaveLength(3);
    expect(own.data?.data.exercises?.log).toEqual([{ day: expect.any(String), done: ["hand-pumps"] }]);
    const wholeRecord = await admin("GET", `/api/admin/patients/${patientId}/export`);
    expect(wholeRecord.json.data.exercises.log).toHaveLength(2);
    const erased = await admin("POST", `/api/admin/patients/${patientId}/erase`, {});
    expect(erased.status).toBe(200);
    expect(await q("select count(*)::int as n from exercise_programmes")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from exercise_logs")).toEqual([{ n: 0 }]);
  });
});
