import { createHmac } from "node:crypto";
import { whatsappOptInWording, whatsappPhoneOptInWording } from "@clinic/contract/whatsapp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { whatsappReplyTexts } from "../src/services/email-texts/whatsapp-reply-texts";
import { startReply, stopReply } from "../src/services/whatsapp/whatsapp-webhook";
import { signedInClient } from "./support/admin-test-app";
import { adminEmail, testAppSecret, testPublicUrl } from "./support/auth-test-app";
import {
  bookingBody,
  makeSlots,
  manageTokenOf,
  postJson,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { sameSiteHeader, typedClient } from "./support/typed-client";

/*
 * WhatsApp's routes (issue 21; decision 0103): the opt-in on a booking, the webhook (handshake,
 * signature, statuses, STOP and START), the admin's lists and the patient's switch.
 */

const appSecret = "meta-app-secret-for-tests";
const verifyToken = "verify-token-for-tests";
const clinic = "Lymph Care Physiotherapy";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

function whatsappApp() {
  return createTestApp({
    db: handle.db,
    booking: {
      appSecret: testSecret,
      ALTCHA_COST: 300,
      LIMIT_HOLDS_PER_CLIENT: 100,
      LIMIT_HELD_SLOTS_PERCENT: 0,
      LIMIT_BOOKINGS_PER_MINUTE: 1000,
      LIMIT_CHALLENGES_PER_MINUTE: 1000,
      LIMIT_VERIFY_PER_MINUTE: 1000,
      publicUrl: "https://clinic.example",
      organizer: { name: clinic, email: "care@clinic.example" },
      whatsapp: { provider: "outbox", appSecret, verifyToken, clinicNumber: "+919000000001" },
    },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  });
}

type WhatsAppApp = ReturnType<typeof whatsappApp>["app"];

async function openSlotId(app: WhatsAppApp) {
  const [slot] = await makeSlots(handle.db, 1);
  return (await slotIdsOf(app, slot?.dateKey ?? ""))[0] as string;
}

async function book(app: WhatsAppApp, overrides: Parameters<typeof bookingBody>[2]) {
  const body = bookingBody(await openSlotId(app), await solvedCaptcha(app), overrides);
  return typedClient(app).POST("/api/public/bookings", { body });
}

async function paidOptedIn(app: WhatsAppApp, locale: "en" | "hi" | "kn" = "en") {
  const created = await book(app, { whatsappOptIn: true, locale });
  expect(created.response.status).toBe(201);
  const { bookingId = "", orderId = "" } = created.data?.data ?? {};
  const paid = await typedClient(app).POST("/api/public/bookings/{bookingId}/payments/verify", {
    params: { path: { bookingId } },
    body: {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: orderId,
      razorpay_signature: "dummy_signature",
    },
  });
  expect(paid.response.status).toBe(200);
  return bookingId;
}

/** The patient's typed client, with the manage token. */
const withToken = (app: WhatsAppApp, token: string) => typedClient(app, { authorization: `Bearer ${token}` });

const signed = (raw: string, secret = appSecret) =>
  `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;

/** Meta's signature is over the raw bytes, and some bodies are malformed on purpose: a plain request. */
function postWebhook(app: WhatsAppApp, payload: unknown, signature?: string) {
  const raw = typeof payload === "string" ? payload : JSON.stringify(payload);
  return app.request("/api/webhooks/whatsapp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature === undefined
        ? { "x-hub-signature-256": signed(raw) }
        : signature
          ? { "x-hub-signature-256": signature }
          : {}),
    },
    body: raw,
  });
}

const event = (value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [
    { id: "WABA", changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }] },
  ],
});
const incoming = (id: string, body: string, from = "919876543210") =>
  event({ messages: [{ from, id, timestamp: "1764200000", type: "text", text: { body } }] });

const rows = async (query: ReturnType<typeof sql>) =>
  (await handle.db.execute<Record<string, unknown>>(query)).rows;

describe("the opt-in on a booking", () => {
  it("stores the words in the language the patient booked in (issue 33)", async () => {
    const { app } = whatsappApp();
    const created = await book(app, { whatsappOptIn: true, locale: "kn" });
    expect(created.response.status).toBe(201);
    const bookingId = created.data?.data.bookingId ?? "";
    const [optIn] = await rows(sql`select wording from whatsapp_opt_ins where booking_id = ${bookingId}`);
    expect(optIn?.wording).toBe(whatsappOptInWording(clinic, "kn"));
    expect(optIn?.wording).toMatch(/^ಈ ಬುಕಿಂಗ್ ಬಗ್ಗೆ/);
    expect(optIn?.wording).toContain(clinic);
  });

  it("stores the number in E.164, the words shown and the time; nothing without the box", async () => {
    const { app } = whatsappApp();
    const bookingId = await paidOptedIn(app);
    const [optIn] = await rows(sql`select * from whatsapp_opt_ins where booking_id = ${bookingId}`);
    expect(optIn).toMatchObject({
      phone: "+919876543210",
      method: "online",
      wording: whatsappOptInWording(clinic),
    });
    expect(optIn?.wording).toContain(clinic);
    expect(optIn?.given_at).toBeTruthy();
    // The confirmation to the patient and the notice to the clinic's number are queued.
    const queued = await rows(sql`select kind, to_phone, template from whatsapp_outbox order by kind`);
    expect(queued).toEqual([
      { kind: "booking-confirmation", to_phone: "+919876543210", template: "booking_confirmation" },
      { kind: "clinic-new-booking", to_phone: "+919000000001", template: "clinic_new_booking" },
    ]);
  });

  it("refuses a ticked box with a number that cannot be a mobile, with a field error, and stores nothing", async () => {
    const { app } = whatsappApp();
    const res = await book(app, {
      whatsappOptIn: true,
      user: { name: "Asha", email: "asha@example.com", phone: "+912212345678", timezone: "Asia/Kolkata" },
    });
    expect(res.response.status).toBe(400);
    expect(res.error?.code).toBe("validation_failed");
    expect(res.error?.fields?.["user.phone"]).toMatch(/WhatsApp updates need a mobile number/);
    expect(await rows(sql`select id from bookings`)).toEqual([]);
    expect(await rows(sql`select id from whatsapp_opt_ins`)).toEqual([]);
  });

  it("refuses whatsappOptIn that is not true or false", async () => {
    const { app } = whatsappApp();
    // Not a boolean, on purpose: the typed client cannot send it.
    const body = { ...bookingBody(await openSlotId(app), await solvedCaptcha(app)), whatsappOptIn: "yes" };
    const res = await postJson(app, "/api/public/bookings", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.whatsappOptIn).toBe(
      "whatsappOptIn must be true or false",
    );
  });

  it("an admin booking records the patient's word by phone, with the admin", async () => {
    const { app } = whatsappApp();
    const asAdmin = await signedInClient(app);
    const slotId = await openSlotId(app);
    const res = await asAdmin.POST("/api/public/bookings", {
      // The practitioner books through the public route with her session: the same-site header, as her pages send it.
      headers: sameSiteHeader,
      body: {
        slotId,
        isAdminBooking: true,
        user: { name: "Ravi", email: "ravi@example.com", phone: "+919812345678", timezone: "Asia/Kolkata" },
        whatsappOptIn: true,
      },
    });
    expect(res.response.status).toBe(201);
    const [optIn] = await rows(sql`select method, taken_by, wording, phone from whatsapp_opt_ins`);
    expect(optIn).toEqual({
      method: "phone",
      taken_by: adminEmail,
      wording: whatsappPhoneOptInWording(clinic),
      phone: "+919812345678",
    });
    expect(
      await rows(sql`select kind from whatsapp_outbox where kind = 'booking-confirmation'`),
    ).toHaveLength(1);
  });
});

describe("the webhook", () => {
  it("answers Meta's handshake with the challenge as text, 403 with a wrong token", async () => {
    const { app } = whatsappApp();
    const meta = typedClient(app);
    const handshake = {
      "hub.mode": "subscribe",
      "hub.verify_token": verifyToken,
      "hub.challenge": "1158201444",
    };
    const ok = await meta.GET("/api/webhooks/whatsapp", { params: { query: handshake }, parseAs: "text" });
    expect(ok.response.status).toBe(200);
    expect(ok.response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(ok.data).toBe("1158201444");
    for (const query of [
      { "hub.mode": "subscribe", "hub.verify_token": "wrong", "hub.challenge": "1" },
      { "hub.mode": "unsubscribe", "hub.verify_token": "verify-token-for-tests", "hub.challenge": "1" },
      { "hub.mode": "subscribe", "hub.challenge": "1" },
    ])
      expect((await meta.GET("/api/webhooks/whatsapp", { params: { query } })).response.status).toBe(403);
  });

  it("refuses unsigned, wrongly signed, malformed and oversize bodies, changing nothing", async () => {
    const { app } = whatsappApp();
    const stop = incoming("wamid.in1", "STOP");
    expect((await postWebhook(app, stop, "")).status).toBe(403);
    expect((await postWebhook(app, stop, signed(JSON.stringify(stop), "another-secret"))).status).toBe(403);
    expect((await postWebhook(app, stop, "sha256=00")).status).toBe(403);
    expect((await postWebhook(app, "{not json")).status).toBe(400);
    expect((await postWebhook(app, { object: "page", entry: "x" })).status).toBe(400);
    const big = JSON.stringify({ ...stop, padding: "x".repeat(300 * 1024) });
    expect((await postWebhook(app, big)).status).toBe(413);
    expect(await rows(sql`select phone from whatsapp_opt_outs`)).toEqual([]);
    expect(await rows(sql`select id from whatsapp_webhook_events`)).toEqual([]);
  });

  it("stores sent, delivered, read and failed per message, each once, never going back", async () => {
    const { app } = whatsappApp();
    const bookingId = await paidOptedIn(app);
    await handle.db.execute(sql`
      update whatsapp_outbox set status = 'sent', provider_message_id = 'wamid.out1', sent_at = now()
      where booking_id = ${bookingId} and kind = 'booking-confirmation'`);
    await handle.db.execute(sql`
      update whatsapp_outbox set status = 'sent', provider_message_id = 'wamid.out2', sent_at = now()
      where kind = 'clinic-new-booking'`);
    const status = (id: string, s: string, extra: Record<string, unknown> = {}) =>
      event({
        statuses: [{ id, status: s, timestamp: "1764200100", recipient_id: "919876543210", ...extra }],
      });
    expect((await postWebhook(app, status("wamid.out1", "read"))).status).toBe(200);
    // A late 'delivered' after 'read' keeps 'read', and stores its time; a repeat is handled once.
    expect((await postWebhook(app, status("wamid.out1", "delivered"))).status).toBe(200);
    const again = await postWebhook(app, status("wamid.out1", "delivered"));
    expect(((await again.json()) as { data: { handled: number } }).data.handled).toBe(0);
    const failure = {
      errors: [{ code: 131047, title: "Re-engagement message", message: "More than 24 hours" }],
    };
    expect((await postWebhook(app, status("wamid.out2", "failed", failure))).status).toBe(200);
    const [patient] = await rows(
      sql`select status, delivered_at, read_at from whatsapp_outbox where provider_message_id = 'wamid.out1'`,
    );
    expect(patient?.status).toBe("read");
    expect(patient?.delivered_at).toBeTruthy();
    expect(patient?.read_at).toBeTruthy();
    const [clinicNotice] = await rows(
      sql`select status, failure_reason from whatsapp_outbox where provider_message_id = 'wamid.out2'`,
    );
    expect(clinicNotice).toEqual({ status: "failed", failure_reason: "code 131047: Re-engagement message" });
  });

  it("STOP (any case) opts the number out of everything and answers once; START opts it back in", async () => {
    const { app } = whatsappApp();
    const bookingId = await paidOptedIn(app);
    expect((await postWebhook(app, incoming("wamid.in1", "  stop "))).status).toBe(200);
    expect((await postWebhook(app, incoming("wamid.in1", "  stop "))).status).toBe(200);
    expect((await postWebhook(app, incoming("wamid.in2", "STOP"))).status).toBe(200);
    expect(await rows(sql`select phone from whatsapp_opt_outs`)).toEqual([{ phone: "+919876543210" }]);
    const replies = await rows(
      sql`select to_phone, text_body from whatsapp_outbox where kind like 'stop-reply:%'`,
    );
    expect(replies).toEqual([{ to_phone: "+919876543210", text_body: stopReply }]);
    // The queued confirmation is dropped when the job runs, never sent; no new message is queued.
    const { deliverDueWhatsApp } = await import("../src/services/whatsapp/deliver-whatsapp");
    const sent: string[] = [];
    const counts = await deliverDueWhatsApp(handle.db, {
      sender: {
        provider: "outbox",
        send: async (m) => {
          sent.push(m.kind);
          return { providerMessageId: `x.${m.id}` };
        },
      },
      links: { box: undefined, publicUrl: "https://clinic.example" },
      templatePrefix: "",
      language: "en",
      perSecond: 80,
      sleep: async () => undefined,
    });
    expect(counts.dropped).toBe(1);
    expect(sent.sort()).toEqual(["clinic-new-booking", "stop-reply:wamid.in1"]);
    const token = await manageTokenOf(handle.db, bookingId);
    const cancelled = await typedClient(app).POST("/api/public/bookings/{bookingId}/cancel", {
      params: { path: { bookingId } },
      body: { token },
    });
    expect(cancelled.response.status).toBe(200);
    expect(await rows(sql`select kind from whatsapp_outbox where kind = 'cancellation'`)).toEqual([]);
    // START: back in, answered.
    expect((await postWebhook(app, incoming("wamid.in3", "Start"))).status).toBe(200);
    expect(await rows(sql`select phone from whatsapp_opt_outs`)).toEqual([]);
    expect(await rows(sql`select text_body from whatsapp_outbox where kind like 'start-reply:%'`)).toEqual([
      { text_body: startReply },
    ]);
  });
});

describe("the replies in the patient's language", () => {
  it("a number whose booking was made in Kannada is answered in Kannada", async () => {
    const { app } = whatsappApp();
    await paidOptedIn(app, "kn");
    await postWebhook(app, incoming("wamid.kn1", "STOP"));
    await postWebhook(app, incoming("wamid.kn2", "START"));
    const replies = await rows(
      sql`select kind, text_body from whatsapp_outbox where kind like '%-reply:%' order by kind desc`,
    );
    expect(replies).toEqual([
      { kind: "stop-reply:wamid.kn1", text_body: whatsappReplyTexts.kn.stop },
      { kind: "start-reply:wamid.kn2", text_body: whatsappReplyTexts.kn.start },
    ]);
  });
});

describe("the admin's and the patient's views", () => {
  it("lists every message of a booking, email and WhatsApp, and the outbox; admins only", async () => {
    const { app } = whatsappApp();
    const bookingId = await paidOptedIn(app);
    const messagesOf = (id: string) => ({ params: { path: { id } } });
    const path = "/api/admin/bookings/{id}/messages";
    expect((await typedClient(app).GET(path, messagesOf(bookingId))).response.status).toBe(401);
    const asAdmin = await signedInClient(app);
    const res = await asAdmin.GET(path, messagesOf(bookingId));
    expect(res.response.status).toBe(200);
    const items = res.data?.data.items ?? [];
    expect(items.filter((i) => i.channel === "email").map((i) => i.kind)).toContain("booking-confirmation");
    expect(items.filter((i) => i.channel === "whatsapp")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "booking-confirmation", status: "queued", recipient: "patient" }),
        expect.objectContaining({ kind: "clinic-new-booking", recipient: "clinic" }),
      ]),
    );
    for (const item of items)
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining(["createdAt", "sentAt", "deliveredAt", "readAt", "failedAt"]),
      );
    expect(res.data?.data.whatsapp.optedIn).toBe(true);
    expect(res.data?.data.whatsapp.chatLink).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(res.data?.data.whatsapp.chatLink ?? "")).not.toContain("Knee");
    expect((await asAdmin.GET(path, messagesOf("nope"))).response.status).toBe(404);
    const list = await asAdmin.GET("/api/admin/whatsapp/messages");
    expect(list.response.status).toBe(200);
    expect(list.data?.data.provider).toBe("outbox");
    expect(list.data?.data.items).toHaveLength(2);
  });

  it("the manage page's token shows the WhatsApp updates and turns them off; then no reminder", async () => {
    const { app } = whatsappApp();
    const bookingId = await paidOptedIn(app);
    const token = await manageTokenOf(handle.db, bookingId);
    const path = "/api/public/bookings/{bookingId}/whatsapp";
    const booking = { params: { path: { bookingId } } };
    expect((await typedClient(app).GET(path, booking)).response.status).toBe(403);
    // The patient's export holds the opt-in: the number, the words agreed to, when.
    const exported = await withToken(app, token).GET("/api/public/bookings/{bookingId}/my-data", booking);
    expect(exported.data?.data.whatsappOptIns).toEqual([
      expect.objectContaining({ phone: "+919876543210", method: "online", withdrawnAt: null }),
    ]);
    expect((await withToken(app, "wrong-token-wrong-token").GET(path, booking)).response.status).toBe(403);
    const view = await withToken(app, token).GET(path, booking);
    expect(view.data).toMatchObject({
      data: { optedIn: true, numberEnding: "3210", numberOptedOut: false },
    });
    const off = await withToken(app, token).POST(
      "/api/public/bookings/{bookingId}/whatsapp/opt-out",
      booking,
    );
    expect(off.response.status).toBe(200);
    expect(off.data?.data.optedIn).toBe(false);
    const { queueWhatsAppReminders } = await import("../src/services/whatsapp/whatsapp-notices");
    const settings = { reminderHours: [24 * 7], clinicTimezone: "Asia/Kolkata", clinicName: clinic };
    expect(await queueWhatsAppReminders(handle.db, settings)).toBe(0);
  });

  it("a corrected phone number takes the WhatsApp updates with it", async () => {
    const { app } = whatsappApp();
    const bookingId = await paidOptedIn(app);
    const token = await manageTokenOf(handle.db, bookingId);
    const res = await withToken(app, token).PATCH("/api/public/bookings/{bookingId}/contact", {
      params: { path: { bookingId } },
      body: { phone: "+919811112222" },
    });
    expect(res.response.status).toBe(200);
    expect(await rows(sql`select phone from whatsapp_opt_ins`)).toEqual([{ phone: "+919811112222" }]);
    expect(await rows(sql`select to_phone from whatsapp_outbox where kind = 'booking-confirmation'`)).toEqual(
      [{ to_phone: "+919811112222" }],
    );
  });
});
