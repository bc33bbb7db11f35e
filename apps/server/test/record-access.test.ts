import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { testAppSecret } from "./support/auth-test-app";
import { bookingBody, makeSlots, manageTokenOf, postJson } from "./support/booking-fixtures";
import { adminHeadersOf, type FullApp, fullTestApp, signIn, solvedToken } from "./support/full-test-app";
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

// biome-ignore lint/suspicious/noExplicitAny: test assertions read into arbitrary answers.
type Json = { success: boolean; data: any; message?: string; code?: string; fields?: Record<string, string> };
const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;
const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown }) =>
  app.request(path, {
    method: init.method ?? "GET",
    headers: { ...init.headers, ...(init.body !== undefined ? { "content-type": "application/json" } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

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
  const created = await postJson(
    app,
    "/api/public/bookings",
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
  const { bookingId, orderId } = ((await created.json()) as Json).data;
  await postJson(app, `/api/public/bookings/${bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: orderId,
    razorpay_signature: "dummy_signature",
  });
  // Wherever the linking put it, the worst case: in Meera's record.
  await q("update bookings set patient_id = $1 where id = $2", [patientId, bookingId]);
  const stranger = {
    bookingId: bookingId as string,
    token: await manageTokenOf(handle.db, bookingId, testAppSecret),
  };
  return { victim, stranger, patientId, photoId, spareSlot: ids[2] as string };
}

describe("the attack of issue 30, replayed", () => {
  it("the stranger's token gets nothing of the victim's record", async () => {
    const { victim, stranger, photoId } = await victimAndStranger();
    const res = await send(`/api/public/bookings/${stranger.bookingId}/my-data`, {
      headers: bearer(stranger.token),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = (JSON.parse(text) as Json).data;
    expect(data.scope).toBe("booking");
    expect(data.bookings.map((b: { bookingId: string }) => b.bookingId)).toEqual([stranger.bookingId]);
    expect(text).not.toContain(victim.bookingId);
    expect(text).not.toMatch(/meera@example\.in|Left arm|Tamoxifen|Swelling/);
    expect(data).toMatchObject({
      practitionerNotes: [],
      intakes: [],
      photos: [],
      measurements: [],
      patientId: null,
    });
    const photo = await send(`/api/public/bookings/${stranger.bookingId}/my-data/photos/${photoId}`, {
      headers: bearer(stranger.token),
    });
    expect(photo.status).toBe(404);
    const measurements = await send(`/api/public/bookings/${stranger.bookingId}/my-measurements`, {
      headers: bearer(stranger.token),
    });
    expect(((await measurements.json()) as Json).data).toMatchObject({ scope: "booking", sessions: [] });
  });

  it("a contact change from the stranger's booking leaves the victim's booking and record alone", async () => {
    const { victim, stranger, patientId } = await victimAndStranger();
    const before = await q(
      "select customer_name, customer_email, customer_phone from bookings where id = $1",
      [victim.bookingId],
    );
    const res = await send(`/api/public/bookings/${stranger.bookingId}/contact`, {
      method: "PATCH",
      headers: bearer(stranger.token),
      body: { email: "stranger@evil.example", phone: "+919000000009" },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data.bookingsUpdated).toBe(1);
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
    for (const path of ["consent/withdraw", "erasure-request"]) {
      const res = await send(`/api/public/bookings/${stranger.bookingId}/${path}`, {
        method: "POST",
        headers: bearer(stranger.token),
      });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as Json).code).toBe("record_access_required");
    }
    const forged = await send(`/api/public/bookings/${stranger.bookingId}/erasure-request`, {
      method: "POST",
      headers: withSession(stranger.token, "made-up-session-value-0123456789"),
    });
    expect(forged.status).toBe(403);
    expect(await q("select count(*)::int as n from erasure_requests")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from consents where withdrawn_at is not null")).toEqual([
      { n: 0 },
    ]);
  });

  it("the code goes to the record's email on file, never to the stranger's, and answers it masked", async () => {
    const { stranger, patientId } = await victimAndStranger();
    const res = await send(`/api/public/bookings/${stranger.bookingId}/record-access/code`, {
      method: "POST",
      headers: bearer(stranger.token),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.data).toMatchObject({ sentTo: { email: "m•••@example.in", whatsapp: null }, codeLength: 6 });
    expect(body.message).toBe("We sent a 6-digit code to m•••@example.in. It works for 10 minutes.");
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
    const res = await send(`/api/public/bookings/${victim.bookingId}/record-access/code`, {
      method: "POST",
      headers: bearer(victim.token),
    });
    expect(res.status).toBe(200);
    return { victim, code: (await recordCodeSentFor(handle, victim.bookingId)).code };
  }
  const verify = (booking: { bookingId: string; token: string }, code: unknown) =>
    send(`/api/public/bookings/${booking.bookingId}/record-access/verify`, {
      method: "POST",
      headers: bearer(booking.token),
      body: { code },
    });

  it("are six digits; a malformed one is refused with a field error and costs no try", async () => {
    const { victim, code } = await asked();
    expect(code).toMatch(/^\d{6}$/);
    for (const bad of ["12345", "abcdef", "1234567", 123456]) {
      const res = await verify(victim, bad);
      expect(res.status).toBe(400);
      const json = (await res.json()) as Json;
      expect(json.code).toBe("validation_failed");
      expect(json.fields?.code).toBe("Enter the 6-digit code from your email");
    }
    expect((await verify(victim, code)).status).toBe(200);
  });

  it("run out after five wrong tries: then even the right code is refused until a new one is asked for", async () => {
    const { victim, code } = await asked();
    const wrong = code === "000000" ? "000001" : "000000";
    const lefts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await verify(victim, wrong);
      const json = (await res.json()) as Json;
      expect(res.status).toBe(400);
      expect(json.code).toBe("code_invalid");
      lefts.push(json.message ?? "");
    }
    expect(lefts[0]).toBe("That code is not right. You can try 4 more times.");
    expect(lefts[3]).toBe("That code is not right. You can try 1 more time.");
    const fifth = (await (await verify(victim, wrong)).json()) as Json;
    expect(fifth).toMatchObject({ code: "code_expired", message: expect.stringContaining("too many times") });
    const right = await verify(victim, code);
    expect(right.status).toBe(400);
    expect(((await right.json()) as Json).code).toBe("code_expired");
    // Every try is written down, never the code.
    const refused = await q("select details from audit_log where action = 'record_access.code_refused'");
    expect(refused).toHaveLength(6);
    expect(JSON.stringify(refused)).not.toContain(code);
  });

  it("expire after 10 minutes, and a new code ends the one before", async () => {
    const { victim, code } = await asked();
    clock = new Date(Date.now() + 11 * 60_000);
    const late = await verify(victim, code);
    expect(late.status).toBe(400);
    expect((await late.json()) as Json).toMatchObject({
      code: "code_expired",
      message: "This code has expired. Please ask for a new code.",
    });
    clock = undefined;
    await send(`/api/public/bookings/${victim.bookingId}/record-access/code`, {
      method: "POST",
      headers: bearer(victim.token),
    });
    const first = (await recordCodeSentFor(handle, victim.bookingId)).code;
    await send(`/api/public/bookings/${victim.bookingId}/record-access/code`, {
      method: "POST",
      headers: bearer(victim.token),
    });
    const second = (await recordCodeSentFor(handle, victim.bookingId)).code;
    if (first !== second) expect((await verify(victim, first)).status).toBe(400);
    expect((await verify(victim, second)).status).toBe(200);
  });

  it("work once, for the booking they were asked through, and need its manage token", async () => {
    const { victim, code } = await asked();
    expect((await verify({ ...victim, token: "not-the-token-0123456789" }, code)).status).toBe(403);
    expect((await verify(victim, code)).status).toBe(200);
    const again = await verify(victim, code);
    expect(((await again.json()) as Json).code).toBe("code_expired");
  });

  it("are limited to five an hour per booking", async () => {
    const { victim } = await victimAndStranger();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await send(`/api/public/bookings/${victim.bookingId}/record-access/code`, {
            method: "POST",
            headers: bearer(victim.token),
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("the record session", () => {
  it("opens the whole record for 15 minutes, through its own booking only", async () => {
    const { victim, stranger, patientId } = await victimAndStranger();
    const session = await recordSession(app, handle, victim.bookingId, victim.token);
    const whole = await send(`/api/public/bookings/${victim.bookingId}/my-data`, {
      headers: withSession(victim.token, session),
    });
    const data = ((await whole.json()) as Json).data;
    expect(data).toMatchObject({ scope: "record", patientId });
    expect(data.bookings.map((b: { bookingId: string }) => b.bookingId).sort()).toEqual(
      [victim.bookingId, stranger.bookingId].sort(),
    );
    // Not through another booking, even of the same record.
    const elsewhere = await send(`/api/public/bookings/${stranger.bookingId}/my-data`, {
      headers: withSession(stranger.token, session),
    });
    expect(elsewhere.status).toBe(403);
    clock = new Date(Date.now() + 16 * 60_000);
    const later = await send(`/api/public/bookings/${victim.bookingId}/my-data`, {
      headers: withSession(victim.token, session),
    });
    expect(later.status).toBe(403);
    expect((await later.json()) as Json).toMatchObject({
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
    expect(
      (
        await send(`/api/public/bookings/${victim.bookingId}/erasure-request`, {
          method: "POST",
          headers: withSession(victim.token, session),
        })
      ).status,
    ).toBe(200);
    const headers = adminHeadersOf(await signIn(app));
    const [request] = await q("select id from erasure_requests");
    expect(
      (await app.request(`/api/admin/erasure-requests/${request.id}/erase`, { method: "POST", headers }))
        .status,
    ).toBe(200);
    expect(await q("select count(*)::int as n from record_sessions")).toEqual([{ n: 0 }]);
    expect(await q("select count(*)::int as n from record_access_codes")).toEqual([{ n: 0 }]);
    expect(
      await q("select count(*)::int as n from whatsapp_outbox where kind like 'record-access-code:%'"),
    ).toEqual([{ n: 0 }]);
    const after = await send(`/api/public/bookings/${victim.bookingId}/my-data`, {
      headers: withSession(victim.token, session),
    });
    expect(after.status).toBe(403);
  });

  it("ends when the booking leaves the record it was proved for", async () => {
    const { victim, patientId } = await victimAndStranger();
    const session = await recordSession(app, handle, victim.bookingId, victim.token);
    await q("insert into patients (id, name) values ($1, 'Someone')", [randomUUID()]);
    await q(
      "update bookings set patient_id = (select id from patients where name = 'Someone') where id = $1",
      [victim.bookingId],
    );
    const res = await send(`/api/public/bookings/${victim.bookingId}/my-data`, {
      headers: withSession(victim.token, session),
    });
    expect(res.status).toBe(403);
    expect(patientId).toBeTruthy();
  });

  it("a record-wide contact change tells the old email and the old WhatsApp number", async () => {
    const { victim, patientId } = await victimAndStranger();
    await q(
      `insert into whatsapp_opt_ins (id, booking_id, phone, wording, method) values ($1, $2, '+919876543210', 'Yes', 'online')`,
      [randomUUID(), victim.bookingId],
    );
    const codeAnswer = await send(`/api/public/bookings/${victim.bookingId}/record-access/code`, {
      method: "POST",
      headers: bearer(victim.token),
    });
    expect(((await codeAnswer.json()) as Json).data.sentTo).toEqual({
      email: "m•••@example.in",
      whatsapp: "+91 ••••••3210",
    });
    expect(
      await q("select to_phone, template from whatsapp_outbox where kind like 'record-access-code:%'"),
    ).toEqual([{ to_phone: "+919876543210", template: "record_access_code" }]);
    const session = await recordSession(app, handle, victim.bookingId, victim.token);
    const res = await send(`/api/public/bookings/${victim.bookingId}/contact`, {
      method: "PATCH",
      headers: withSession(victim.token, session),
      body: { email: "meera.new@example.in", phone: "+919000000001" },
    });
    expect(res.status).toBe(200);
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
      const created = await postJson(
        app,
        "/api/public/bookings",
        bookingBody(slotId, await solvedToken(), { user: { ...user, timezone: "Asia/Kolkata" } }),
      );
      const { bookingId, orderId } = ((await created.json()) as Json).data;
      await postJson(app, `/api/public/bookings/${bookingId}/payments/verify`, {
        razorpay_payment_id: "pay_dummy_test",
        razorpay_order_id: orderId,
        razorpay_signature: "dummy_signature",
      });
      return {
        bookingId: bookingId as string,
        token: await manageTokenOf(handle.db, bookingId, testAppSecret),
      };
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
      myDataNamesVictim: (
        await (
          await send(`/api/public/bookings/${stranger.bookingId}/my-data`, {
            headers: bearer(stranger.token),
          })
        ).text()
      ).includes(victim.bookingId),
      contact: (
        await send(`/api/public/bookings/${stranger.bookingId}/contact`, {
          method: "PATCH",
          headers: bearer(stranger.token),
          body: { email: "stranger@evil.example" },
        })
      ).status,
      victimEmailAfter: (await q("select customer_email from bookings where id = $1", [victim.bookingId]))[0]
        .customer_email,
      withdraw: (
        await send(`/api/public/bookings/${stranger.bookingId}/consent/withdraw`, {
          method: "POST",
          headers: bearer(stranger.token),
        })
      ).status,
      erasure: (
        await send(`/api/public/bookings/${stranger.bookingId}/erasure-request`, {
          method: "POST",
          headers: bearer(stranger.token),
        })
      ).status,
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
