import { randomUUID } from "node:crypto";
import type { paths } from "@clinic/contract/api-paths";
import { dummyPayment } from "@clinic/contract/booking";
import type { Hono } from "hono";
import type { AppDeps } from "../../src/compose";
import { findSealedManageToken } from "../../src/db/booking-repository";
import type { Database } from "../../src/db/client";
import type { AppEnv } from "../../src/http/app-env";
import { solveAltcha } from "../../src/integrations/captcha/solve-for-tests";
import { createSecretBox } from "../../src/services/secret-box";
import { bulkCreateSlots } from "../../src/services/slot-admin-service";
import { testConsent } from "./privacy-notice-fixture";
import { createTestApp } from "./test-app";
import { type InProcessApp, typedClient } from "./typed-client";

export const testSecret = "booking-test-secret-0123456789-abcdefghij";

/** The app with bookings mounted, its limits out of the way; the tests of a limit set it. */
export function bookingApp(
  db: Database,
  booking: Partial<NonNullable<AppDeps["services"]>> = {},
  trustProxy = 1,
) {
  return createTestApp({
    db,
    trustProxy,
    booking: {
      appSecret: testSecret,
      ALTCHA_COST: 300,
      LIMIT_HOLDS_PER_CLIENT: 100_000,
      // Every hold keeps its slot (no sharing, decision 0092) unless a test sets the cap.
      LIMIT_HELD_SLOTS_PERCENT: 0,
      LIMIT_BOOKINGS_PER_MINUTE: 1_000_000,
      LIMIT_CHALLENGES_PER_MINUTE: 1_000_000,
      LIMIT_VERIFY_PER_MINUTE: 1_000_000,
      ...booking,
    },
  });
}

/**
 * 09:00 in the clinic's zone three days from now: up to 12 slots from it share one date whatever the
 * hour the tests run (from an evening hour, the third slot used to fall on the next date).
 */
export function morningInThreeDays(): number {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    Date.now() + 3 * 86_400_000,
  );
  return Date.parse(`${day}T09:00:00+05:30`);
}

/** OPEN slots of one hour, 75 minutes apart, from a base time in the future (rounded up to the hour). */
export async function makeSlots(db: Database, count: number, base = morningInThreeDays()) {
  const start = Math.ceil(base / 3_600_000) * 3_600_000;
  const slots = Array.from({ length: count }, (_, i) => {
    const startAt = new Date(start + i * 75 * 60_000);
    const endAt = new Date(startAt.getTime() + 60 * 60_000);
    const dateKey = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(startAt);
    return {
      dateKey,
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      tz: "Asia/Kolkata",
      status: "OPEN" as const,
    };
  });
  await bulkCreateSlots(db, { slots });
  return slots;
}

export async function solvedCaptcha(app: Hono<AppEnv>): Promise<string> {
  const { data: challenge, response } = await typedClient(app).GET("/api/captcha/challenge");
  if (!challenge) throw new Error(`no captcha challenge: ${response.status}`);
  // The document names ALTCHA's own format loosely (its parameters are the library's to read).
  return solveAltcha(challenge as unknown as Parameters<typeof solveAltcha>[0]);
}

/** The body of POST /api/public/bookings, as the document has it. */
export type BookingRequest = NonNullable<
  paths["/api/public/bookings"]["post"]["requestBody"]
>["content"]["application/json"];

export function bookingBody(
  slotId: string,
  token: string,
  overrides: Partial<BookingRequest> = {},
): BookingRequest & Pick<Required<BookingRequest>, "captcha"> {
  return {
    slotId,
    user: { name: "Asha Rao", email: "asha@example.com", phone: "+919876543210", timezone: "Asia/Kolkata" },
    notes: "Knee pain after surgery",
    captcha: { provider: "altcha", token, action: "book_submit" },
    consent: testConsent,
    ...overrides,
  };
}

export function postJson(
  app: Hono<AppEnv>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID(), ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export async function slotIdsOf(app: Hono<AppEnv>, dateKey: string): Promise<string[]> {
  const { data, response } = await typedClient(app).GET("/api/public/slots", {
    params: { query: { date: dateKey } },
  });
  if (!data) throw new Error(`no slots for ${dateKey}: ${response.status}`);
  return data.data.map((s) => s.slotId);
}

/**
 * A paid booking's manage token, as its emails carry it: the outbox holds no token (decision 0093),
 * so it is opened from the booking's sealed copy with the app's secret (decision 0066).
 */
export async function manageTokenOf(
  db: Database,
  bookingId: string,
  appSecret = testSecret,
): Promise<string> {
  const sealed = await findSealedManageToken(db, bookingId);
  if (!sealed) throw new Error(`booking ${bookingId} has no sealed manage token`);
  return createSecretBox(appSecret).open(sealed, `bookings.manage_token:${bookingId}`);
}

/** What the dummy payment provider's checkout answers for an order. */
export const dummyProof = (orderId: string) => ({
  razorpay_payment_id: dummyPayment.paymentId,
  razorpay_order_id: orderId,
  razorpay_signature: dummyPayment.signature,
});

/**
 * A booking through the typed client, then its payment with the dummy provider: the ids, the hold's data and
 * the payment's answer (a failed hold throws, with its answer).
 */
export async function bookAndPay(app: InProcessApp, body: BookingRequest) {
  const client = typedClient(app);
  const created = await client.POST("/api/public/bookings", { body });
  if (!created.data)
    throw new Error(`booking failed: ${created.response.status} ${JSON.stringify(created.error)}`);
  const { bookingId, orderId } = created.data.data;
  const paid = await client.POST("/api/public/bookings/{bookingId}/payments/verify", {
    params: { path: { bookingId } },
    body: dummyProof(orderId),
  });
  return { bookingId, orderId, created: created.data.data, paid };
}
