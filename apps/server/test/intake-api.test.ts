import { randomUUID } from "node:crypto";
import { intakeMessages } from "@clinic/contract/intake-form";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { intakeClosedMessages } from "../src/services/intake/intake-access";
import { signedInClient } from "./support/admin-test-app";
import { intakeApp, intakeCaller, paidBooking } from "./support/intake-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely.
const body = async (res: Response): Promise<any> => res.json();
const intakeRows = async () => (await handle.pool.query("select * from intakes")).rows;

const goodAnswers = {
  reason: "Swelling in my left arm since surgery",
  "date-of-birth": "1968-04-12",
  "cancer-history": "yes",
  treatments: ["surgery", "radiotherapy"],
  "surgery-date": "2025-02-01",
  "affected-side": "left",
};

describe("the patient's intake (manage token)", () => {
  it("GET answers the questions, no answers yet, no photos, and that it is editable", async () => {
    const { app } = await intakeApp(handle.db);
    const { bookingId, token, startAt } = await paidBooking(app, handle.db);
    const res = await intakeCaller(app, bookingId, token).get();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { data } = await body(res);
    expect(data.form.questions.map((q: { id: string }) => q.id)).toContain("reason");
    expect(data).toMatchObject({ answers: null, photos: [], editable: true });
    expect(Date.parse(data.editableUntil)).toBe(startAt);
  });

  it("answers 403, the same for a wrong token, a missing one and an unknown booking, revealing nothing", async () => {
    const { app } = await intakeApp(handle.db);
    const { bookingId, token } = await paidBooking(app, handle.db);
    const forged = `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;
    const answers: Array<[string, Response]> = [
      ["wrong token", await intakeCaller(app, bookingId, forged).get()],
      ["no header", await intakeCaller(app, bookingId, token).get({})],
      ["not a bearer", await intakeCaller(app, bookingId, token).get({ authorization: `Basic ${token}` })],
      ["unknown booking", await intakeCaller(app, randomUUID(), token).get()],
      ["PUT wrong token", await intakeCaller(app, bookingId, forged).put({ answers: goodAnswers })],
      ["PUT unknown booking", await intakeCaller(app, randomUUID(), token).put({ answers: goodAnswers })],
      [
        "PUT body token wrong",
        await intakeCaller(app, bookingId, token).put({ answers: goodAnswers, token: forged }, {}),
      ],
    ];
    const bodies = new Set<string>();
    for (const [label, res] of answers) {
      expect(res.status, label).toBe(403);
      const { code, message } = await body(res);
      expect(code, label).toBe("forbidden");
      bodies.add(message);
    }
    expect(bodies.size).toBe(1);
    expect(await intakeRows()).toEqual([]);
  });

  it("PUT stores valid answers (header or body token), drops hidden ones, and GET gives them back", async () => {
    const { app } = await intakeApp(handle.db);
    const { bookingId, token } = await paidBooking(app, handle.db);
    const patient = intakeCaller(app, bookingId, token);
    const saved = await patient.put({ answers: goodAnswers });
    expect(saved.status).toBe(200);
    expect((await body(saved)).data.answers).toEqual(goodAnswers);
    // By the body's token; "no" hides the treatments and the surgery date, so they are not kept.
    const changed = await patient.put({ answers: { ...goodAnswers, "cancer-history": "no" }, token }, {});
    expect(changed.status).toBe(200);
    const rows = await intakeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].answers).toEqual({
      reason: goodAnswers.reason,
      "date-of-birth": goodAnswers["date-of-birth"],
      "cancer-history": "no",
      "affected-side": "left",
    });
    expect(rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(rows[0].submitted_at.getTime());
    expect((await body(await patient.get())).data.answers).toEqual(rows[0].answers);
  });

  it("PUT refuses bad answers with 400 and field errors, storing nothing", async () => {
    const { app } = await intakeApp(handle.db);
    const { bookingId, token } = await paidBooking(app, handle.db);
    const res = await intakeCaller(app, bookingId, token).put({
      answers: {
        reason: "",
        "date-of-birth": "2999-01-01",
        "cancer-history": "maybe",
        "affected-side": "<script>alert(1)</script>",
        medications: "x".repeat(101),
        "not-a-question": "hello",
      },
    });
    expect(res.status).toBe(400);
    const refused = await body(res);
    expect(refused).toMatchObject({ success: false, code: "validation_failed" });
    expect(refused.fields).toEqual({
      "answers.reason": intakeMessages.required,
      "answers.date-of-birth": intakeMessages.futureDate,
      "answers.cancer-history": intakeMessages.choice,
      "answers.affected-side": intakeMessages.choice,
      "answers.medications": intakeMessages.tooLong(100),
      "answers.not-a-question": intakeMessages.unknownQuestion,
    });
    expect(await intakeRows()).toEqual([]);
    const notAnObject = await intakeCaller(app, bookingId, token).put({ answers: ["a"] });
    expect(notAnObject.status).toBe(400);
    expect(await intakeRows()).toEqual([]);
  });

  it("is editable until the consultation starts, then refused with intake_closed (and GET says so)", async () => {
    const { app, clock } = await intakeApp(handle.db);
    const { bookingId, token, startAt } = await paidBooking(app, handle.db);
    const patient = intakeCaller(app, bookingId, token);
    clock.at = startAt - 60_000;
    expect((await patient.put({ answers: goodAnswers })).status).toBe(200);
    clock.at = startAt;
    const late = await patient.put({ answers: { ...goodAnswers, reason: "changed" } });
    expect(late.status).toBe(409);
    expect(await body(late)).toMatchObject({ code: "intake_closed", message: intakeClosedMessages.started });
    expect((await intakeRows())[0].answers.reason).toBe(goodAnswers.reason);
    expect((await body(await patient.get())).data).toMatchObject({ editable: false, answers: goodAnswers });
  });

  it("closes the form of a cancelled booking", async () => {
    const { app } = await intakeApp(handle.db);
    const { bookingId, token } = await paidBooking(app, handle.db);
    await handle.pool.query("update bookings set status = 'CANCELLED' where id = $1", [bookingId]);
    const res = await intakeCaller(app, bookingId, token).put({ answers: goodAnswers });
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({ code: "intake_closed", message: intakeClosedMessages.inactive });
  });
});

describe("the admin's read", () => {
  it("gives the answers to a signed-in admin only", async () => {
    const { app } = await intakeApp(handle.db);
    const { bookingId, token } = await paidBooking(app, handle.db);
    await intakeCaller(app, bookingId, token).put({ answers: goodAnswers });
    const path = "/api/admin/bookings/{id}/intake";
    const of = (id: string) => ({ params: { path: { id } } });
    expect((await typedClient(app).GET(path, of(bookingId))).response.status).toBe(401);
    // The manage token opens nothing of the admin's.
    const withToken = typedClient(app, { authorization: `Bearer ${token}` });
    expect((await withToken.GET(path, of(bookingId))).response.status).toBe(401);
    const admin = await signedInClient(app);
    const read = await admin.GET(path, of(bookingId));
    expect(read.response.status).toBe(200);
    expect(read.response.headers.get("cache-control")).toBe("private, no-store");
    expect(read.data?.data).toMatchObject({ bookingId, answers: goodAnswers, photos: [] });
    expect((await admin.GET(path, of(randomUUID()))).response.status).toBe(404);
  });
});
