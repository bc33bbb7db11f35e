import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { signedInClient } from "./support/admin-test-app";
import { testAppSecret } from "./support/auth-test-app";
import { bookAndPay, bookingBody, makeSlots, manageTokenOf } from "./support/booking-fixtures";
import { type FullApp, fullTestApp, solvedToken } from "./support/full-test-app";
import {
  bearer,
  fillRecord,
  linkPatient,
  openSlots,
  paidBooking,
  recordCodeSentFor,
  recordSession,
  withSession,
} from "./support/patient-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/*
 * Issue 30 (decision 0113): a stranger who knows a patient's name and phone books with them and their
 * own email, and the booking ends up in the patient's record (the old linking rule did that; a mistaken
 * merge still can). Each step of the attack the issue describes, and the rules of the codes.
 */

let handle: DatabaseHandle;
let app: FullApp;
let clock: Date | undefined;
const now = () => clock ?? new Date();
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await resetDatabase(handle);
  clock = undefined;
  ({ app } = fullTestApp(handle.db, { booking: { clinicEmail: "clinic@clinic.example", now } }));
});

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;

type Booking = { bookingId: string; token: string };
/** The patient's typed client through one booking: its manage token, and a record session if given. */
const patientOf = (b: Booking, session?: string) =>
  typedClient(app, session === undefined ? bearer(b.token) : withSession(b.token, session));
const of = (b: Booking) => ({ params: { path: { bookingId: b.bookingId } } });
const myData = (b: Booking, session?: string) =>
  patientOf(b, session).GET("/api/public/bookings/{bookingId}/my-data", of(b));
const askCode = (b: Booking) =>
  patientOf(b).POST("/api/public/bookings/{bookingId}/record-access/code", of(b));
const correct = (b: Booking, body: { email?: string; phone?: string }, session?: string) =>
  patientOf(b, session).PATCH("/api/public/bookings/{bookingId}/contact", { ...of(b), body });
const recordWide = (b: Booking, what: "consent/withdraw" | "erasure-request", session?: string) =>
  what === "consent/withdraw"
    ? patientOf(b, session).POST("/api/public/bookings/{bookingId}/consent/withdraw", of(b))
    : patientOf(b, session).POST("/api/public/bookings/{bookingId}/erasure-request", of(b));

/**
 * Meera's record (her own email and phone, a note, an intake with a photo) and the stranger's paid
 * booking with her name and phone but the stranger's email, in the same record.
 */
async function victimAndStranger() {
  const slots = await makeSlots(handle.db, 3);
  const ids = await openSlots(app, slots[0]?.dateKey ?? "");
  const victim = await paidBooking(app, handle, ids[0] as string);
  await q(
    "update bookings set customer_name = 'Meera Iyer', customer_email = 'meera@example.in' where id = $1",
    [victim.bookingId],
  );
  const patientId = await linkPatient(handle, [victim.bookingId], {
    note: "Left arm, stage II, responds to MLD",
  });
  await q(
    "update patients set name = 'Meera Iyer', email = 'meera@example.in', phone = '919876543210' where id = $1",
    [patientId],
  );
  const { photoId } = await fillRecord(handle, victim.bookingId, patientId);
  const { bookingId } = await bookAndPay(
    app,
    bookingBody(ids[1] as string, await solvedToken(), {
      user: {
        name: "Meera Iyer",
        email: "stranger@evil.example",
        phone: "+919876543210",
        timezone: "Asia/Kolkata",
      },
      notes: "Any time",
    }),
  );
  // Wherever the linking put it, the worst case: in Meera's record.
  await q("update bookings set patient_id = $1 where id = $2", [patientId, bookingId]);
  const stranger = { bookingId, token: await manageTokenOf(handle.db, bookingId, testAppSecret) };
  return { victim, stranger, patientId, photoId, spareSlot: ids[2] as string };
}

