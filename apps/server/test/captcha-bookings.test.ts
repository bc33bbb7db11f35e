import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serviceOptionsFromConfig } from "../src/compose/service-options";
import { loadConfig } from "../src/config/config";
import type { DatabaseHandle } from "../src/db/client";
import { reviewsOptionsFromConfig } from "../src/reviews-module";
import { bookingBody, makeSlots } from "./support/booking-fixtures";
import { type FakeSiteverify, startFakeSiteverify } from "./support/fake-siteverify";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/**
 * Bookings honour CAPTCHA_PROVIDER (decision 0056): with reCAPTCHA or Turnstile configured, the
 * booking is checked by the same verifier as reviews, against a fake siteverify on 127.0.0.1, with
 * the booking form's action; the browser is told the provider, site key and script address; no
 * ALTCHA challenges are handed out.
 */
let handle: DatabaseHandle;
let siteverify: FakeSiteverify;
const answers = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  handle = await openWorkerDatabase();
  siteverify = await startFakeSiteverify((token) => answers.get(token) ?? { success: false });
});
afterAll(async () => {
  await siteverify.close();
  await handle.close();
});
beforeEach(async () => {
  siteverify.seen.length = 0;
  answers.clear();
  await resetDatabase(handle);
});

const appSecret = "captcha-bookings-test-secret-0123456789abcdef";

function appFor(provider: "recaptcha" | "turnstile") {
  const config = loadConfig(
    {
      PUBLIC_URL: "https://clinic.example",
      DATA_DIR: "/tmp/unused-clinic-data",
      ALLOW_DUMMY_PAYMENTS: "true",
      CAPTCHA_PROVIDER: provider,
      RECAPTCHA_SITE_KEY: "site-recaptcha",
      RECAPTCHA_SECRET_KEY: "secret-recaptcha",
      TURNSTILE_SITE_KEY: "site-turnstile",
      TURNSTILE_SECRET_KEY: "secret-turnstile",
      TURNSTILE_SCRIPT_URL: "http://127.0.0.1:9/turnstile/api.js",
      CAPTCHA_VERIFY_URL: siteverify.url,
      LIMIT_BOOKINGS_PER_MINUTE: "1000",
      LIMIT_HOLDS_PER_CLIENT: "1000",
      SEED_DEMO: "false",
    },
    "/tmp",
  );
  return createTestApp({
    db: handle.db,
    trustProxy: 1,
    booking: serviceOptionsFromConfig(config, appSecret),
    reviews: reviewsOptionsFromConfig(config, appSecret),
  }).app;
}

function book(app: ReturnType<typeof appFor>, slotId: string, provider: string, token: string) {
  return typedClient(app).POST("/api/public/bookings", {
    body: bookingBody(slotId, token, { captcha: { provider, token, action: "book_submit" } }),
  });
}

async function slotsOf(app: ReturnType<typeof appFor>, date = "") {
  return (await typedClient(app).GET("/api/public/slots", { params: { query: { date } } })).data?.data ?? [];
}

describe.each([
  ["turnstile", "secret-turnstile", "site-turnstile"],
  ["recaptcha", "secret-recaptcha", "site-recaptcha"],
] as const)("bookings with CAPTCHA_PROVIDER=%s", (provider, secret, siteKey) => {
  it("accept a token the provider vouches for with the booking action, once", async () => {
    const app = appFor(provider);
    const [first, second] = await makeSlots(handle.db, 2);
    const slotIds = await Promise.all(
      [first, second].map(
        async (s) => (await slotsOf(app, s?.dateKey)).find((x) => x.startAt === s?.startAt)?.slotId,
      ),
    );
    answers.set("good-token", {
      success: true,
      hostname: "clinic.example",
      action: "book_submit",
      score: 0.9,
    });
    const ok = await book(app, slotIds[0] as string, provider, "good-token");
    expect(ok.response.status).toBe(201);
    expect(siteverify.seen).toEqual([{ secret, response: "good-token" }]);
    // The same token again: refused (recorded once), nothing held.
    const again = await book(app, slotIds[1] as string, provider, "good-token");
    expect(again.response.status).toBe(400);
    expect(again.error?.message).toMatch(/already used/);
  });

  it("refuse a token issued for the review form's action, another provider's token, and an unvouched one", async () => {
    const app = appFor(provider);
    const [slot] = await makeSlots(handle.db, 1);
    const slotId = (await slotsOf(app, slot?.dateKey))[0]?.slotId as string;
    answers.set("review-token", { success: true, hostname: "clinic.example", action: "review", score: 0.9 });
    expect((await book(app, slotId, provider, "review-token")).response.status).toBe(400);
    expect((await book(app, slotId, "altcha", "review-token")).response.status).toBe(400);
    expect((await book(app, slotId, provider, "unknown-token")).response.status).toBe(400);
    expect((await slotsOf(app, slot?.dateKey))[0]?.status).toBe("OPEN");
  });

  it("tell the browser the provider and site key, and hand out no ALTCHA challenge", async () => {
    const app = appFor(provider);
    const config = (await typedClient(app).GET("/api/captcha/config")).data?.data;
    expect(config).toMatchObject({ provider, siteKey });
    expect(config?.scriptUrl).toBe(
      provider === "turnstile"
        ? "http://127.0.0.1:9/turnstile/api.js"
        : "https://www.google.com/recaptcha/api.js",
    );
    expect((await typedClient(app).GET("/api/captcha/challenge")).response.status).toBe(404);
  });
});
