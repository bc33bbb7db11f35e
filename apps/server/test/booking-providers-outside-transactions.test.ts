import { createHmac, randomUUID } from "node:crypto";
import { dummyPayment } from "@clinic/contract/booking";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BookingModuleOptions, createBookingModule } from "../src/booking-module";
import type { DatabaseHandle } from "../src/db/client";
import type { AppEnv } from "../src/http/app-env";
import type { CaptchaVerifier } from "../src/integrations/captcha/altcha-captcha";
import { completePendingConfirmations } from "../src/services/booking-service";
import { retryOwedRefunds } from "../src/services/refund-service";
import { signedInCaller } from "./support/admin-test-app";
import { adminEmail, testAppSecret, testPublicUrl } from "./support/auth-test-app";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  postJson,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { startFakeGoogleCalendar } from "./support/fake-google-calendar";
import { startFakeRazorpay } from "./support/fake-razorpay";
import { startFakeZoom } from "./support/fake-zoom";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * Decisions 0040, 0060, 0061: no call to Zoom, Google Calendar or Razorpay's refund is made while
 * a database transaction is open. While a provider hangs, the payment (or the cancellation) is
 * already committed, no connection sits "idle in transaction", and the server answers; the
 * confirmation email goes out once with the final link, and a refund is made once.
 */
const zoomCreds = { accountId: "acc_123", clientId: "client_abc", clientSecret: "zoom-secret-xyz" };
const keyId = "rzp_test_key";
const keySecret = "rzp_test_secret_value";

let handle: DatabaseHandle;
let zoom: Awaited<ReturnType<typeof startFakeZoom>>;
let google: Awaited<ReturnType<typeof startFakeGoogleCalendar>>;
let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;

beforeAll(async () => {
  handle = await openWorkerDatabase();
  zoom = await startFakeZoom(zoomCreds);
  google = await startFakeGoogleCalendar();
  razorpay = await startFakeRazorpay(keyId, keySecret);
});
afterAll(async () => {
  await zoom.close();
  await google.close();
  await razorpay.close();
  await handle.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
  zoom.releaseHeld();
  google.state.hang = false;
  razorpay.fault(undefined);
  razorpay.refunds.length = 0;
});

async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/** Connections of this database holding a transaction open while doing nothing in it. */
async function idleInTransaction(): Promise<number> {
  const { rows } = await handle.pool.query(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
  );
  return rows[0].n as number;
}

async function bookingRow(id: string) {
  const { rows } = await handle.pool.query(
    "select status, meeting_link, user_calendar, manage_token_hash from bookings where id = $1",
    [id],
  );
  return rows[0] as {
    status: string;
    meeting_link: string | null;
    user_calendar: string | null;
    manage_token_hash: string | null;
  };
}

async function confirmationEmails(bookingId: string) {
  const { rows } = await handle.pool.query(
    "select text_body from email_outbox where kind = 'booking-confirmation' and booking_id = $1",
    [bookingId],
  );
  return rows as Array<{ text_body: string }>;
}

async function holdOne(app: Hono<AppEnv>) {
  const [slot] = await makeSlots(handle.db, 1);
  const [slotId] = await slotIdsOf(app, slot?.dateKey as string);
  const created = await postJson(
    app,
    "/api/public/bookings",
    bookingBody(slotId as string, await solvedCaptcha(app)),
  );
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { bookingId: string; orderId: string } }).data;
}

function verifyDummy(app: Hono<AppEnv>, booking: { bookingId: string; orderId: string }) {
  return postJson(app, `/api/public/bookings/${booking.bookingId}/payments/verify`, {
    razorpay_payment_id: dummyPayment.paymentId,
    razorpay_order_id: booking.orderId,
    razorpay_signature: dummyPayment.signature,
    idempotencyKey: randomUUID(),
  });
}