describe("the attack of issue 30, replayed", () => {
  it("the stranger's token gets nothing of the victim's record", async () => {
    const { victim, stranger, photoId } = await victimAndStranger();
    const res = await myData(stranger);
    expect(res.response.status).toBe(200);
    const text = JSON.stringify(res.data);
    const data = res.data?.data;
    expect(data?.scope).toBe("booking");
    expect(data?.bookings.map((b) => b.bookingId)).toEqual([stranger.bookingId]);
    expect(text).not.toContain(victim.bookingId);
    expect(text).not.toMatch(/meera@example\.in|Left arm|Tamoxifen|Swelling/);
    expect(data).toMatchObject({
      practitionerNotes: [],
      intakes: [],
      photos: [],
      measurements: [],
      patientId: null,
    });
    const photo = await patientOf(stranger).GET("/api/public/bookings/{bookingId}/my-data/photos/{photoId}", {
      params: { path: { bookingId: stranger.bookingId, photoId } },
    });
    expect(photo.response.status).toBe(404);
    const measurements = await patientOf(stranger).GET(
      "/api/public/bookings/{bookingId}/my-measurements",
      of(stranger),
    );
    expect(measurements.data?.data).toMatchObject({ scope: "booking", sessions: [] });
  });

  it("a contact change from the stranger's booking leaves the victim's booking and record alone", async () => {
    const { victim, stranger, patientId } = await victimAndStranger();
    const before = await q(
      "select customer_name, customer_email, customer_phone from bookings where id = $1",
      [victim.bookingId],
    );
    const res = await correct(stranger, { email: "stranger@evil.example", phone: "+919000000009" });
    expect(res.response.status).toBe(200);
    expect(res.data?.data.bookingsUpdated).toBe(1);
    expect(
      await q("select customer_name, customer_email, customer_phone from bookings where id = $1", [
        victim.bookingId,
      ]),
    ).toEqual(before);
    expect(await q("select email, phone from patients where id = $1", [patientId])).toEqual([
      { email: "meera@example.in", phone: "919876543210" },
    ]);
  });

  it("record-wide actions are refused without a record session, and change nothing", async () => {
    const { stranger } = await victimAndStranger();
    for (const what of ["consent/withdraw", "erasure-request"] as const) {
      const res = await recordWide(stranger, what);
      expect(res.response.status, what).toBe(403);
      expect(res.error?.code).toBe("record_access_required");
    }
    const forged = await recordWide(stranger, "erasure-request", "made-up-session-value-0123456789");
    expect(forged.response.status).toBe(403);
    expect(await q("select count(*)::int as n from erasure_requests")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from consents where withdrawn_at is not null")).toEqual([
      { n: 0 },
    ]);
  });

  it("the code goes to the record's email on file, never to the stranger's, and answers it masked", async () => {
    const { stranger, patientId } = await victimAndStranger();
    const res = await askCode(stranger);
    expect(res.response.status).toBe(200);
    const body = res.data;
    expect(body?.data).toMatchObject({ sentTo: { email: "m•••@example.in", whatsapp: null }, codeLength: 6 });
    expect(body?.message).toBe("We sent a 6-digit code to m•••@example.in. It works for 10 minutes.");
    const sent = await recordCodeSentFor(handle, stranger.bookingId);
    expect(sent.to).toBe("meera@example.in");
    expect(
      await q(
        "select count(*)::int as n from email_outbox where to_address = 'stranger@evil.example' and kind like 'record-access%'",
      ),
    ).toEqual([{ n: 0 }]);
    // Written down without the code or an address.
    const [entry] = await q(
      "select entity, entity_id, details from audit_log where action = 'record_access.code_requested'",
    );
    expect(entry).toMatchObject({ entity: "patient", entity_id: patientId });
    expect(JSON.stringify(entry)).not.toMatch(new RegExp(`${sent.code}|meera|stranger`));
  });
});

