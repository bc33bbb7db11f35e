import { randomUUID } from "node:crypto";
import { erasedMarker } from "@clinic/contract/patient-rights";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { queueDueReminders } from "../src/services/booking-reminder-emails";
import { exportPatient } from "../src/services/patient-rights/export-patient";
import { runRetention } from "../src/services/patient-rights/retention";
import { signedInClient } from "./support/admin-test-app";
import { makeSlots } from "./support/booking-fixtures";
import { type FullApp, fullTestApp } from "./support/full-test-app";
import {
  bearer,
  fillRecord,
  linkPatient,
  openSlots,
  paidBooking,
  recordSession,
  tinyPng,
} from "./support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type TypedClient, typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
let app: FullApp;
let logLines: ReturnType<typeof fullTestApp>["logLines"];
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  ({ app, logLines } = fullTestApp(handle.db, { booking: { clinicEmail: "clinic@clinic.example" } }));
});

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;

/** Two paid bookings of one patient, each with a full record, and a note. */
async function patientWithTwoBookings() {
  const slots = await makeSlots(handle.db, 3);
  const ids = await openSlots(app, slots[0]?.dateKey ?? "");
  const first = await paidBooking(app, handle, ids[0] as string);
  const second = await paidBooking(app, handle, ids[1] as string);
  const patientId = await linkPatient(handle, [first.bookingId, second.bookingId], {
    note: "Stage II lymphoedema, responds to MLD",
  });
  const photos = [
    (await fillRecord(handle, first.bookingId, patientId)).photoId,
    (await fillRecord(handle, second.bookingId, patientId)).photoId,
  ];
  return { first, second, patientId, photos, spareSlot: ids[2] as string };
}

/** The patient's typed client: the manage token and, for the whole record, a record session. */
const patient = (token?: string, session?: string) =>
  typedClient(app, {
    ...(token ? bearer(token) : {}),
    ...(session ? { "x-record-session": session } : {}),
  });
const booking = (bookingId: string) => ({ params: { path: { bookingId } } });
const myData = (client: TypedClient, bookingId: string) =>
  client.GET("/api/public/bookings/{bookingId}/my-data", booking(bookingId));

describe("the manage token", () => {
  it("is required by every right: none, a forged one, another booking's, an unknown booking: 403 alike", async () => {
    const { first, second } = await patientWithTwoBookings();
    const forged = `${first.token.startsWith("A") ? "B" : "A"}${first.token.slice(1)}`;
    type Refusal = { error?: { code: string; message: string }; response: Response };
    const operations: Array<[string, (c: TypedClient, b: string) => Promise<Refusal>]> = [
      ["GET my-data", myData],
      [
        "PATCH contact",
        (c, b) =>
          c.PATCH("/api/public/bookings/{bookingId}/contact", { ...booking(b), body: { name: "X Y" } }),
      ],
      [
        "POST consent/withdraw",
        (c, b) => c.POST("/api/public/bookings/{bookingId}/consent/withdraw", booking(b)),
      ],
      [
        "POST erasure-request",
        (c, b) => c.POST("/api/public/bookings/{bookingId}/erasure-request", booking(b)),
      ],
    ];
    const before = await q("select count(*)::int as n from audit_log");
    const messages = new Set<string>();
    for (const [label, send] of operations)
      for (const [bookingId, token] of [
        [first.bookingId, undefined],
        [first.bookingId, forged],
        [first.bookingId, second.token],
        [randomUUID(), first.token],
      ] as const) {
        const { error, response } = await send(patient(token), bookingId);
        expect(response.status, label).toBe(403);
        expect(error?.code).toBe("forbidden");
        messages.add(error?.message ?? "");
      }
    // One wording whether the booking exists or not: nothing is revealed.
    expect(messages.size).toBe(1);
    expect(await q("select count(*)::int as n from audit_log")).toEqual(before);
    expect(await q("select count(*)::int as n from erasure_requests")).toEqual([{ n: 0 }]);
  });
});