describe("a paid booking while Zoom or Google Calendar hangs", () => {
  it("Zoom hanging: the payment is committed and no transaction is held; the email goes out once with the link", async () => {
    const { app } = bookingApp(handle.db, {
      meetingProvider: "zoom",
      zoom: { ...zoomCreds, tokenUrl: zoom.tokenUrl, apiBase: zoom.apiBase },
    });
    const booking = await holdOne(app);
    zoom.state.hang = true;
    const verifying = verifyDummy(app, booking);
    await until(() => zoom.heldCount() > 0, "the meeting call reached Zoom");

    // Zoom has not answered: the booking is already PAID (committed), nothing waits in a
    // transaction, the server answers, and no email was queued without its link.
    expect((await bookingRow(booking.bookingId)).status).toBe("PAID");
    expect(await idleInTransaction()).toBe(0);
    expect((await app.request("/api/health")).status).toBe(200);
    expect(await confirmationEmails(booking.bookingId)).toHaveLength(0);

    zoom.releaseHeld();
    const verified = await verifying;
    expect(verified.status).toBe(200);
    const data = ((await verified.json()) as { data: { meetingLink: string; paymentStatus: string } }).data;
    expect(data.paymentStatus).toBe("PAID");
    const row = await bookingRow(booking.bookingId);
    expect(row.meeting_link).toBe(data.meetingLink);
    expect(row.meeting_link).toMatch(/^https:\/\/(zoom\.example\/j\/\d+|meet\.jit\.si\/Consultation-)/);
    expect(row.user_calendar).toBe("emailed");
    expect(row.manage_token_hash).not.toBeNull();
    const emails = await confirmationEmails(booking.bookingId);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain(`Join the consultation: ${row.meeting_link}`);
    expect(emails[0]?.text_body).toMatch(/#token=[A-Za-z0-9_-]+/);
  });

  it("Google Calendar hanging: confirmed with the link once the calendar times out, email once, never twice", async () => {
    const options: BookingModuleOptions = {
      appSecret: testSecret,
      googleCalendar: {
        serviceAccountJson: google.serviceAccountJson,
        calendarId: google.calendarId,
        tokenUrl: google.tokenUrl,
        apiBase: google.apiBase,
      },
    };
    const { app } = bookingApp(handle.db, options);
    const booking = await holdOne(app);
    google.state.hang = true;
    const before = google.requests.length;
    const verifying = verifyDummy(app, booking);
    await until(() => google.requests.length > before, "the event call reached Google");

    expect((await bookingRow(booking.bookingId)).status).toBe("PAID");
    expect(await idleInTransaction()).toBe(0);
    expect((await app.request("/api/health")).status).toBe(200);

    // The calendar never answers: after its bound the booking is confirmed with the Jitsi link.
    const verified = await verifying;
    expect(verified.status).toBe(200);
    const data = ((await verified.json()) as { data: { meetingLink: string; userCalendar: string } }).data;
    expect(data.userCalendar).toBe("emailed");
    expect(data.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/Consultation-/);
    const emails = await confirmationEmails(booking.bookingId);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain(data.meetingLink);

    // The booking jobs find nothing left to complete: no second email.
    google.state.hang = false;
    const deps = createBookingModule(handle.db, options);
    expect(await completePendingConfirmations(deps, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await confirmationEmails(booking.bookingId)).toHaveLength(1);
  });

  it("a confirmation left pending (the server stopped after the payment) is completed by the booking jobs, once", async () => {
    const options: BookingModuleOptions = {
      appSecret: testSecret,
      meetingProvider: "zoom",
      zoom: { ...zoomCreds, tokenUrl: zoom.tokenUrl, apiBase: zoom.apiBase },
    };
    const { app } = bookingApp(handle.db, options);
    const booking = await holdOne(app);
    // What a crash between the two transactions leaves: PAID, no link, confirmation pending.
    await handle.pool.query(
      "update bookings set status = 'PAID', payment_id = 'pay_crash', paid_at = now(), user_calendar = 'pending', updated_at = now() - interval '10 minutes' where id = $1",
      [booking.bookingId],
    );
    await handle.pool.query("update slots set status = 'BOOKED' where status = 'HELD'");
    const deps = createBookingModule(handle.db, options);
    const [first, second] = await Promise.all([
      completePendingConfirmations(deps),
      completePendingConfirmations(deps),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await completePendingConfirmations(deps)).toBe(0);
    const row = await bookingRow(booking.bookingId);
    expect(row.meeting_link).toMatch(/^https:\/\/zoom\.example\/j\/\d+/);
    expect(row.user_calendar).toBe("emailed");
    const emails = await confirmationEmails(booking.bookingId);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain(row.meeting_link as string);
  });
});

describe("a cancellation's refund", () => {
  const sign = (data: string) => createHmac("sha256", keySecret).update(data).digest("hex");
  const options = (): BookingModuleOptions => ({
    appSecret: testSecret,
    captcha: acceptAll,
    paymentProvider: "razorpay",
    razorpay: { keyId, keySecret, apiBase: razorpay.apiBase },
  });
  const acceptAll: CaptchaVerifier = {
    provider: "altcha",
    createChallenge: () => Promise.reject(new Error("not used")),
    check: async (token) => ({
      ok: true,
      challengeId: token ?? randomUUID(),
      expiresAt: new Date(Date.now() + 600_000),
    }),
  };

  async function paidWithToken(app: Hono<AppEnv>, paymentId: string, given?: string) {
    const slotId = given ?? (await slotIdsOf(app, (await makeSlots(handle.db, 1))[0]?.dateKey as string))[0];
    const created = await postJson(app, "/api/public/bookings", bookingBody(slotId as string, randomUUID()));
    expect(created.status).toBe(201);
    const b = ((await created.json()) as { data: { bookingId: string; orderId: string } }).data;
    razorpay.payments.set(paymentId, {
      status: "captured",
      order_id: b.orderId,
      amount: 200_000,
      currency: "INR",
    });
    const paid = await postJson(app, `/api/public/bookings/${b.bookingId}/payments/verify`, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: b.orderId,
      razorpay_signature: sign(`${b.orderId}|${paymentId}`),
    });
    expect(paid.status).toBe(200);
    const [email] = await confirmationEmails(b.bookingId);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(email?.text_body ?? "")?.[1] as string;
    return { bookingId: b.bookingId, token };
  }

  const owed = async () =>
    (await handle.pool.query("select key from idempotency_keys where operation = 'refund-pending'")).rows;

  it("is made after the commit, once; a failed refund stays owed, is shown to the admin and retried once", async () => {
    const { app } = bookingApp(handle.db, options());
    const b = await paidWithToken(app, "pay_hang");
    razorpay.fault("hang");
    const cancelling = postJson(app, `/api/public/bookings/${b.bookingId}/cancel`, { token: b.token });
    await until(
      () => razorpay.received.some((r) => r.url === "/v1/payments/pay_hang/refund"),
      "the refund call reached Razorpay",
    );
    // Razorpay has not answered: the cancellation is committed, no transaction is held.
    expect((await bookingRow(b.bookingId)).status).toBe("CANCELLED");
    expect(await idleInTransaction()).toBe(0);
    expect((await app.request("/api/health")).status).toBe(200);

    // The refund call fails: the cancellation stands, the refund stays owed and the admin sees it.
    razorpay.dropHung();
    razorpay.fault(undefined);
    const cancelled = await cancelling;
    expect(cancelled.status).toBe(200);
    expect(razorpay.refunds).toEqual([]);
    expect(await owed()).toEqual([{ key: "pay_hang" }]);
    const audit = await handle.pool.query(
      "select actor, entity_id, details from audit_log where action = 'booking.refund_failed'",
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ actor: "system", entity_id: b.bookingId });

    // The booking jobs retry it (after a rest): refunded once, however often they run.
    const deps = createBookingModule(handle.db, options());
    const later = new Date(Date.now() + 3_600_000);
    expect(await retryOwedRefunds(deps, later)).toBe(1);
    expect(await retryOwedRefunds(deps, later)).toBe(0);
    expect(razorpay.refunds).toEqual([{ paymentId: "pay_hang", amount: 200_000 }]);
    expect(await owed()).toEqual([]);
  });

  it("a patient cancellation refunds once, and the jobs never refund it again", async () => {
    const { app } = bookingApp(handle.db, options());
    const b = await paidWithToken(app, "pay_ok");
    const cancelled = await postJson(app, `/api/public/bookings/${b.bookingId}/cancel`, { token: b.token });
    expect(cancelled.status).toBe(200);
    expect(razorpay.refunds).toEqual([{ paymentId: "pay_ok", amount: 200_000 }]);
    expect(await owed()).toEqual([]);
    const deps = createBookingModule(handle.db, options());
    expect(await retryOwedRefunds(deps, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(razorpay.refunds).toHaveLength(1);
  });

  it("an admin cancellation and an admin reopening each refund once, after their commit", async () => {
    const app = createTestApp({
      db: handle.db,
      booking: {
        ...options(),
        limitHoldsPerClient: 100,
        limitBookingsPerMinute: 1000,
        limitVerifyPerMinute: 1000,
      },
      auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
    }).app;
    const call = await signedInCaller(app);
    const made = await makeSlots(handle.db, 2);
    const ids = (
      await Promise.all([...new Set(made.map((m) => m.dateKey))].map((d) => slotIdsOf(app, d)))
    ).flat();
    const one = await paidWithToken(app, "pay_admin_cancel", ids[0]);
    const two = await paidWithToken(app, "pay_admin_reopen", ids[1]);
    expect((await call("DELETE", `/api/admin/bookings/${one.bookingId}`, { action: "cancel" })).status).toBe(
      200,
    );
    const { rows } = await handle.pool.query("select slot_id from bookings where id = $1", [two.bookingId]);
    expect((await call("PATCH", `/api/admin/slots/${rows[0].slot_id}`, { status: "OPEN" })).status).toBe(200);
    expect((await bookingRow(one.bookingId)).status).toBe("CANCELLED");
    expect((await bookingRow(two.bookingId)).status).toBe("CANCELLED");
    expect(razorpay.refunds).toEqual([
      { paymentId: "pay_admin_cancel", amount: 200_000 },
      { paymentId: "pay_admin_reopen", amount: 200_000 },
    ]);
    expect(await owed()).toEqual([]);
    expect(
      await retryOwedRefunds(createBookingModule(handle.db, options()), new Date(Date.now() + 3_600_000)),
    ).toBe(0);
    expect(razorpay.refunds).toHaveLength(2);
  });
});
