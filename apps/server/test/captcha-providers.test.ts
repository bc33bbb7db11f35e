import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { createCaptchaVerifier } from "../src/integrations/captcha/create-captcha-verifier";
import { type FakeSiteverify, type SiteverifyAnswer, startFakeSiteverify } from "./support/fake-siteverify";
import { postReview, reviewBody, reviewSecret, reviewsApp } from "./support/review-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/** reCAPTCHA v3 and Turnstile against a small fake siteverify server on 127.0.0.1. */
let handle: DatabaseHandle;
let siteverify: FakeSiteverify;
let answerFor: (token: string) => SiteverifyAnswer = () => ({});

beforeAll(async () => {
  handle = await openWorkerDatabase();
  siteverify = await startFakeSiteverify((token) => answerFor(token));
});
afterAll(async () => {
  await siteverify.close();
  await handle.close();
});
beforeEach(async () => {
  siteverify.seen.length = 0;
  await resetDatabase(handle);
});

const good = { success: true, hostname: "clinic.example", action: "review" };

function app(provider: "recaptcha" | "turnstile", secret: string | undefined) {
  return reviewsApp(handle.db, {
    captcha: createCaptchaVerifier({
      provider,
      appSecret: reviewSecret,
      recaptchaSecret: secret,
      turnstileSecret: secret,
      recaptchaMinScore: 0.5,
      verifyUrl: siteverify.url,
      expectedHostname: "clinic.example",
      expectedAction: "review",
    }),
  });
}

async function reviewCount() {
  return Number((await handle.pool.query("select count(*) as n from reviews")).rows[0].n);
}

describe("reCAPTCHA v3", () => {
  it("accepts a good token once, sending the secret", async () => {
    answerFor = () => ({ ...good, score: 0.9 });
    const a = app("recaptcha", "rc-secret");
    expect((await postReview(a, await reviewBody({ captchaToken: "tok-1" }))).response.status).toBe(201);
    expect(siteverify.seen[0]).toEqual({ secret: "rc-secret", response: "tok-1" });
    expect((await postReview(a, await reviewBody({ captchaToken: "tok-1" }))).response.status).toBe(400);
    expect(await reviewCount()).toBe(1);
  });
  for (const [label, answer] of [
    ["a low score", { ...good, score: 0.3 }],
    ["another action", { ...good, score: 0.9, action: "login" }],
    ["another hostname", { ...good, score: 0.9, hostname: "evil.example" }],
    ["success false", { success: false, "error-codes": ["invalid-input-response"] }],
  ] as const)
    it(`refuses ${label}`, async () => {
      answerFor = () => answer;
      const res = await postReview(app("recaptcha", "rc-secret"), await reviewBody({ captchaToken: "t" }));
      expect(res.response.status).toBe(400);
      expect(res.error?.message).toBe("The captcha verification failed. Please verify again.");
      expect(await reviewCount()).toBe(0);
    });
  it("fails closed without a secret (no call made)", async () => {
    const res = await postReview(app("recaptcha", undefined), await reviewBody({ captchaToken: "t" }));
    expect(res.response.status).toBe(400);
    expect(res.error?.message).toMatch(/not available right now, so nothing was submitted/);
    expect(siteverify.seen).toHaveLength(0);
    expect(await reviewCount()).toBe(0);
  });
  it("fails closed when the provider is down", async () => {
    answerFor = () => "down";
    const res = await postReview(app("recaptcha", "rc-secret"), await reviewBody({ captchaToken: "t" }));
    expect(res.response.status).toBe(400);
    expect(res.error?.message).toMatch(/not available right now/);
    expect(await reviewCount()).toBe(0);
  });
});

describe("Turnstile", () => {
  it("accepts a good token (action and hostname checked)", async () => {
    answerFor = () => good;
    expect(
      (await postReview(app("turnstile", "ts-secret"), await reviewBody({ captchaToken: "ts-1" }))).response
        .status,
    ).toBe(201);
    expect(siteverify.seen[0]?.secret).toBe("ts-secret");
  });
  it("refuses another hostname or action", async () => {
    answerFor = (t) => (t === "h" ? { ...good, hostname: "evil.example" } : { ...good, action: "x" });
    for (const t of ["h", "a"])
      expect(
        (await postReview(app("turnstile", "ts-secret"), await reviewBody({ captchaToken: t }))).response
          .status,
      ).toBe(400);
    expect(await reviewCount()).toBe(0);
  });
  it("fails closed when unreachable", async () => {
    const a = reviewsApp(handle.db, {
      captcha: createCaptchaVerifier({
        provider: "turnstile",
        appSecret: reviewSecret,
        turnstileSecret: "s",
        verifyUrl: "http://127.0.0.1:1/siteverify",
      }),
    });
    const res = await postReview(a, await reviewBody({ captchaToken: "t" }));
    expect(res.response.status).toBe(400);
    expect(await reviewCount()).toBe(0);
  });
});

describe("GET /api/captcha/config", () => {
  it("gives the browser the provider and the public site key, never the secret", async () => {
    const a = reviewsApp(handle.db, {
      captcha: createCaptchaVerifier({
        provider: "turnstile",
        appSecret: reviewSecret,
        turnstileSecret: "ts-secret",
      }),
      captchaSettings: { provider: "turnstile", turnstileSecret: "ts-secret", expectedAction: "review" },
      captchaSiteKey: "ts-site-key",
    });
    const { data } = await typedClient(a).GET("/api/captcha/config");
    expect(data?.data).toEqual({ provider: "turnstile", siteKey: "ts-site-key", action: "review" });
    expect(JSON.stringify(data)).not.toContain("ts-secret");
    const { data: altcha } = await typedClient(reviewsApp(handle.db)).GET("/api/captcha/config");
    expect(altcha?.data).toEqual({ provider: "altcha" });
  });
});
