import { randomUUID } from "node:crypto";
import { dummyPayment } from "@clinic/contract/booking";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { solveAltcha } from "../../src/integrations/captcha/solve-for-tests";
import { adminEmail, sameSite, testAppSecret, testPublicUrl } from "../support/auth-test-app";
import { makeSlots } from "../support/booking-fixtures";
import { fullAppCaptcha, fullTestApp, solvedToken } from "../support/full-test-app";
import { testConsent } from "../support/privacy-notice-fixture";
import { createTestApp } from "../support/test-app";
import { openFreshDatabase, resetDatabase } from "../support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFreshDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const max = 3;
/** Every limit set to `max` per client address. */
function limitedApp() {
  return createTestApp({
    db: handle.db,
    trustProxy: 1,
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: max },
    booking: {
      appSecret: testAppSecret,
      captcha: fullAppCaptcha,
      LIMIT_BOOKINGS_PER_MINUTE: max,
      LIMIT_CHALLENGES_PER_MINUTE: max,
      LIMIT_VERIFY_PER_MINUTE: max,
      LIMIT_HOLDS_PER_CLIENT: 1000,
    },
    reviews: {
      appSecret: testAppSecret,
      captcha: fullAppCaptcha,
      limitReviewsPerHour: max,
      ratingCacheMs: 0,
    },
  }).app;
}

const count = async (table: string) =>
  Number((await handle.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

/** Raw on purpose: each call is a plain request from a chosen address, its body often refused (bad tokens). */
type Call = (ip: string) => Promise<Response>;

/**
 * The counters are fixed one-minute windows of the epoch: calls that straddle a minute's end are
 * counted in two windows. Start at least ten seconds before the end of one.
 */
async function withinOneWindow() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}

async function expectLimited(call: Call, label: string) {
  await withinOneWindow();
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
  for (let i = 0; i < max; i++) expect((await call(ip)).status, `${label} #${i + 1}`).not.toBe(429);
  const refused = await call(ip);
  expect(refused.status, label).toBe(429);
  expect(Number(refused.headers.get("retry-after")), label).toBeGreaterThan(0);
  expect(await refused.json(), label).toMatchObject({ success: false, code: "rate_limited" });
  // Another client is not affected.
  expect((await call("192.0.2.77")).status, `${label} from another address`).not.toBe(429);
}

const post = async (
  app: ReturnType<typeof limitedApp>,
  path: string,
  ip: string,
  body: unknown,
  extra = {},
) =>
  app.request(path, {
    method: "POST",
    headers: { ...sameSite, "x-forwarded-for": ip, "idempotency-key": randomUUID(), ...extra },
    body: JSON.stringify(body),
  });

describe("rate limits answer 429 with Retry-After", () => {
  it("on sign-in (link redeem) and on sign-in link requests", async () => {
    const app = limitedApp();
    await expectLimited((ip) => post(app, "/api/auth/link/redeem", ip, { token: "x".repeat(40) }), "sign-in");
    await resetDatabase(handle);
    await expectLimited(
      (ip) => post(app, "/api/auth/link/request", ip, { email: "a@example.com" }),
      "link requests",
    );
  });

  it("on reviews, and a refused review stores nothing", async () => {
    const app = limitedApp();
    const review = async () => ({
      name: "Asha",
      rating: 5,
      comment: "Very kind care.",
      captchaToken: await solvedToken(),
    });
    const body = await review();
    await expectLimited(
      async (ip) => post(app, "/api/reviews", ip, ip === "192.0.2.77" ? await review() : body),
      "reviews",
    );
    expect(await count("reviews")).toBe(2); // the first one from each address (the rest reused a spent token)
  });

  it("on bookings, captcha challenges and payment verify calls", async () => {
    const app = limitedApp();
    const [slot] = await makeSlots(handle.db, 1);
    const bookingBody = {
      slotId: "no-such-slot",
      user: { name: "Asha Rao", email: "asha@example.com", phone: "+919876543210", timezone: "Asia/Kolkata" },
      captcha: { provider: "altcha", token: "x", action: "book_submit" },
    };
    await expectLimited((ip) => post(app, "/api/public/bookings", ip, bookingBody), "bookings");
    expect(slot).toBeTruthy();
    expect(await count("bookings")).toBe(0);
    await expectLimited(
      async (ip) => app.request("/api/captcha/challenge", { headers: { "x-forwarded-for": ip } }),
      "captcha challenges",
    );
    await expectLimited(
      (ip) =>
        post(app, `/api/public/bookings/${randomUUID()}/payments/verify`, ip, {
          razorpay_payment_id: "pay_x",
          razorpay_order_id: "order_x",
          razorpay_signature: "sig",
        }),
      "verify calls",
    );
  });
});

describe("normal use is never limited", () => {
  it("the whole booking flow, twice, under the default limits, without a 429", async () => {
    const { app } = fullTestApp(handle.db, { limits: "default" });
    await makeSlots(handle.db, 4);
    const ip = "203.0.113.50";
    const headers = { "x-forwarded-for": ip };
    const statuses: number[] = [];
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await app.request(path, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
      statuses.push(res.status);
      expect(res.status, `${init.method ?? "GET"} ${path}`).toBeLessThan(300);
      // biome-ignore lint/suspicious/noExplicitAny: answers read loosely.
      return { json: (): Promise<any> => res.json() };
    };
    for (const patient of [
      { name: "Asha Rao", email: "asha@example.com", phone: "+919876543210" },
      { name: "Ravi Kumar", email: "ravi@example.com", phone: "+919812345678" },
    ]) {
      const from = new Date().toISOString().slice(0, 10);
      const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const dates = (await (await call(`/api/public/slots/dates?from=${from}&to=${to}`)).json()).data.dates;
      const slots = (await (await call(`/api/public/slots?date=${dates[0]}`)).json()).data;
      const open = slots.find((s: { status: string }) => s.status === "OPEN");
      await call("/api/captcha/config");
      const challenge = await (await call("/api/captcha/challenge")).json();
      const token = await solveAltcha(challenge);
      const held = await call("/api/public/bookings", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({
          slotId: open.slotId,
          user: { ...patient, timezone: "Asia/Kolkata" },
          notes: "Shoulder stiffness",
          captcha: { provider: "altcha", token, action: "book_submit" },
          consent: testConsent,
        }),
      });
      const booking = (await held.json()).data;
      await call(`/api/public/bookings/${booking.bookingId}/payments/verify`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({
          razorpay_payment_id: dummyPayment.paymentId,
          razorpay_order_id: booking.orderId,
          razorpay_signature: dummyPayment.signature,
        }),
      });
      const confirmation = (await (await call(`/api/public/bookings/${booking.bookingId}`)).json()).data;
      expect(confirmation.paymentStatus).toBe("PAID");
      await call(`/api/public/bookings/${booking.bookingId}/invite.ics`);
    }
    expect(statuses).not.toContain(429);
  });
});
