import { createHmac, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { solveAltcha } from "../../src/integrations/captcha/solve-for-tests";
import { createSignInLinkToken } from "../../src/services/auth-tokens";
import { signedInCaller } from "../support/admin-test-app";
import { cookiesOf } from "../support/auth-test-app";
import { makeSlots, manageTokenOf } from "../support/booking-fixtures";
import { startFakeRazorpay } from "../support/fake-razorpay";
import { intakeApp, intakeCaller, jpegWithGps, paidBooking } from "../support/intake-fixtures";
import { consentForServer } from "../support/privacy-notice-fixture";
import { billing } from "../support/receipt-fixtures";
import {
  exitWithin,
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealthy,
} from "../support/server-process";
import { openFreshDatabase } from "../support/test-database";

/**
 * The server as a process (LOG_LEVEL=debug), taken through a booking paid with Razorpay (a fake on
 * 127.0.0.1, its keys saved through the admin settings API), a review, an admin sign-in and admin
 * actions, all with canary values, and the emails they cause delivered; none of the values may appear
 * in what the process wrote.
 */

const canary = {
  name: "Canaryname Zqxwvjb",
  email: "canary.zqxwvjb@example.com",
  phone: "+919000011223",
  note: "canary-note-zqxwvjb knee",
  adminNote: "canary-admin-note-zqxwvjb",
  reviewName: "Canaryreviewer Zqxwvjb",
  reviewComment: "canary-review-comment-zqxwvjb, gentle care",
  razorpaySecret: "canary_rzp_secret_zqxwvjb_0123",
  webhookSecret: "canary_webhook_secret_zqxwvjb",
  correctedName: "Canarycorrected Zqxwvjb",
  correctedEmail: "canary.corrected.zqxwvjb@example.com",
  patientNote: "canary-patient-note-zqxwvjb lymphoedema",
  measurementNote: "canary-measurement-note-zqxwvjb fibrosis",
  homeCareNote: "canary-home-care-zqxwvjb sleeve",
  referencePoint: "canary-reference-zqxwvjb",
  sessionNote: "canary-session-note-zqxwvjb heaviness",
};
const keyId = "rzp_test_Canary0123";
const appSecret = "canary-app-secret-of-at-least-32-characters-zq";
const adminEmail = "doctor.canary@clinic.example";
const whatsappAppSecret = "canary-whatsapp-app-secret-zq";

let handle: DatabaseHandle & { url: string };
let server: ServerProcess;
let dataDir: string;
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  handle = await openFreshDatabase();
  fake = await startFakeRazorpay(keyId, canary.razorpaySecret);
  dataDir = await mkdtemp(path.join(tmpdir(), "clinic-canary-"));
  const port = await freePort();
  server = spawnServer(
    "main",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: handle.url,
      APP_SECRET: appSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: adminEmail,
      LOG_LEVEL: "debug",
      ALTCHA_COST: "100",
      SEED_DEMO: "false",
      RAZORPAY_API_BASE: fake.apiBase,
      WHATSAPP_APP_SECRET: whatsappAppSecret,
    },
    port,
  );
  await waitForHealthy(server, 60_000);
}, 90_000);
afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await exitWithin(server, 20_000).catch(() => server.child.kill("SIGKILL"));
  }
  await fake?.close();
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the server's log output", () => {
  it("never holds a patient's name, email, phone or notes, a Razorpay secret or a session id", async () => {
    const base = server.url;
    const recordSecrets: string[] = [];
    const call = async (p: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}${p}`, init);
      const text = await res.text();
      return { status: res.status, json: text.startsWith("{") ? JSON.parse(text) : undefined, res };
    };
    const json = { "content-type": "application/json" };

    // An admin signs in and saves Razorpay keys through the settings API (checked against the fake).
    const redeemed = await fetch(`${base}/api/auth/link/redeem`, {
      method: "POST",
      headers: { ...json, [csrfHeaderName]: csrfHeaderValue },
      body: JSON.stringify({ token: createSignInLinkToken(appSecret, adminEmail) }),
    });
    expect(redeemed.status).toBe(200);
    const session = cookiesOf(redeemed)["clinic-session"] as string;
    expect(session.length).toBeGreaterThan(20);
    const admin = { ...json, [csrfHeaderName]: csrfHeaderValue, cookie: `clinic-session=${session}` };
    const saved = await call("/api/admin/settings/razorpay", {
      method: "PUT",
      headers: admin,
      body: JSON.stringify({
        key_id: keyId,
        secret: canary.razorpaySecret,
        webhook_secret: canary.webhookSecret,
      }),
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    // A patient books and pays with Razorpay.
    const [slot] = await makeSlots(handle.db, 2);
    const slots = await call(`/api/public/slots?date=${slot?.dateKey}`);
    const slotId = slots.json.data[0].slotId;
    const challenge = (await call("/api/captcha/challenge")).json;
    const booked = await call("/api/public/bookings", {
      method: "POST",
      headers: { ...json, "idempotency-key": randomUUID() },
      body: JSON.stringify({
        slotId,
        user: { name: canary.name, email: canary.email, phone: canary.phone, timezone: "Asia/Kolkata" },
        notes: canary.note,
        captcha: { provider: "altcha", token: await solveAltcha(challenge), action: "book_submit" },
        consent: await consentForServer(base),
        // WhatsApp updates (issue 21): the outbox provider writes them to DATA_DIR/outbox/whatsapp.
        whatsappOptIn: true,
      }),
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const { bookingId, orderId, amount } = booked.json.data;
    expect(orderId).toMatch(/^order_fake/);
    const paymentId = "pay_canary1";
    fake.payments.set(paymentId, { status: "captured", order_id: orderId, amount, currency: "INR" });
    const signature = createHmac("sha256", canary.razorpaySecret)
      .update(`${orderId}|${paymentId}`)
      .digest("hex");
    const verified = await call(`/api/public/bookings/${bookingId}/payments/verify`, {
      method: "POST",
      headers: { ...json, "idempotency-key": randomUUID() },
      body: JSON.stringify({
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signature,
      }),
    });
    expect(verified.status, JSON.stringify(verified.json)).toBe(200);
    // A refused attempt (wrong signature) is logged too: it must not carry the details either.
    await call(`/api/public/bookings/${bookingId}/payments/verify`, {
      method: "POST",
      headers: { ...json, "idempotency-key": randomUUID() },
      body: JSON.stringify({
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: "00",
      }),
    });
    expect((await call(`/api/public/bookings/${bookingId}`)).status).toBe(200);

    // A review, approved by the admin; the admin edits the booking's note and reads the lists.
    const reviewChallenge = (await call("/api/captcha/challenge")).json;
    const reviewed = await call("/api/reviews", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        name: canary.reviewName,
        rating: 5,
        comment: canary.reviewComment,
        captchaToken: await solveAltcha(reviewChallenge),
      }),
    });
    expect(reviewed.status, JSON.stringify(reviewed.json)).toBe(201);
    const pending = (await call("/api/admin/reviews/pending", { headers: admin })).json.data;
    const review = pending.find((r: { name: string }) => r.name === canary.reviewName);
    expect(
      (await call(`/api/admin/reviews/${review.id}/approve`, { method: "PATCH", headers: admin })).status,
    ).toBe(200);
    const patched = await call(`/api/admin/bookings/${bookingId}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ notes: canary.adminNote }),
    });
    expect(patched.status, JSON.stringify(patched.json)).toBe(200);
    // The paid booking's patient record: searched by phone, a private note written and changed
    // (with a refused, too long one), the page read (decision 0099).
    const record = await call(`/api/admin/patients?q=${encodeURIComponent(canary.phone)}`, {
      headers: admin,
    });
    expect(record.json.data).toHaveLength(1);
    const patientId = record.json.data[0].id;
    const noteUrl = `/api/admin/patients/${patientId}/notes`;
    const note = await call(noteUrl, {
      method: "POST",
      headers: { ...admin, "idempotency-key": randomUUID() },
      body: JSON.stringify({ body: canary.patientNote }),
    });
    expect(note.status, JSON.stringify(note.json)).toBe(201);
    await call(`${noteUrl}/${note.json.data.id}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ body: `${canary.patientNote} ${"x".repeat(5000)}` }),
    });
    // The lymphoedema tracker (decision 0107): a session with canary notes, a refused one, the list and CSV.
    const measurementsUrl = `/api/admin/patients/${patientId}/measurements`;
    const measurement = {
      takenOn: "2026-01-15",
      limb: "left_arm",
      spacingCm: 4,
      affectedCm: [20, 22, 24],
      otherCm: [20, 21, 22],
      referencePoint: canary.referencePoint,
      notes: canary.measurementNote,
      homeCareNote: canary.homeCareNote,
    };
    const measured = await call(measurementsUrl, {
      method: "POST",
      headers: { ...admin, "idempotency-key": randomUUID() },
      body: JSON.stringify(measurement),
    });
    expect(measured.status, JSON.stringify(measured.json)).toBe(201);
    const refusedSession = await call(measurementsUrl, {
      method: "POST",
      headers: { ...admin, "idempotency-key": randomUUID() },
      body: JSON.stringify({ ...measurement, otherCm: [20], notes: `${canary.measurementNote} refused` }),
    });
    expect(refusedSession.status).toBe(400);
    await call(measurementsUrl, { headers: admin });
    await call(`${measurementsUrl}.csv`, { headers: admin });
    // Session notes (issue 36): a signed note with a canary value, a refused save, the note and the list.
    const sessionNoteUrl = `/api/admin/bookings/${bookingId}/session-note`;
    const noteBody = (fields: Record<string, unknown>) =>
      JSON.stringify({ templateId: "soap", fields, sign: true });
    const noted = await call(sessionNoteUrl, {
      method: "PUT",
      headers: admin,
      body: noteBody({ subjective: canary.sessionNote }),
    });
    expect(noted.status, JSON.stringify(noted.json)).toBe(200);
    const refusedNote = await call(sessionNoteUrl, {
      method: "PUT",
      headers: admin,
      body: noteBody({ subjective: canary.sessionNote, plan: 5 }),
    });
    expect(refusedNote.status).toBe(400);
    await call(sessionNoteUrl, { headers: admin });
    await call(`/api/admin/patients/${patientId}/session-notes`, { headers: admin });
    await call(`/api/admin/patients?q=${encodeURIComponent(canary.name)}`, { headers: admin });
    for (const p of [
      `/api/admin/patients/${patientId}`,
      "/api/admin/bookings?view=all",
      "/api/admin/slots/all",
      "/api/admin/settings",
      "/api/admin/audit",
      `/api/admin/bookings/${bookingId}/messages`,
      "/api/admin/whatsapp/messages",
    ])
      await call(p, { headers: admin });
    // A bad request with the canaries in it (validation errors are logged).
    await call("/api/public/bookings", {
      method: "POST",
      headers: { ...json, "idempotency-key": randomUUID() },
      body: JSON.stringify({
        slotId,
        user: { name: canary.name, email: canary.email, phone: "12" },
        notes: canary.note,
      }),
    });
    const sentKinds = async () =>
      (
        await handle.pool.query<{ kind: string }>("select kind from email_outbox where status = 'sent'")
      ).rows.map((r) => r.kind);
    // The confirmation goes out first: the erasure below deletes the booking's emails.
    const sentBy = Date.now() + 30_000;
    while (!(await sentKinds()).includes("booking-confirmation") && Date.now() < sentBy)
      await new Promise((r) => setTimeout(r, 250));
    expect(await sentKinds()).toContain("booking-confirmation");
    // The WhatsApp confirmation is written by the outbox provider; then the number sends STOP, signed
    // and (refused) unsigned: neither the number nor the text may reach the log.
    const whatsappSent = async () =>
      (await handle.pool.query("select id from whatsapp_outbox where status = 'sent'")).rowCount ?? 0;
    while ((await whatsappSent()) === 0 && Date.now() < sentBy) await new Promise((r) => setTimeout(r, 250));
    expect(await whatsappSent()).toBeGreaterThan(0);
    const stop = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          changes: [
            {
              field: "messages",
              value: {
                messages: [
                  { from: canary.phone.slice(1), id: "wamid.canary", type: "text", text: { body: "STOP" } },
                ],
              },
            },
          ],
        },
      ],
    });
    const hub = `sha256=${createHmac("sha256", whatsappAppSecret).update(stop).digest("hex")}`;
    for (const signature of [hub, "sha256=00"])
      await call("/api/webhooks/whatsapp", {
        method: "POST",
        headers: { ...json, "x-hub-signature-256": signature },
        body: stop,
      });
    expect((await handle.pool.query("select phone from whatsapp_opt_outs")).rows).toEqual([
      { phone: canary.phone },
    ]);
    // The patient's rights (issue 20): export, corrections (one refused), withdrawal, an erasure
    // request, and the admin erasing it; the token travels in the Authorization header.
    const manage = {
      ...json,
      authorization: `Bearer ${await manageTokenOf(handle.db, bookingId, appSecret)}`,
    };
    expect((await call(`/api/public/bookings/${bookingId}/my-data`, { headers: manage })).status).toBe(200);
    expect(
      (await call(`/api/public/bookings/${bookingId}/my-measurements`, { headers: manage })).status,
    ).toBe(200);
    // Receipts (issue 22): the PDFs (which print the patient's name) and the accountant's export, once
    // Settings → Receipts names the clinic (the paid booking's receipt waited until then, decision 0125).
    expect((await call(`/api/public/bookings/${bookingId}/receipt.pdf`, { headers: manage })).status).toBe(
      409,
    );
    const named = await call("/api/admin/settings", {
      method: "PUT",
      headers: admin,
      body: JSON.stringify({ receipts: billing }),
    });
    expect(named.status, JSON.stringify(named.json)).toBe(200);
    expect((await call(`/api/public/bookings/${bookingId}/receipt.pdf`, { headers: manage })).status).toBe(
      200,
    );
    expect((await call(`/api/admin/bookings/${bookingId}/receipt.pdf`, { headers: admin })).status).toBe(200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    for (const format of ["csv", "zip"])
      expect(
        (
          await call(`/api/admin/receipts/export?from=${today}&to=${today}&format=${format}`, {
            headers: admin,
          })
        ).status,
      ).toBe(200);
    // The whole record (decision 0113): a code emailed to the record's address, traded for a session,
    // one wrong try first. Neither the code nor the session may reach the log.
    expect(
      (
        await call(`/api/public/bookings/${bookingId}/record-access/code`, {
          method: "POST",
          headers: manage,
        })
      ).status,
    ).toBe(200);
    const codeEmail = await handle.pool.query<{ text_body: string }>(
      "select text_body from email_outbox where booking_id = $1 and kind like 'record-access-code:%'",
      [bookingId],
    );
    const code = /^\s+(\d{6})$/m.exec(codeEmail.rows[0]?.text_body ?? "")?.[1] ?? "";
    const verify = (tried: string) =>
      call(`/api/public/bookings/${bookingId}/record-access/verify`, {
        method: "POST",
        headers: manage,
        body: JSON.stringify({ code: tried }),
      });
    expect((await verify(code === "000000" ? "000001" : "000000")).status).toBe(400);
    const opened = await verify(code);
    expect(opened.status).toBe(200);
    const recordSession: string = opened.json.data.recordSession;
    const wholeRecord = { ...manage, "x-record-session": recordSession };
    expect((await call(`/api/public/bookings/${bookingId}/my-data`, { headers: wholeRecord })).status).toBe(
      200,
    );
    for (const body of [
      { name: canary.correctedName, email: canary.correctedEmail },
      { name: canary.correctedName, email: `${canary.correctedEmail}@@`, phone: "12" },
    ])
      await call(`/api/public/bookings/${bookingId}/contact`, {
        method: "PATCH",
        headers: wholeRecord,
        body: JSON.stringify(body),
      });
    await call(`/api/public/bookings/${bookingId}/consent/withdraw`, {
      method: "POST",
      headers: wholeRecord,
    });
    expect(
      (
        await call(`/api/public/bookings/${bookingId}/erasure-request`, {
          method: "POST",
          headers: wholeRecord,
        })
      ).status,
    ).toBe(200);
    recordSecrets.push(code, recordSession);
    const queue = (await call("/api/admin/erasure-requests", { headers: admin })).json.data;
    expect(
      (await call(`/api/admin/erasure-requests/${queue[0].id}/erase`, { method: "POST", headers: admin }))
        .status,
    ).toBe(200);
    await call("/api/auth/signout", { method: "POST", headers: admin });
    // The emails go out from the outbox job (every 5 s): the review's notice names the reviewer in
    // its text, and the sender's log line must carry only the kind and id (decision 0093).
    const deadline = Date.now() + 30_000;
    while (!(await sentKinds()).includes("review-digest") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    // (The booking's own emails were deleted by its erasure, once sent: see above.)
    expect(await sentKinds()).toEqual(expect.arrayContaining(["review-digest"]));
    await new Promise((r) => setTimeout(r, 300));

    const output = server.output();
    expect(output.length).toBeGreaterThan(500);
    expect(output).toContain("clinic site is listening");
    const needles = {
      ...canary,
      emailLocalPart: canary.email.split("@")[0] as string,
      phoneDigits: canary.phone.slice(3),
      session,
      sessionStart: session.slice(0, 16),
      appSecret,
      recordCode: recordSecrets[0] ?? "",
      recordSession: recordSecrets[1] ?? "",
    };
    const found = Object.entries(needles)
      .filter(([, value]) => output.toLowerCase().includes(value.toLowerCase()))
      .map(([key]) => key);
    expect(found).toEqual([]);
  }, 120_000);
});

/**
 * The intake (issue 20): answers, refused answers and a photo's EXIF hold health data; the app's log
 * lines (in-process, every request logged) may hold none of it, nor the manage token.
 */
describe("the log lines of the intake", () => {
  const intakeCanary = {
    reason: "canary-intake-reason-qpzmvx swelling",
    medications: "canary-intake-meds-qpzmvx",
    refused: "canary-intake-refused-qpzmvx",
  };

  it("never hold an answer, a refused answer, a photo's metadata or the token", async () => {
    const own = await openFreshDatabase();
    try {
      const { app, logLines } = await intakeApp(own.db);
      const { bookingId, token } = await paidBooking(app, own.db);
      const patient = intakeCaller(app, bookingId, token);
      const answers = {
        reason: intakeCanary.reason,
        "date-of-birth": "1970-01-01",
        "cancer-history": "no",
        medications: intakeCanary.medications,
      };
      expect((await patient.put({ answers })).status).toBe(200);
      // Refused answers: one too long, one not a question (field errors are logged as codes only).
      const refused = await patient.put({
        answers: { ...answers, medications: intakeCanary.refused.repeat(10), [intakeCanary.refused]: "x" },
      });
      expect(refused.status).toBe(400);
      expect((await patient.upload(await jpegWithGps())).status).toBe(201);
      expect((await patient.upload(Buffer.from(`GIF89a ${intakeCanary.refused}`))).status).toBe(415);
      const admin = await signedInCaller(app);
      const read = await admin("GET", `/api/admin/bookings/${bookingId}/intake`);
      expect(read.json.data.answers.reason).toBe(intakeCanary.reason);
      expect((await admin("GET", read.json.data.photos[0].url)).status).toBe(200);
      const output = JSON.stringify(logLines);
      expect(output).toContain("/api/public/bookings/:bookingId/intake");
      const needles = {
        ...intakeCanary,
        exifArtist: "exif-artist-canary",
        token,
        tokenStart: token.slice(0, 12),
      };
      const found = Object.entries(needles)
        .filter(([, value]) => output.includes(value))
        .map(([key]) => key);
      expect(found).toEqual([]);
    } finally {
      await own.close();
    }
  }, 60_000);
});