describe("export", () => {
  it("with a record session: everything held about the patient, as an attachment, and the photos", async () => {
    const { first, second, patientId, photos } = await patientWithTwoBookings();
    const session = await recordSession(app, handle, second.bookingId, second.token);
    const { data: body, response: res } = await myData(patient(second.token, session), second.bookingId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = body?.data;
    if (!data) throw new Error("no export");
    expect(data.scope).toBe("record");
    expect(data.patientId).toBe(patientId);
    expect(data.contact).toEqual({ name: "Asha Rao", email: "asha@example.com", phone: "+919876543210" });
    expect(data.bookings.map((b) => b.bookingId).sort()).toEqual([first.bookingId, second.bookingId].sort());
    expect(data.bookings[0]).toMatchObject({
      status: "PAID",
      amount: expect.any(Number),
      paymentId: "pay_dummy_test",
    });
    expect(data.consents).toHaveLength(4);
    expect(data.consents[0]).not.toHaveProperty("addressHash");
    expect(data.intakes[0]?.answers).toMatchObject({ medications: "Tamoxifen" });
    // Also there to read, under the test app's intake form's questions.
    expect(data.intakes[0]?.questionsAndAnswers).toEqual([
      {
        questionId: "reason",
        question: "What would you like help with?",
        answer: "Swelling of the left arm since surgery",
      },
      { questionId: "medications", question: "Medications", answer: "Tamoxifen" },
    ]);
    expect(data.photos).toHaveLength(2);
    expect(data.messages).toHaveLength(2);
    expect(data.practitionerNotes).toEqual([
      expect.objectContaining({ body: "Stage II lymphoedema, responds to MLD" }),
    ]);
    expect(data.processing.length).toBeGreaterThan(3);
    // The photo's address as the export gives it (what the page follows), so it stays a plain request.
    const photoUrl = data.photos.find((p) => p.photoId === photos[0])?.url ?? "";
    const fetched = await app.request(photoUrl, {
      headers: { ...bearer(second.token), "x-record-session": session },
    });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(tinyPng);
    expect((await app.request(photoUrl)).status).toBe(403);
    // The first booking's photo is not the second's own: without the session it is not there.
    expect((await app.request(photoUrl, { headers: bearer(second.token) })).status).toBe(404);
    // Seeing the whole record is written down, without what it held.
    const seen = await q("select entity_id, details from audit_log where action = 'patient.record_viewed'");
    expect(seen).toEqual([{ entity_id: patientId, details: { via: second.bookingId, part: "my-data" } }]);
    // Nothing of it reaches the logs.
    expect(JSON.stringify(logLines)).not.toMatch(/Tamoxifen|lymphoedema|asha@example/);
  });

  it("with the manage token alone: that booking's own data, none of the record's", async () => {
    const { first, second, photos } = await patientWithTwoBookings();
    await q("update bookings set customer_email = 'asha.second@example.com' where id = $1", [
      second.bookingId,
    ]);
    const { data: body, response } = await myData(patient(second.token), second.bookingId);
    expect(response.status).toBe(200);
    const data = body?.data;
    expect(data).toMatchObject({ scope: "booking", patientId: null, practitionerNotes: [] });
    expect(data?.contact.email).toBe("asha.second@example.com");
    expect(data?.bookings.map((b) => b.bookingId)).toEqual([second.bookingId]);
    expect(data?.consents).toHaveLength(2);
    expect(data?.intakes).toHaveLength(1);
    expect(data?.photos.map((p) => p.photoId)).toEqual([photos[1]]);
    expect(data?.messages).toHaveLength(1);
    // Never another booking's id, nor the record's notes.
    expect(JSON.stringify(data)).not.toContain(first.bookingId);
    expect(JSON.stringify(data)).not.toMatch(/Stage II|asha@example\.com/);
    expect(
      await q("select count(*)::int as n from audit_log where action = 'patient.record_viewed'"),
    ).toEqual([{ n: 0 }]);
  });

  it("says what the clinic does with the data in the asked language, else the booking's (issue 33)", async () => {
    const { second } = await patientWithTwoBookings();
    const asked = (locale?: "en" | "hi" | "kn") =>
      patient(second.token).GET("/api/public/bookings/{bookingId}/my-data", {
        params: { path: { bookingId: second.bookingId }, query: locale ? { locale } : {} },
      });
    const english = (await asked("en")).data?.data.processing ?? [];
    expect(english[0]).toMatch(/^Your name, email and phone/);
    const hindi = (await asked("hi")).data?.data.processing ?? [];
    expect(hindi).toHaveLength(english.length);
    expect(hindi[0]).toMatch(/^आपका नाम, ईमेल और फ़ोन/);
    // Without `locale`, the booking's own language.
    await q("update bookings set locale = 'kn' where id = $1", [second.bookingId]);
    expect((await asked()).data?.data.processing[0]).toMatch(/^ನಿಮ್ಮ ಹೆಸರು/);
    const bad = await patient(second.token).GET("/api/public/bookings/{bookingId}/my-data", {
      params: { path: { bookingId: second.bookingId }, query: { locale: "ta" as "en" } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.code).toBe("validation_failed");
  });

  it("of an unlinked booking: only that booking", async () => {
    const slots = await makeSlots(handle.db, 2);
    const ids = await openSlots(app, slots[0]?.dateKey ?? "");
    const one = await paidBooking(app, handle, ids[0] as string);
    await paidBooking(app, handle, ids[1] as string);
    const data = (await myData(patient(one.token), one.bookingId)).data?.data;
    expect(data?.patientId).toBeNull();
    expect(data?.scope).toBe("booking");
    expect(data?.bookings).toHaveLength(1);
    expect(data?.contact.email).toBe("asha@example.com");
  });
});

describe("correcting contact details", () => {
  it("refuses bad details with field errors and changes nothing", async () => {
    const { first, patientId } = await patientWithTwoBookings();
    for (const body of [
      { email: "not-an-email" },
      { phone: "98765" },
      { name: "" },
      {},
      { name: "A\u0007B" },
    ]) {
      const { error, response } = await patient(first.token).PATCH(
        "/api/public/bookings/{bookingId}/contact",
        {
          ...booking(first.bookingId),
          body,
        },
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(error?.code).toBe("validation_failed");
      expect(Object.keys(error?.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect(await q("select email, phone from patients where id = $1", [patientId])).toEqual([
      { email: "asha@example.com", phone: "+919876543210" },
    ]);
  });

  it("with a record session updates the patient and their bookings still to come, audit-logged as the patient without the values", async () => {
    const { first, second, patientId } = await patientWithTwoBookings();
    const session = await recordSession(app, handle, first.bookingId, first.token);
    // The first consultation is over: it keeps the details it was billed with.
    await q(
      "update slots set start_at = now() - interval '2 days', end_at = now() - interval '2 days' + interval '1 hour' where id = (select slot_id from bookings where id = $1)",
      [first.bookingId],
    );
    const res = await patient(first.token, session).PATCH("/api/public/bookings/{bookingId}/contact", {
      ...booking(first.bookingId),
      body: { email: "Asha.New@Example.com", phone: "+919000000001" },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.data).toEqual({
      contact: { name: "Asha Rao", email: "asha.new@example.com", phone: "919000000001" },
      bookingsUpdated: 1,
    });
    expect(await q("select customer_email from bookings where id = $1", [second.bookingId])).toEqual([
      { customer_email: "Asha.New@Example.com" },
    ]);
    expect(await q("select customer_email from bookings where id = $1", [first.bookingId])).toEqual([
      { customer_email: "asha@example.com" },
    ]);
    const [entry] = await q(
      "select actor, entity, entity_id, details from audit_log where action = 'patient.contact_corrected'",
    );
    expect(entry).toMatchObject({ actor: "patient", entity: "patient", entity_id: patientId });
    expect(JSON.stringify(entry.details)).not.toMatch(/asha|9000000001/i);
    expect(entry.details.fields).toEqual(["email", "phone"]);
    // The old address is told, with the new one masked and how to reach the clinic.
    const [notice] = await q(
      "select to_address, subject, text_body from email_outbox where kind like 'contact-changed:%'",
    );
    expect(notice.to_address).toBe("asha@example.com");
    expect(notice.text_body).toContain("for your bookings");
    expect(notice.text_body).toContain("Email: now a•••@example.com");
    expect(notice.text_body).not.toContain("asha.new@example.com");
  });

  it("with the manage token alone changes that booking only, and tells its old address", async () => {
    const { first, second, patientId } = await patientWithTwoBookings();
    const res = await patient(second.token).PATCH("/api/public/bookings/{bookingId}/contact", {
      ...booking(second.bookingId),
      body: { email: "someone.else@example.net" },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.data).toEqual({
      contact: { name: "Asha Rao", email: "someone.else@example.net", phone: expect.any(String) },
      bookingsUpdated: 1,
    });
    expect(await q("select customer_email from bookings where id = $1", [first.bookingId])).toEqual([
      { customer_email: "asha@example.com" },
    ]);
    expect(await q("select email from patients where id = $1", [patientId])).toEqual([
      { email: "asha@example.com" },
    ]);
    const notices = await q(
      "select to_address, text_body from email_outbox where kind like 'contact-changed:%'",
    );
    expect(notices).toEqual([
      {
        to_address: "asha@example.com",
        text_body: expect.stringMatching(/for your booking [A-Z]+-\w+ with/),
      },
    ]);
    expect(
      await q("select entity, entity_id from audit_log where action = 'booking.contact_corrected'"),
    ).toEqual([{ entity: "booking", entity_id: second.bookingId }]);
  });
});

describe("withdrawing consent", () => {
  it("stops a due reminder, marks every consent, and tells the practitioner", async () => {
    const { first, second, patientId } = await patientWithTwoBookings();
    const settings = { reminderHours: [24 * 30], clinicTimezone: "Asia/Kolkata" };
    // One reminder is queued before the withdrawal; the other booking's would be due next.
    await q("delete from email_outbox where kind like 'reminder-%'");
    await q(
      `insert into email_outbox (id, kind, booking_id, to_address, subject, text_body)
       values ($1, 'reminder-720h', $2, 'asha@example.com', 'Reminder', 'text')`,
      [randomUUID(), first.bookingId],
    );
    // The manage token alone cannot withdraw for the record.
    const withdraw = "/api/public/bookings/{bookingId}/consent/withdraw";
    const alone = await patient(second.token).POST(withdraw, booking(second.bookingId));
    expect(alone.response.status).toBe(403);
    expect(alone.error?.code).toBe("record_access_required");
    const session = await recordSession(app, handle, second.bookingId, second.token);
    const res = await patient(second.token, session).POST(withdraw, booking(second.bookingId));
    expect(res.response.status).toBe(200);
    expect(res.data?.data.consentsWithdrawn).toBe(4);
    expect(await queueDueReminders(handle.db, settings)).toBe(0);
    expect(await q("select status from email_outbox where kind = 'reminder-720h'")).toEqual([
      { status: "failed" },
    ]);
    expect(await q("select count(*)::int as n from consents where withdrawn_at is null")).toEqual([{ n: 0 }]);
    expect(
      (await q("select consent_withdrawn_at from patients where id = $1", [patientId]))[0]
        .consent_withdrawn_at,
    ).not.toBeNull();
    const notice = await q(
      "select to_address, subject, text_body from email_outbox where kind = 'clinic-consent-withdrawn'",
    );
    expect(notice).toEqual([expect.objectContaining({ to_address: "clinic@clinic.example" })]);
    expect(JSON.stringify(notice)).not.toMatch(/Asha|asha@/);
    // A second press changes nothing.
    const firstSession = await recordSession(app, handle, first.bookingId, first.token);
    const again = await patient(first.token, firstSession).POST(withdraw, booking(first.bookingId));
    expect(again.data?.data.consentsWithdrawn).toBe(0);
    expect(
      await q("select count(*)::int as n from audit_log where action = 'patient.consent_withdrawn'"),
    ).toEqual([{ n: 1 }]);
  });

  it("without withdrawal the same reminder is queued (the control)", async () => {
    await patientWithTwoBookings();
    expect(
      await queueDueReminders(handle.db, { reminderHours: [24 * 30], clinicTimezone: "Asia/Kolkata" }),
    ).toBe(2);
  });

  it("of an unlinked booking gives it a record of its own and stops its reminders", async () => {
    const slots = await makeSlots(handle.db, 1);
    const ids = await openSlots(app, slots[0]?.dateKey ?? "");
    const one = await paidBooking(app, handle, ids[0] as string);
    const session = await recordSession(app, handle, one.bookingId, one.token);
    const res = await patient(one.token, session).POST(
      "/api/public/bookings/{bookingId}/consent/withdraw",
      booking(one.bookingId),
    );
    expect(res.response.status).toBe(200);
    const [row] = await q("select patient_id from bookings where id = $1", [one.bookingId]);
    expect(row.patient_id).not.toBeNull();
    expect(
      await queueDueReminders(handle.db, { reminderHours: [24 * 30], clinicTimezone: "Asia/Kolkata" }),
    ).toBe(0);
  });
});

describe("erasure", () => {
  it("a request waits once per patient, tells the practitioner, and the admin erases it from the queue", async () => {
    const { first, second, patientId } = await patientWithTwoBookings();
    const ask = async ({ bookingId, token }: { bookingId: string; token: string }) => {
      const session = await recordSession(app, handle, bookingId, token);
      return patient(token, session).POST(
        "/api/public/bookings/{bookingId}/erasure-request",
        booking(bookingId),
      );
    };
    expect((await ask(first)).response.status).toBe(200);
    expect((await ask(second)).data?.data.created).toBe(false);
    expect(await q("select count(*)::int as n from erasure_requests where status = 'pending'")).toEqual([
      { n: 1 },
    ]);
    expect(
      await q("select count(*)::int as n from email_outbox where kind = 'clinic-erasure-request'"),
    ).toEqual([{ n: 1 }]);

    // Admin only.
    expect((await typedClient(app).GET("/api/admin/erasure-requests")).response.status).toBe(401);
    const asAdmin = await signedInClient(app);
    const queue = (await asAdmin.GET("/api/admin/erasure-requests")).data?.data ?? [];
    expect(queue).toEqual([
      expect.objectContaining({
        patientId,
        status: "pending",
        bookings: 2,
        upcoming: true,
        patientName: "Asha Rao",
      }),
    ]);
    const accounting = await q(
      "select id, reference, amount, tax_amount, tax_percent, currency, payment_id, order_id, status, slot_id, paid_at from bookings order by id",
    );
    const receiptsBefore = await q(
      "select number, amount, tax_lines, issued_at, payment_reference, clinic, service from receipts order by number",
    );
    expect(receiptsBefore).toHaveLength(2);
    const erase = { params: { path: { id: queue[0]?.id ?? "" } } };
    const erased = await asAdmin.POST("/api/admin/erasure-requests/{id}/erase", erase);
    expect(erased.response.status).toBe(200);
    expect(erased.data?.data).toMatchObject({
      intakes: 2,
      photos: 2,
      notes: 1,
      consents: 4,
    });

    // Each listed thing is gone.
    expect(await q("select count(*)::int as n from intakes")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from intake_photos")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from patient_notes")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from consents where address_hash is not null")).toEqual([
      { n: 0 },
    ]);
    expect(await q("select count(*)::int as n from email_outbox")).toEqual([{ n: 0 }]);
    const [erasedPatient] = await q("select name, email, phone, erased_at from patients where id = $1", [
      patientId,
    ]);
    expect(erasedPatient).toMatchObject({ name: "", email: null, phone: null });
    expect(erasedPatient.erased_at).not.toBeNull();
    expect(
      await q(
        "select distinct customer_name, customer_email, customer_phone, notes, manage_token_sealed from bookings",
      ),
    ).toEqual([
      {
        customer_name: erasedMarker.name,
        customer_email: erasedMarker.email,
        customer_phone: erasedMarker.phone,
        notes: "",
        manage_token_sealed: null,
      },
    ]);
    // Receipts are tax records (CGST Act s.36): numbers, amounts and details stay; the name goes (decision 0105).
    expect(
      await q(
        "select number, amount, tax_lines, issued_at, payment_reference, clinic, service from receipts order by number",
      ),
    ).toEqual(receiptsBefore);
    expect(await q("select distinct patient from receipts")).toEqual([
      { patient: { name: erasedMarker.name } },
    ]);
    // The accounting fields are kept as they were.
    expect(
      await q(
        "select id, reference, amount, tax_amount, tax_percent, currency, payment_id, order_id, status, slot_id, paid_at from bookings order by id",
      ),
    ).toEqual(accounting);
    expect(await q("select status, done_by from erasure_requests")).toEqual([
      { status: "done", done_by: "doctor@clinic.example" },
    ]);
    // Every step audit-logged, with no personal data.
    const steps = await q(
      "select action, actor, details from audit_log where entity_id = $1 and action like 'patient.erase%' order by id",
      [patientId],
    );
    expect(steps.map((s) => s.action)).toEqual([
      "patient.erase.intake",
      "patient.erase.notes",
      "patient.erase.contact",
      // The bookings' hold and payment answers, kept under their Idempotency-Keys (decision 0116).
      "patient.erase.answers",
      "patient.erased",
    ]);
    expect(JSON.stringify(steps)).not.toMatch(/Asha|asha@|Tamoxifen|lymphoedema|9876543210/);
    // The export now shows nothing personal; a second erase of the same request is refused.
    const after = (await myData(patient(first.token), first.bookingId)).data?.data;
    expect(after).toMatchObject({
      contact: { name: "", email: null, phone: null },
      intakes: [],
      photos: [],
      practitionerNotes: [],
    });
    expect(JSON.stringify(after)).not.toMatch(/Asha|asha@|Tamoxifen|lymphoedema|9876543210/);
    expect((await asAdmin.POST("/api/admin/erasure-requests/{id}/erase", erase)).response.status).toBe(409);
  });

  it("the admin downloads a patient's record (as the patient would), audit-logged without data; 404 when unknown", async () => {
    const { patientId, first } = await patientWithTwoBookings();
    const exportOf = (id: string) => ({ params: { path: { patientId: id } } });
    const path = "/api/admin/patients/{patientId}/export";
    expect((await typedClient(app).GET(path, exportOf(patientId))).response.status).toBe(401);
    const asAdmin = await signedInClient(app);
    const { data: body, response: res } = await asAdmin.GET(path, exportOf(patientId));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="patient-${patientId}.json"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = body?.data;
    expect(data?.patientId).toBe(patientId);
    expect(data?.bookings.map((b) => b.bookingId)).toContain(first.bookingId);
    expect(JSON.stringify(data)).toContain("Tamoxifen");
    const audit = await q(
      "select action, entity_id, details from audit_log where action = 'patient.exported'",
    );
    expect(audit).toEqual([expect.objectContaining({ entity_id: patientId })]);
    expect(JSON.stringify(audit)).not.toMatch(/Tamoxifen|asha/i);
    expect((await asAdmin.GET(path, exportOf(randomUUID()))).response.status).toBe(404);
  });

  it("the admin's Erase now refuses an unknown patient with 404", async () => {
    const asAdmin = await signedInClient(app);
    const unknown = { params: { path: { patientId: randomUUID() } } };
    expect((await asAdmin.POST("/api/admin/patients/{patientId}/erase", unknown)).response.status).toBe(404);
  });
});

describe("retention", () => {
  it("two runs at once erase an expired record once and leave a recent one alone", async () => {
    const { first, second, patientId } = await patientWithTwoBookings();
    // A recent patient: not touched.
    const slots = await makeSlots(handle.db, 1, Date.now() + 10 * 86_400_000);
    const recentSlot = (await openSlots(app, slots[0]?.dateKey ?? ""))[0] as string;
    const recent = await paidBooking(app, handle, recentSlot);
    const recentPatient = await linkPatient(handle, [recent.bookingId], {
      lastVisitAt: new Date(),
      note: "recent",
    });
    await fillRecord(handle, recent.bookingId, recentPatient);
    // After the recent booking, whose payment saw the same person and moved their last visit.
    await q("update patients set last_visit_at = now() - interval '4 years' where id = $1", [patientId]);

    const runs = await Promise.all([runRetention(handle.db), runRetention(handle.db)]);
    expect(runs.reduce((n, r) => n + r.records, 0)).toBe(1);
    expect(
      await q("select count(*)::int as n from audit_log where action = 'patient.erase.contact'"),
    ).toEqual([{ n: 1 }]);
    expect(await q("select actor from audit_log where action like 'patient.erase%' group by actor")).toEqual([
      { actor: "system" },
    ]);
    expect(
      await q("select count(*)::int as n from intakes where booking_id = any($1)", [
        [first.bookingId, second.bookingId],
      ]),
    ).toEqual([{ n: 0 }]);
    expect(
      (await q("select erased_at from patients where id = $1", [patientId]))[0].erased_at,
    ).not.toBeNull();
    expect(
      await q("select count(*)::int as n from intakes where booking_id = $1", [recent.bookingId]),
    ).toEqual([{ n: 1 }]);
    expect(
      await q("select count(*)::int as n from patient_notes where patient_id = $1", [recentPatient]),
    ).toEqual([{ n: 1 }]);
    // A second day's run finds nothing more.
    expect((await runRetention(handle.db)).records).toBe(0);
  });

  it("removes only what expired: intake after its period, the notes and contact kept for theirs", async () => {
    const { patientId } = await patientWithTwoBookings();
    await q("update patients set last_visit_at = now() - interval '4 years' where id = $1", [patientId]);
    const asAdmin = await signedInClient(app);
    const saved = await asAdmin.PUT("/api/admin/settings", {
      body: { retention: { intakeYears: 3, notesYears: 10 } },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.data.retention).toEqual({ intakeYears: 3, notesYears: 10 });
    await runRetention(handle.db);
    expect(await q("select count(*)::int as n from intakes")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from patient_notes")).toEqual([{ n: 1 }]);
    expect(await q("select name, erased_at from patients where id = $1", [patientId])).toEqual([
      { name: "Asha Rao", erased_at: null },
    ]);
    const bad = await asAdmin.PUT("/api/admin/settings", {
      body: { retention: { intakeYears: 0, notesYears: 2.5 } },
    });
    expect(bad.response.status).toBe(400);
    expect(Object.keys(bad.error?.fields ?? {})).toEqual(["retention.intakeYears", "retention.notesYears"]);
  });

  it("anonymises an unlinked booking whose consultation is past both periods", async () => {
    const slots = await makeSlots(handle.db, 1);
    const ids = await openSlots(app, slots[0]?.dateKey ?? "");
    const one = await paidBooking(app, handle, ids[0] as string);
    await fillRecord(handle, one.bookingId, null);
    await q(
      "update slots set start_at = now() - interval '5 years', end_at = now() - interval '5 years' + interval '1 hour' where id = (select slot_id from bookings where id = $1)",
      [one.bookingId],
    );
    expect((await runRetention(handle.db)).records).toBe(1);
    expect(await q("select customer_email, notes from bookings where id = $1", [one.bookingId])).toEqual([
      { customer_email: erasedMarker.email, notes: "" },
    ]);
    expect(await q("select count(*)::int as n from intake_photos")).toEqual([{ n: 0 }]);
    expect((await runRetention(handle.db)).records).toBe(0);
  });
});

describe("the export command's use case", () => {
  it("finds a patient and unlinked bookings by email, audit-logs the export without data", async () => {
    const { patientId } = await patientWithTwoBookings();
    const slots = await makeSlots(handle.db, 1, Date.now() + 12 * 86_400_000);
    const slot = (await openSlots(app, slots[0]?.dateKey ?? ""))[0] as string;
    await paidBooking(app, handle, slot);
    const records = await exportPatient(handle.db, "ASHA@example.com", "command line (test)");
    expect(records.map((r) => [r.patientId, r.bookings.length])).toEqual([
      [patientId, 2],
      [null, 1],
    ]);
    const entries = await q("select actor, details from audit_log where action = 'patient.exported'");
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toMatch(/asha/i);
    await expect(exportPatient(handle.db, randomUUID(), "x")).rejects.toThrow(
      "No patient or booking matches.",
    );
  });

  it("labels the intake answers with the form's questions, in the form's order", async () => {
    await patientWithTwoBookings();
    const questions = [
      { id: "reason", label: "What would you like help with?", kind: "long-text" as const, required: true },
      { id: "medications", label: "Medications you take", kind: "long-text" as const, required: false },
    ];
    const [record] = await exportPatient(handle.db, "asha@example.com", "command line (test)", { questions });
    expect(record?.intakes[0]?.questionsAndAnswers).toEqual([
      {
        questionId: "reason",
        question: "What would you like help with?",
        answer: "Swelling of the left arm since surgery",
      },
      { questionId: "medications", question: "Medications you take", answer: "Tamoxifen" },
    ]);
  });
});