describe("the codes", () => {
  async function asked() {
    const { victim } = await victimAndStranger();
    expect((await askCode(victim)).response.status).toBe(200);
    return { victim, code: (await recordCodeSentFor(handle, victim.bookingId)).code };
  }
  const verify = (b: Booking, code: string) =>
    patientOf(b).POST("/api/public/bookings/{bookingId}/record-access/verify", { ...of(b), body: { code } });

  it("are six digits; a malformed one is refused with a field error and costs no try", async () => {
    const { victim, code } = await asked();
    expect(code).toMatch(/^\d{6}$/);
    for (const bad of ["12345", "abcdef", "1234567"]) {
      const res = await verify(victim, bad);
      expect(res.response.status).toBe(400);
      expect(res.error?.code).toBe("validation_failed");
      expect(res.error?.fields?.code).toBe("Enter the 6-digit code from your email");
    }
    // A number, not the document's string, on purpose: a plain request.
    const asNumber = await app.request(`/api/public/bookings/${victim.bookingId}/record-access/verify`, {
      method: "POST",
      headers: { ...bearer(victim.token), "content-type": "application/json" },
      body: JSON.stringify({ code: 123456 }),
    });
    expect(asNumber.status).toBe(400);
    expect(await asNumber.json()).toMatchObject({
      code: "validation_failed",
      fields: { code: "Enter the 6-digit code from your email" },
    });
    expect((await verify(victim, code)).response.status).toBe(200);
  });

  it("run out after five wrong tries: then even the right code is refused until a new one is asked for", async () => {
    const { victim, code } = await asked();
    const wrong = code === "000000" ? "000001" : "000000";
    const lefts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await verify(victim, wrong);
      expect(res.response.status).toBe(400);
      expect(res.error?.code).toBe("code_invalid");
      // The count as a number too, for pages in Hindi and Kannada.
      expect(res.error?.triesLeft).toBe(4 - i);
      lefts.push(res.error?.message ?? "");
    }
    expect(lefts[0]).toBe("That code is not right. You can try 4 more times.");
    expect(lefts[3]).toBe("That code is not right. You can try 1 more time.");
    const fifth = (await verify(victim, wrong)).error;
    expect(fifth).toMatchObject({ code: "code_expired", message: expect.stringContaining("too many times") });
    const right = await verify(victim, code);
    expect(right.response.status).toBe(400);
    expect(right.error?.code).toBe("code_expired");
    // Every try is written down, never the code.
    const refused = await q("select details from audit_log where action = 'record_access.code_refused'");
    expect(refused).toHaveLength(6);
    expect(JSON.stringify(refused)).not.toContain(code);
  });

  it("expire after 10 minutes, and a new code ends the one before", async () => {
    const { victim, code } = await asked();
    clock = new Date(Date.now() + 11 * 60_000);
    const late = await verify(victim, code);
    expect(late.response.status).toBe(400);
    expect(late.error).toMatchObject({
      code: "code_expired",
      message: "This code has expired. Please ask for a new code.",
    });
    clock = undefined;
    expect((await askCode(victim)).response.status).toBe(200);
    const first = (await recordCodeSentFor(handle, victim.bookingId)).code;
    expect((await askCode(victim)).response.status).toBe(200);
    const second = (await recordCodeSentFor(handle, victim.bookingId)).code;
    if (first !== second) expect((await verify(victim, first)).response.status).toBe(400);
    expect((await verify(victim, second)).response.status).toBe(200);
  });

  it("work once, for the booking they were asked through, and need its manage token", async () => {
    const { victim, code } = await asked();
    expect((await verify({ ...victim, token: "not-the-token-0123456789" }, code)).response.status).toBe(403);
    expect((await verify(victim, code)).response.status).toBe(200);
    const again = await verify(victim, code);
    expect(again.error?.code).toBe("code_expired");
  });

  it("are limited to five an hour per booking", async () => {
    const { victim } = await victimAndStranger();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await askCode(victim)).response.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("the record session", () => {
  it("opens the whole record for 15 minutes, through its own booking only", async () => {
    const { victim, stranger, patientId } = await victimAndStranger();
    const session = await recordSession(app, handle, victim.bookingId, victim.token);
    const data = (await myData(victim, session)).data?.data;
    expect(data).toMatchObject({ scope: "record", patientId });
    expect(data?.bookings.map((b) => b.bookingId).sort()).toEqual(
      [victim.bookingId, stranger.bookingId].sort(),
    );
    // Not through another booking, even of the same record.
    expect((await myData(stranger, session)).response.status).toBe(403);
    clock = new Date(Date.now() + 16 * 60_000);
    const later = await myData(victim, session);
    expect(later.response.status).toBe(403);
    expect(later.error).toMatchObject({
      code: "record_access_required",
      message: expect.stringContaining("has ended"),
    });
  });

  it("ends when the record is erased, with its codes and code messages", async () => {
    const { victim } = await victimAndStranger();
    await q(
      `insert into whatsapp_opt_ins (id, booking_id, phone, wording, method) values ($1, $2, '+919876543210', 'Yes', 'online')`,
      [randomUUID(), victim.bookingId],
    );
    const session = await recordSession(app, handle, victim.bookingId, victim.token);
    expect((await recordWide(victim, "erasure-request", session)).response.status).toBe(200);
    const asAdmin = await signedInClient(app);
    const [request] = await q("select id from erasure_requests");
    const erase = { params: { path: { id: request.id as string } } };
    expect((await asAdmin.POST("/api/admin/erasure-requests/{id}/erase", erase)).response.status).toBe(200);
    expect(await q("select count(*)::int as n from record_sessions")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from record_access_codes")).toEqual([{ n: 0 }]);
    expect(
      await q("select count(*)::int as n from whatsapp_outbox where kind like 'record-access-code:%'"),
    ).toEqual([{ n: 0 }]);
    expect((await myData(victim, session)).response.status).toBe(403);
  });

  it("ends when the booking leaves the record it was proved for", async () => {
    const { victim, patientId } = await victimAndStranger();
    const session = await recordSession(app, handle, victim.bookingId, victim.token);
    await q("insert into patients (id, name) values ($1, 'Someone')", [randomUUID()]);
    await q(
      "update bookings set patient_id = (select id from patients where name = 'Someone') where id = $1",
      [victim.bookingId],
    );
    expect((await myData(victim, session)).response.status).toBe(403);
    expect(patientId).toBeTruthy();
  });

  it("a record-wide contact change tells the old email and the old WhatsApp number", async () => {
    const { victim, patientId } = await victimAndStranger();
    await q(
      `insert into whatsapp_opt_ins (id, booking_id, phone, wording, method) values ($1, $2, '+919876543210', 'Yes', 'online')`,
      [randomUUID(), victim.bookingId],
    );
    const codeAnswer = await askCode(victim);
    expect(codeAnswer.data?.data.sentTo).toEqual({
      email: "m•••@example.in",
      whatsapp: "+91 ••••••3210",
    });
    expect(
      await q("select to_phone, template from whatsapp_outbox where kind like 'record-access-code:%'"),
    ).toEqual([{ to_phone: "+919876543210", template: "record_access_code" }]);
    const session = await recordSession(app, handle, victim.bookingId, victim.token);
    const res = await correct(victim, { email: "meera.new@example.in", phone: "+919000000001" }, session);
    expect(res.response.status).toBe(200);
    expect(await q("select email, phone from patients where id = $1", [patientId])).toEqual([
      { email: "meera.new@example.in", phone: "919000000001" },
    ]);
    expect(await q("select to_address from email_outbox where kind like 'contact-changed:%'")).toEqual([
      { to_address: "meera@example.in" },
    ]);
    const [told] = await q(
      "select to_phone, template, params from whatsapp_outbox where kind like 'contact-changed:%'",
    );
    expect(told).toMatchObject({ to_phone: "+919876543210", template: "contact_details_changed" });
    expect(told.params[0]).toBe("your bookings");
  });
});

describe("issue 30's attack, end to end on the real linking", () => {
  it("the stranger's paid booking stays apart, reads only itself and changes nothing of the victim's", async () => {
    const slots = await makeSlots(handle.db, 2);
    const ids = await openSlots(app, slots[0]?.dateKey ?? "");
    const pay = async (slotId: string, user: { name: string; email: string; phone: string }) => {
      const { bookingId } = await bookAndPay(
        app,
        bookingBody(slotId, await solvedToken(), { user: { ...user, timezone: "Asia/Kolkata" } }),
      );
      return { bookingId, token: await manageTokenOf(handle.db, bookingId, testAppSecret) };
    };
    const victim = await pay(ids[0] as string, {
      name: "Meera Iyer",
      email: "meera@example.in",
      phone: "+919876543210",
    });
    const stranger = await pay(ids[1] as string, {
      name: "Meera Iyer",
      email: "stranger@evil.example",
      phone: "+919876543210",
    });
    const [v, s] = await Promise.all(
      [victim, stranger].map(
        async (b) => (await q("select patient_id from bookings where id = $1", [b.bookingId]))[0],
      ),
    );
    const steps = {
      linked: v.patient_id === s.patient_id,
      myDataNamesVictim: JSON.stringify((await myData(stranger)).data).includes(victim.bookingId),
      contact: (await correct(stranger, { email: "stranger@evil.example" })).response.status,
      victimEmailAfter: (await q("select customer_email from bookings where id = $1", [victim.bookingId]))[0]
        .customer_email,
      withdraw: (await recordWide(stranger, "consent/withdraw")).response.status,
      erasure: (await recordWide(stranger, "erasure-request")).response.status,
      suggestions: (
        await q("select count(*)::int as n from patient_link_suggestions where resolved_at is null")
      )[0].n,
    };
    console.info(`issue 30 attack replayed: ${JSON.stringify(steps)}`);
    expect(steps).toEqual({
      linked: false,
      myDataNamesVictim: false,
      contact: 200,
      victimEmailAfter: "meera@example.in",
      withdraw: 403,
      erasure: 403,
      suggestions: 1,
    });
  });
});
