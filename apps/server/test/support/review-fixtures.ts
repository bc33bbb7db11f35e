import type { Database } from "../../src/db/client";
import { createAltchaCaptcha } from "../../src/integrations/captcha/altcha-captcha";
import { solveAltcha } from "../../src/integrations/captcha/solve-for-tests";
import type { ReviewsModuleOptions } from "../../src/reviews-module";
import { createSignInLinkToken } from "../../src/services/auth-tokens";
import { adminEmail, cookiesOf, sameSite, testAppSecret, testPublicUrl } from "./auth-test-app";
import { createTestApp } from "./test-app";

export const reviewSecret = "review-test-secret-0123456789-abcdefghijk";
/** A low ALTCHA cost keeps suites that solve many challenges fast. */
export const testCaptcha = createAltchaCaptcha({ appSecret: reviewSecret, counterMin: 50, counterMax: 200 });

/**
 * The app with the review routes. `trustProxy: 0` takes the client's address from the socket, for a
 * test served on a real port (test/support/loopback-request.ts).
 */
export function reviewsApp(
  db: Database,
  reviews: Partial<ReviewsModuleOptions> = {},
  options: { trustProxy?: number } = {},
) {
  return createTestApp({
    db,
    trustProxy: options.trustProxy ?? 1,
    reviews: {
      appSecret: reviewSecret,
      captcha: testCaptcha,
      limitReviewsPerHour: 1_000_000,
      // The cap on new networks (decision 0115) out of the way; its own tests set it.
      limitNewNetworkReviewsPerHour: 1_000_000,
      notifyEmail: "clinic@clinic.example",
      ratingCacheMs: 0,
      ...reviews,
    },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  }).app;
}
export type ReviewsApp = ReturnType<typeof reviewsApp>;

export async function solvedToken(): Promise<string> {
  return solveAltcha(await testCaptcha.createChallenge());
}

export async function reviewBody(over: Record<string, unknown> = {}) {
  return {
    name: "Asha Rao",
    rating: 5,
    comment: "Gentle, expert care that helped my arm swelling a lot.",
    captchaToken: await solvedToken(),
    ...over,
  };
}

export const jsonHeaders = (ip = "203.0.113.7") => ({
  "content-type": "application/json",
  "x-forwarded-for": ip,
});

export async function postReview(app: ReviewsApp, body: unknown, headers: Record<string, string> = {}) {
  return app.request("/api/reviews", {
    method: "POST",
    headers: { ...jsonHeaders(), ...headers },
    body: JSON.stringify(body),
  });
}

/** A signed-in admin's headers (session cookie and the same-site header). */
export async function adminHeaders(app: ReviewsApp): Promise<Record<string, string>> {
  const res = await app.request("/api/auth/link/redeem", {
    method: "POST",
    headers: sameSite,
    body: JSON.stringify({ token: createSignInLinkToken(testAppSecret, adminEmail) }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { ...sameSite, cookie: `clinic-session=${cookiesOf(res)["clinic-session"]}` };
}
