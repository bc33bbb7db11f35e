import { lymphoedemaCheck } from "@clinic/contract/lymphoedema-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { runRetention } from "../../src/services/patient-rights/retention";
import { sessionHeaders, signInAs } from "../support/admin-test-app";
import { adminEmail } from "../support/auth-test-app";
import { makeSlots } from "../support/booking-fixtures";
import { type FullApp, fullTestApp } from "../support/full-test-app";
import { bearer, linkPatient, openSlots, paidBooking } from "../support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { typedClient } from "../support/typed-client";

/**
 * Outcome questionnaires (issue 36): the practitioner sends one, the email carries only the manage
 * link, the patient answers it with that booking's token, the server scores it, and the practitioner
 * lists it with its scores. Health data: the front desk is refused, and no answer reaches the audit log.
 */
let handle: DatabaseHandle;
let app: FullApp;
let owner: string;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  ({ app } = fullTestApp(handle.db));
  owner = await signInAs(app, adminEmail);
});

const q = async (sql: string, params: unknown[] = []) => (await handle.pool.query(sql, params)).rows;
const admin = (method: string, path: string, session: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: sessionHeaders(session),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function patientWithTwoBookings() {
  const slots = await makeSlots(handle.db, 2);
  const ids = await openSlots(app, slots[0]?.dateKey ?? "");
  const first = await paidBooking(app, handle, ids[0] as string);
  const second = await paidBooking(app, handle, ids[1] as string);
  const patientId = await linkPatient(handle, [first.bookingId, second.bookingId]);
  return { first, second, patientId };
}

const answers = {
  heaviness: 6,
  tightness: 4,
  swelling: 5,
  aching: 3,
  "daily-tasks": 2,
  "work-hobbies": 4,
  sleep: 3,
  worry: 7,
  looks: 8,
};

describe("questionnaires", () => {
  it("lists the shipped instrument with its items' scales", async () => {
    const res = await admin("GET", "/api/admin/questionnaire-instruments", owner);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { items: Array<{ id: string; items: unknown[] }> } };
    expect(data.items[0]).toMatchObject({ id: "lymphoedema-check", name: "Lymphoedema check" });
    expect(data.items[0]?.items).toContainEqual({ id: "looks", min: 0, max: 10 });
  });

  it("sent, answered with the booking's token, scored, listed; the email and audit hold no answers", async () => {
    const { first, second, patientId } = await patientWithTwoBookings();
    await q("update bookings set locale = 'kn' where id = $1", [second.bookingId]);
    const sent = await admin("POST", `/api/admin/patients/${patientId}/questionnaires`, owner, {
      instrumentId: "lymphoedema-check",
      bookingId: second.bookingId,
    });
    expect(sent.status).toBe(201);
    const id = ((await sent.json()) as { data: { id: string } }).data.id;

    // The email: in the booking's language, the manage link, no question or score.
    const [email] = await q(
      "select subject, text_body, to_address from email_outbox where kind = $1 and booking_id = $2",
      [`questionnaire:${id}`, second.bookingId],
    );
    expect(email?.subject).toMatch(/ಪ್ರಶ್ನಾವಳಿ/);
    expect(email?.text_body).toContain("{manage-link}");
    expect(email?.text_body).not.toMatch(/heavy|ಭಾರ/);

    // The patient sees it in Kannada, through that booking only.
    const patient = typedClient(app, bearer(second.token));
    const mine = await patient.GET("/api/public/bookings/{bookingId}/questionnaires", {
      params: { path: { bookingId: second.bookingId } },
    });
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get("cache-control")).toBe("no-store");
    expect(mine.data?.data.items).toEqual([
      expect.objectContaining({ id, status: "sent", name: lymphoedemaCheck.name.kn, answers: null }),
    ]);
    expect(mine.data?.data.items[0]?.items[0]).toMatchObject({
      id: "heaviness",
      text: lymphoedemaCheck.items[0]?.text.kn,
      min: 0,
      max: 10,
    });
    const otherBooking = typedClient(app, bearer(first.token));
    const through = { params: { path: { bookingId: first.bookingId, questionnaireId: id } } };
    expect(
      (
        await otherBooking.GET("/api/public/bookings/{bookingId}/questionnaires", {
          params: { path: { bookingId: first.bookingId } },
        })
      ).data?.data.items,
    ).toEqual([]);
    const wrongBooking = await otherBooking.PUT(
      "/api/public/bookings/{bookingId}/questionnaires/{questionnaireId}",
      {
        ...through,
        body: { answers },
      },
    );
    expect(wrongBooking.response.status).toBe(404);
    // Another booking's token on this booking: refused before anything is read.
    const foreignToken = await otherBooking.GET("/api/public/bookings/{bookingId}/questionnaires", {
      params: { path: { bookingId: second.bookingId } },
    });
    expect(foreignToken.response.status).toBe(403);

    // Bad answers: each named, nothing saved.
    const path = { params: { path: { bookingId: second.bookingId, questionnaireId: id } } };
    const bad = await patient.PUT("/api/public/bookings/{bookingId}/questionnaires/{questionnaireId}", {
      ...path,
      body: { answers: { ...answers, heaviness: 11, sleep: undefined as unknown as number, extra: 1 } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.code).toBe("validation_failed");
    expect(bad.error?.fields).toEqual({
      "answers.heaviness": "Choose a whole number from 0 to 10",
      "answers.sleep": "Please answer this question",
      "answers.extra": "This questionnaire has no such question",
    });
    expect(await q("select status from questionnaires where id = $1", [id])).toEqual([{ status: "sent" }]);

    const ok = await patient.PUT("/api/public/bookings/{bookingId}/questionnaires/{questionnaireId}", {
      ...path,
      body: { answers },
    });
    expect(ok.response.status).toBe(200);
    expect(ok.data?.data).toMatchObject({ status: "answered", answers });

    const listed = await admin("GET", `/api/admin/patients/${patientId}/questionnaires`, owner);
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: { items: unknown[] } };
    expect(data.items).toEqual([
      expect.objectContaining({
        id,
        instrumentId: "lymphoedema-check",
        bookingId: second.bookingId,
        status: "answered",
        scores: { domains: { symptoms: 4.5, function: 3, feelings: 4.5 }, total: 4 },
        answeredAt: expect.any(String),
      }),
    ]);

    const audit = await q(
      "select action, details::text as details from audit_log where action like 'patient.questionnaire.%' order by id",
    );
    expect(audit.map((a) => a.action)).toEqual([
      "patient.questionnaire.send",
      "patient.questionnaire.answer",
    ]);
    for (const entry of audit) expect(entry.details).not.toMatch(/heaviness|answers|scores|\b4\.5\b/);
  });

  it("refuses an unknown instrument, another patient's booking, and a patient without a booking", async () => {
    const { patientId } = await patientWithTwoBookings();
    const unknown = await admin("POST", `/api/admin/patients/${patientId}/questionnaires`, owner, {
      instrumentId: "lymqol",
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fields: { instrumentId: "No such questionnaire" } });
    const slots = await makeSlots(handle.db, 1, Date.now() + 9 * 86_400_000);
    const [slotId] = await openSlots(app, slots[0]?.dateKey ?? "");
    const stranger = await paidBooking(app, handle, slotId as string);
    const notTheirs = await admin("POST", `/api/admin/patients/${patientId}/questionnaires`, owner, {
      instrumentId: "lymphoedema-check",
      bookingId: stranger.bookingId,
    });
    expect(notTheirs.status).toBe(400);
    expect(await q("select count(*)::int as n from questionnaires")).toEqual([{ n: 0 }]);
  });

  it("erasing the patient removes their questionnaires; their export lists them", async () => {
    const { second, patientId } = await patientWithTwoBookings();
    await admin("POST", `/api/admin/patients/${patientId}/questionnaires`, owner, {
      instrumentId: "lymphoedema-check",
    });
    const exported = await admin("GET", `/api/admin/patients/${patientId}/export`, owner);
    expect(exported.status).toBe(200);
    const record = (await exported.json()) as { data: { questionnaires?: unknown[] } };
    expect(record.data.questionnaires).toEqual([
      expect.objectContaining({ instrumentId: "lymphoedema-check" }),
    ]);
    const erased = await admin("POST", `/api/admin/patients/${patientId}/erase`, owner, {});
    expect(erased.status).toBe(200);
    expect(await q("select count(*)::int as n from questionnaires")).toEqual([{ n: 0 }]);
    expect(second.bookingId).toBeTruthy();
  });

  it("retention removes a record's questionnaires once its clinical notes' period is over", async () => {
    const { patientId } = await patientWithTwoBookings();
    const sent = await admin("POST", `/api/admin/patients/${patientId}/questionnaires`, owner, {
      instrumentId: "lymphoedema-check",
    });
    expect(sent.status).toBe(201);
    // Questionnaires are the only clinical data here: they alone must make the notes' part due.
    await q("delete from patient_notes where patient_id = $1", [patientId]);
    await q("update patients set last_visit_at = now() - interval '30 years' where id = $1", [patientId]);
    await runRetention(handle.db);
    expect(await q("select count(*)::int as n from questionnaires")).toEqual([{ n: 0 }]);
  });
});
