import { randomUUID } from "node:crypto";
import type { Database } from "../../src/db/client";
import { createSignInLinkToken } from "../../src/services/auth-tokens";
import { adminEmail, cookiesOf, sameSite, testAppSecret, testPublicUrl } from "./auth-test-app";
import { type BookingRequest, testSecret } from "./booking-fixtures";
import { createTestApp } from "./test-app";
import { type InProcessApp, sameSiteHeader, type TypedClient, typedClient } from "./typed-client";

/** The app with bookings and admin sign-in, as the admin screens use it. */
export function adminBookingApp(db: Database) {
  return createTestApp({
    db,
    booking: {
      appSecret: testSecret,
      ALTCHA_COST: 300,
      LIMIT_HOLDS_PER_CLIENT: 100,
      LIMIT_HELD_SLOTS_PERCENT: 0,
      LIMIT_BOOKINGS_PER_MINUTE: 1000,
      LIMIT_CHALLENGES_PER_MINUTE: 1000,
      LIMIT_VERIFY_PER_MINUTE: 1000,
    },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  }).app;
}
export type AdminBookingApp = ReturnType<typeof adminBookingApp>;

// biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely.
type Loose = any;
export type AdminCallResult = { status: number; json: Loose; text: string; headers: Headers };
export type AdminCall = (method: string, path: string, body?: unknown) => Promise<AdminCallResult>;

/** Signs `email` in with a one-time link and returns its session id. */
export async function signInAs(a: InProcessApp, email = adminEmail): Promise<string> {
  const { response } = await typedClient(a).POST("/api/auth/link/redeem", {
    body: { token: createSignInLinkToken(testAppSecret, email) },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookiesOf(response)["clinic-session"] ?? "";
}

/** The typed client (decision 0121) with `email` signed in: its session cookie goes with every call. */
export async function signedInClient(a: InProcessApp, email = adminEmail): Promise<TypedClient> {
  return typedClient(a, { cookie: `clinic-session=${await signInAs(a, email)}` });
}

/** Headers of a same-site call with that session (and a fresh idempotency key). */
export function sessionHeaders(session: string): Record<string, string> {
  return { ...sameSite, cookie: `clinic-session=${session}`, "idempotency-key": randomUUID() };
}

/** Signs the admin (or `email`) in and returns a caller that sends JSON with the session. */
export async function signedInCaller(
  a: InProcessApp & { request(path: string, init: RequestInit): Response | Promise<Response> },
  email = adminEmail,
): Promise<AdminCall> {
  const session = await signInAs(a, email);
  return async (method, path, body) => {
    const r = await a.request(path, {
      method,
      headers: sessionHeaders(session),
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return {
      status: r.status,
      json: text.startsWith("{") ? JSON.parse(text) : undefined,
      text,
      headers: r.headers,
    };
  };
}

/**
 * The practitioner's booking for a patient who phoned: the public route with her session, and the
 * same-site header her pages send with it (the server refuses an admin booking without it).
 */
export function bookAsAdmin(
  asAdmin: TypedClient,
  body: BookingRequest,
  headers: Record<string, string> = {},
) {
  return asAdmin.POST("/api/public/bookings", {
    headers: { ...sameSiteHeader, ...headers },
    body: { ...body, isAdminBooking: true },
  });
}
