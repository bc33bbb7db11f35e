import type { paths } from "@clinic/contract/api-paths";
import type { Database } from "../../src/db/client";
import { createAltchaCaptcha } from "../../src/integrations/captcha/altcha-captcha";
import { solveAltcha } from "../../src/integrations/captcha/solve-for-tests";
import type { ReviewsModuleOptions } from "../../src/reviews-module";
import { signInAs } from "./admin-test-app";
import { adminEmail, sameSite, testAppSecret, testPublicUrl } from "./auth-test-app";
import { createTestApp } from "./test-app";
import { typedClient } from "./typed-client";

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

type ReviewRequest = NonNullable<paths["/api/reviews"]["post"]["requestBody"]>["content"]["application/json"];

export async function reviewBody(over: Partial<ReviewRequest> = {}): Promise<ReviewRequest> {
  return {
    name: "Asha Rao",
    rating: 5,
    comment: "Gentle, expert care that helped my arm swelling a lot.",
    captchaToken: await solvedToken(),
    ...over,
  };
}

/** The client's address the app reads (trustProxy 1): one network unless a test says otherwise. */
export const fromAddress = (ip = "203.0.113.7") => ({ "x-forwarded-for": ip });

/** A review submitted through the typed client; `headers` may name another address or an Idempotency-Key. */
export function postReview(app: ReviewsApp, body: ReviewRequest, headers: Record<string, string> = {}) {
  return typedClient(app).POST("/api/reviews", { body, headers: { ...fromAddress(), ...headers } });
}

/** A signed-in admin's headers (session cookie and the same-site header). */
export async function adminHeaders(app: ReviewsApp): Promise<Record<string, string>> {
  return { ...sameSite, cookie: `clinic-session=${await signInAs(app)}` };
}
