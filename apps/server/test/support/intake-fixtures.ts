import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import sharp from "sharp";
import type { AppDeps } from "../../src/compose";
import type { Database } from "../../src/db/client";
import { slots as slotTable } from "../../src/db/schema/booking";
import type { AppEnv } from "../../src/http/app-env";
import { adminEmail, testAppSecret, testPublicUrl } from "./auth-test-app";
import {
  bookingBody,
  makeSlots,
  manageTokenOf,
  postJson,
  solvedCaptcha,
  testSecret,
} from "./booking-fixtures";
import { createTestApp } from "./test-app";

/**
 * An app with bookings and admin sign-in, whose clock a test moves (`clock.at`), and a paid booking
 * with its manage token: what every intake test starts from.
 */
export async function intakeApp(db: Database, booking: Partial<NonNullable<AppDeps["services"]>> = {}) {
  const clock = { at: Date.now() };
  const { app, logLines } = createTestApp({
    db,
    trustProxy: 1,
    booking: {
      appSecret: testSecret,
      ALTCHA_COST: 300,
      LIMIT_HOLDS_PER_CLIENT: 100_000,
      LIMIT_HELD_SLOTS_PERCENT: 0,
      LIMIT_BOOKINGS_PER_MINUTE: 1_000_000,
      LIMIT_CHALLENGES_PER_MINUTE: 1_000_000,
      LIMIT_VERIFY_PER_MINUTE: 1_000_000,
      now: () => new Date(clock.at),
      ...booking,
    },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  });
  return { app, logLines, clock };
}

let bookingsMade = 0;

/** A booking made and paid through the public API (the same helpers as the booking tests). */
export async function paidBooking(app: Hono<AppEnv>, db: Database, overrides: Record<string, unknown> = {}) {
  bookingsMade += 1;
  const slots = await makeSlots(db, 1, Date.now() + 3 * 86_400_000 + bookingsMade * 2 * 3_600_000);
  // The slot just made, by its time (the day's slot list may be cached from an earlier booking).
  const [{ id: slotId } = { id: "" }] = await db
    .select({ id: slotTable.id })
    .from(slotTable)
    .where(eq(slotTable.startAt, new Date(slots[0]?.startAt ?? "")));
  const created = await postJson(
    app,
    "/api/public/bookings",
    bookingBody(slotId as string, await solvedCaptcha(app), overrides),
  );
  if (created.status !== 201) throw new Error(`booking failed: ${created.status} ${await created.text()}`);
  const { bookingId, orderId } = ((await created.json()) as { data: { bookingId: string; orderId: string } })
    .data;
  const verified = await postJson(app, `/api/public/bookings/${bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: orderId,
    razorpay_signature: "dummy_signature",
  });
  if (verified.status !== 200) throw new Error(`payment failed: ${verified.status}`);
  const token = await manageTokenOf(db, bookingId);
  return { bookingId, token, startAt: Date.parse(slots[0]?.startAt ?? "") };
}

/** Calls the patient's intake API with the token as a Bearer header. */
export function intakeCaller(app: Hono<AppEnv>, bookingId: string, token: string) {
  const base = `/api/public/bookings/${bookingId}/intake`;
  const auth = { authorization: `Bearer ${token}` };
  return {
    get: (headers: Record<string, string> = auth) => Promise.resolve(app.request(base, { headers })),
    put: (body: unknown, headers: Record<string, string> = auth) =>
      Promise.resolve(
        app.request(base, {
          method: "PUT",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        }),
      ),
    upload: (
      bytes: Uint8Array,
      contentType = "application/octet-stream",
      headers: Record<string, string> = auth,
    ) =>
      Promise.resolve(
        app.request(`${base}/photos`, {
          method: "POST",
          headers: { "content-type": contentType, "idempotency-key": randomUUID(), ...headers },
          body: bytes,
        }),
      ),
    remove: (photoId: string, headers: Record<string, string> = auth) =>
      Promise.resolve(app.request(`${base}/photos/${photoId}`, { method: "DELETE", headers })),
  };
}

/** A JPEG that says it is turned (EXIF orientation 6) and carries a GPS position and an author. */
export function jpegWithGps(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: "exif-artist-canary" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "12/1 58/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 35/1 0/1",
      },
    })
    .toBuffer();
}

/** GPSLatitude 12/1 58/1 as EXIF writes the rationals (either byte order). */
export function holdsTheGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return (
    exif.includes(Buffer.from("0000000c000000010000003a00000001", "hex")) ||
    exif.includes(Buffer.from("0c000000010000003a00000001000000", "hex"))
  );
}
