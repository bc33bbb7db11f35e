import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../src/compose";
import { loadConfig } from "../../src/config/config";
import type { Database } from "../../src/db/client";
import { createAltchaCaptcha } from "../../src/integrations/captcha/altcha-captcha";
import { solveAltcha } from "../../src/integrations/captcha/solve-for-tests";
import { signInAs } from "./admin-test-app";
import { adminEmail, sameSite, testAppSecret, testPublicUrl } from "./auth-test-app";
import { bookingBody, makeSlots, slotIdsOf } from "./booking-fixtures";
import { createTestApp } from "./test-app";
import { typedClient } from "./typed-client";

/** One cheap ALTCHA shared by bookings and reviews, so a test can solve either. */
export const fullAppCaptcha = createAltchaCaptcha({
  appSecret: testAppSecret,
  counterMin: 50,
  counterMax: 200,
});

/**
 * The app with every feature mounted (as server.ts composes it). `limits: "raised"` lifts every
 * rate limit out of the way of suites that send thousands of requests; `"default"` keeps the
 * server's own defaults (what a clinic runs with).
 */
export function fullTestApp(
  db: Database,
  options: {
    limits?: "raised" | "default";
    isHttps?: boolean;
    booking?: Partial<NonNullable<AppDeps["services"]>>;
    reviews?: Partial<NonNullable<AppDeps["reviews"]>>;
  } = {},
) {
  const raised = options.limits !== "default";
  const publicUrl = options.isHttps ? "https://clinic.example" : testPublicUrl;
  return createTestApp({
    db,
    trustProxy: 1,
    isHttps: options.isHttps,
    auth: {
      appSecret: testAppSecret,
      publicUrl,
      adminEmail,
      ...(raised ? { signInPerMinute: 1_000_000 } : {}),
    },
    booking: {
      appSecret: testAppSecret,
      captcha: fullAppCaptcha,
      publicUrl,
      ...(raised
        ? {
            LIMIT_HOLDS_PER_CLIENT: 1_000_000,
            LIMIT_HELD_SLOTS_PERCENT: 0,
            LIMIT_BOOKINGS_PER_MINUTE: 1_000_000,
            LIMIT_CHALLENGES_PER_MINUTE: 1_000_000,
            LIMIT_VERIFY_PER_MINUTE: 1_000_000,
          }
        : {}),
      // Settings' Razorpay key check (issue 8) never reaches the real Razorpay from a test.
      razorpay: { apiBase: "http://127.0.0.1:9" },
      ...options.booking,
    },
    reviews: {
      appSecret: testAppSecret,
      captcha: fullAppCaptcha,
      publicUrl,
      notifyEmail: "clinic@clinic.example",
      ratingCacheMs: 0,
      ...(raised ? { limitReviewsPerHour: 1_000_000, limitNewNetworkReviewsPerHour: 1_000_000 } : {}),
      ...options.reviews,
    },
    // The going-live check never leaves the machine in a test: PUBLIC_URL's health is answered here.
    preflight: {
      config: loadConfig({ PUBLIC_URL: publicUrl, ALLOW_DUMMY_PAYMENTS: "true" }),
      fetch: async () =>
        Response.json({ success: true, data: { status: "ok", database: "embedded", version: "test" } }),
    },
  });
}
export type FullApp = ReturnType<typeof fullTestApp>["app"];

export async function solvedToken(): Promise<string> {
  return solveAltcha(await fullAppCaptcha.createChallenge());
}

/** Signs `email` in with a one-time link; returns the session id. */
export const signIn = (app: FullApp, email = adminEmail): Promise<string> => signInAs(app, email);

export const adminHeadersOf = (session: string): Record<string, string> => ({
  ...sameSite,
  cookie: `clinic-session=${session}`,
});

export type Fixtures = {
  slotIds: string[];
  dates: string[];
  bookingIds: string[];
  reviewIds: string[];
  /** A patient record (with the booking's details; the booking itself is unpaid, so not linked). */
  patientIds: string[];
  session: string;
};

/** Slots, a paid booking, an approved and a pending review, and a signed-in admin. */
export async function seedFixtures(app: FullApp, db: Database): Promise<Fixtures> {
  const slots = await makeSlots(db, 8);
  const dates = [...new Set(slots.map((s) => s.dateKey))];
  const slotIds: string[] = [];
  for (const date of dates) slotIds.push(...(await slotIdsOf(app, date)));
  const booked = await typedClient(app).POST("/api/public/bookings", {
    body: bookingBody(slotIds[0] ?? "", await solvedToken()),
  });
  if (booked.response.status !== 201)
    throw new Error(`fixture booking failed: ${booked.response.status} ${JSON.stringify(booked.error)}`);
  const bookingId = booked.data?.data.bookingId ?? "";
  const session = await signIn(app);
  const asAdmin = typedClient(app, { cookie: `clinic-session=${session}` });
  for (const name of ["Meera", "Ravi"]) {
    const body = { name, rating: 5, comment: "Kind and careful care.", captchaToken: await solvedToken() };
    const { response, error } = await typedClient(app).POST("/api/reviews", {
      body,
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    if (response.status !== 201)
      throw new Error(`fixture review failed: ${response.status} ${JSON.stringify(error)}`);
  }
  const { data: listed } = await asAdmin.GET("/api/admin/reviews");
  const reviewIds = ["Meera", "Ravi"].map((n) => listed?.data.find((r) => r.name === n)?.id ?? "");
  const approved = await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", {
    params: { path: { id: reviewIds[0] ?? "", action: "approve" } },
  });
  if (approved.response.status !== 200)
    throw new Error(`fixture approval failed: ${approved.response.status}`);
  const patientId = randomUUID();
  await db.execute(
    sql`insert into patients (id, name, email, phone) values (${patientId}, 'Asha Rao', 'asha@example.com', '919876543210')`,
  );
  return { slotIds, dates, bookingIds: [bookingId], reviewIds, patientIds: [patientId], session };
}
