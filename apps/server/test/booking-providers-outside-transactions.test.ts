import { createHmac, randomUUID } from "node:crypto";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { composeServices } from "../src/compose/clinic-services";
import type { ServiceOptions } from "../src/compose/service-options";
import type { DatabaseHandle } from "../src/db/client";
import type { AppEnv } from "../src/http/app-env";
import type { CaptchaVerifier } from "../src/integrations/captcha/altcha-captcha";
import { completePendingConfirmations } from "../src/services/booking/confirm-payment";
import { expireHolds } from "../src/services/booking/hold-expiry";
import { retryOwedRefunds } from "../src/services/refund-service";
import { signedInClient } from "./support/admin-test-app";
import { adminEmail, testAppSecret, testPublicUrl } from "./support/auth-test-app";
import {
  bookingApp,
  bookingBody,
  dummyProof,
  makeSlots,
  manageTokenOf,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { startFakeGoogleCalendar } from "./support/fake-google-calendar";
import { startFakeRazorpay } from "./support/fake-razorpay";
import { startFakeZoom } from "./support/fake-zoom";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

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
  razorpay.failRefunds(0);
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
  const body = bookingBody(slotId as string, await solvedCaptcha(app));
  const created = await typedClient(app).POST("/api/public/bookings", { body });
  expect(created.response.status).toBe(201);
  const { bookingId = "", orderId = "" } = created.data?.data ?? {};
  return { bookingId, orderId };
}

function verifyDummy(app: Hono<AppEnv>, booking: { bookingId: string; orderId: string }) {
  return typedClient(app).POST("/api/public/bookings/{bookingId}/payments/verify", {
    params: { path: { bookingId: booking.bookingId } },
    body: { ...dummyProof(booking.orderId), idempotencyKey: randomUUID() },
  });
}

/** The server still answers (its health check reads the database). */
const health = async (app: Hono<AppEnv>) => (await typedClient(app).GET("/api/health")).response.status;

/** The patient's cancellation with the manage token. */
const cancel = (app: Hono<AppEnv>, b: { bookingId: string; token: string }) =>
  typedClient(app).POST("/api/public/bookings/{bookingId}/cancel", {
    params: { path: { bookingId: b.bookingId } },
    body: { token: b.token },
  });

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
    expect(await health(app)).toBe(200);
    expect(await confirmationEmails(booking.bookingId)).toHaveLength(0);

    zoom.releaseHeld();
    const verified = await verifying;
    expect(verified.response.status).toBe(200);
    const data = verified.data?.data;
    if (!data) throw new Error("no payment answer");
    expect(data.paymentStatus).toBe("PAID");
    const row = await bookingRow(booking.bookingId);
    expect(row.meeting_link).toBe(data.meetingLink);
    expect(row.meeting_link).toMatch(/^https:\/\/(zoom\.example\/j\/\d+|meet\.jit\.si\/Consultation-)/);
    expect(row.user_calendar).toBe("emailed");
    expect(row.manage_token_hash).not.toBeNull();
    // The completion seals the token too, for the reminders' manage link (decision 0066).
    const sealed = await handle.pool.query("select manage_token_sealed from bookings where id = $1", [
      booking.bookingId,
    ]);
    expect(sealed.rows[0].manage_token_sealed).toMatch(/^v1\./);
    const emails = await confirmationEmails(booking.bookingId);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain(`Join the consultation: ${row.meeting_link}`);
    // The link is rendered at send time (decision 0093): the queued text holds its place, not the token.
    expect(emails[0]?.text_body).toContain("To reschedule or cancel: {manage-link}");
    expect(emails[0]?.text_body).not.toContain("#token=");
  });

  it("Google Calendar hanging: confirmed with the link once the calendar times out, email once, never twice", async () => {
    const options: ServiceOptions = {
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
    expect(await health(app)).toBe(200);

    // The calendar never answers: after its bound the booking is confirmed with the Jitsi link.
    const verified = await verifying;
    expect(verified.response.status).toBe(200);
    const data = verified.data?.data;
    if (!data) throw new Error("no payment answer");
    expect(data.userCalendar).toBe("emailed");
    expect(data.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/Consultation-/);
    const emails = await confirmationEmails(booking.bookingId);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain(data.meetingLink);

    // The booking jobs find nothing left to complete: no second email.
    google.state.hang = false;
    const deps = composeServices(handle.db, options).booking;
    expect(await completePendingConfirmations(deps, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await confirmationEmails(booking.bookingId)).toHaveLength(1);
  });

  it("a confirmation left pending (the server stopped after the payment) is completed by the booking jobs, once", async () => {
    const options: ServiceOptions = {
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
    const deps = composeServices(handle.db, options).booking;
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
  const options = (): ServiceOptions => ({
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
    const created = await typedClient(app).POST("/api/public/bookings", {
      body: bookingBody(slotId as string, randomUUID()),
    });
    expect(created.response.status).toBe(201);
    const { bookingId = "", orderId = "" } = created.data?.data ?? {};
    const b = { bookingId, orderId };
    razorpay.payments.set(paymentId, {
      status: "captured",
      order_id: b.orderId,
      amount: 200_000,
      currency: "INR",
    });
    const paid = await typedClient(app).POST("/api/public/bookings/{bookingId}/payments/verify", {
      params: { path: { bookingId } },
      body: {
        razorpay_payment_id: paymentId,
        razorpay_order_id: b.orderId,
        razorpay_signature: sign(`${b.orderId}|${paymentId}`),
      },
    });
    expect(paid.response.status).toBe(200);
    const token = await manageTokenOf(handle.db, b.bookingId);
    return { bookingId: b.bookingId, token };
  }

  const owed = async () =>
    (await handle.pool.query("select key from idempotency_keys where operation = 'refund-pending'")).rows;

  it("is made after the commit, once; a failed refund stays owed, is shown to the admin and retried once", async () => {
    const { app } = bookingApp(handle.db, options());
    const b = await paidWithToken(app, "pay_hang");
    razorpay.fault("hang");
    const cancelling = cancel(app, b);
    await until(
      () => razorpay.received.some((r) => r.url === "/v1/payments/pay_hang/refund"),
      "the refund call reached Razorpay",
    );
    // Razorpay has not answered: the cancellation is committed, no transaction is held.
    expect((await bookingRow(b.bookingId)).status).toBe("CANCELLED");
    expect(await idleInTransaction()).toBe(0);
    expect(await health(app)).toBe(200);

    // The refund call fails: the cancellation stands, the refund stays owed and the admin sees it.
    razorpay.dropHung();
    razorpay.fault(undefined);
    const cancelled = await cancelling;
    expect(cancelled.response.status).toBe(200);
    expect(razorpay.refunds).toEqual([]);
    expect(await owed()).toEqual([{ key: "pay_hang" }]);
    const audit = await handle.pool.query(
      "select actor, entity_id, details from audit_log where action = 'booking.refund_failed'",
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ actor: "system", entity_id: b.bookingId });

    // The booking jobs retry it (after a rest): refunded once, however often they run.
    const deps = composeServices(handle.db, options()).booking;
    const later = new Date(Date.now() + 3_600_000);
    expect(await retryOwedRefunds(deps, later)).toBe(1);
    expect(await retryOwedRefunds(deps, later)).toBe(0);
    expect(razorpay.refunds).toEqual([{ paymentId: "pay_hang", amount: 200_000 }]);
    expect(await owed()).toEqual([]);
  });

  it("a patient cancellation refunds once, and the jobs never refund it again", async () => {
    const { app } = bookingApp(handle.db, options());
    const b = await paidWithToken(app, "pay_ok");
    expect((await cancel(app, b)).response.status).toBe(200);
    expect(razorpay.refunds).toEqual([{ paymentId: "pay_ok", amount: 200_000 }]);
    expect(await owed()).toEqual([]);
    const deps = composeServices(handle.db, options()).booking;
    expect(await retryOwedRefunds(deps, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(razorpay.refunds).toHaveLength(1);
  });

  it("an admin cancellation and an admin reopening each refund once, after their commit", async () => {
    const app = createTestApp({
      db: handle.db,
      booking: {
        ...options(),
        LIMIT_HOLDS_PER_CLIENT: 100,
        LIMIT_BOOKINGS_PER_MINUTE: 1000,
        LIMIT_VERIFY_PER_MINUTE: 1000,
      },
      auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
    }).app;
    const asAdmin = await signedInClient(app);
    const made = await makeSlots(handle.db, 2);
    const ids = (
      await Promise.all([...new Set(made.map((m) => m.dateKey))].map((d) => slotIdsOf(app, d)))
    ).flat();
    const one = await paidWithToken(app, "pay_admin_cancel", ids[0]);
    const two = await paidWithToken(app, "pay_admin_reopen", ids[1]);
    const cancelled = await asAdmin.DELETE("/api/admin/bookings/{id}", {
      params: { path: { id: one.bookingId } },
      body: { action: "cancel" },
    });
    expect(cancelled.response.status).toBe(200);
    const { rows } = await handle.pool.query("select slot_id from bookings where id = $1", [two.bookingId]);
    const reopened = await asAdmin.PATCH("/api/admin/slots/{id}", {
      params: { path: { id: rows[0].slot_id } },
      body: { status: "OPEN" },
    });
    expect(reopened.response.status).toBe(200);
    expect((await bookingRow(one.bookingId)).status).toBe("CANCELLED");
    expect((await bookingRow(two.bookingId)).status).toBe("CANCELLED");
    expect(razorpay.refunds).toEqual([
      { paymentId: "pay_admin_cancel", amount: 200_000 },
      { paymentId: "pay_admin_reopen", amount: 200_000 },
    ]);
    expect(await owed()).toEqual([]);
    expect(
      await retryOwedRefunds(composeServices(handle.db, options()).booking, new Date(Date.now() + 3_600_000)),
    ).toBe(0);
    expect(razorpay.refunds).toHaveLength(2);
  });
});

describe("a late payment's refund (decision 0067)", () => {
  const webhookSecret = "rzp_webhook_secret";
  const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
  const acceptAll: CaptchaVerifier = {
    provider: "altcha",
    createChallenge: () => Promise.reject(new Error("not used")),
    check: async (token) => ({
      ok: true,
      challengeId: token ?? randomUUID(),
      expiresAt: new Date(Date.now() + 600_000),
    }),
  };
  const options = (): ServiceOptions => ({
    appSecret: testSecret,
    captcha: acceptAll,
    clinicEmail: "clinic@example.com",
    paymentProvider: "razorpay",
    razorpay: { keyId, keySecret, webhookSecret, apiBase: razorpay.apiBase },
  });

  /** A hold that expired, its slot since held by someone else, and a captured payment for it. */
  async function latePayment(app: Hono<AppEnv>, paymentId: string) {
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey as string);
    const holdFor = async (n: number) => {
      const user = { name: `P${n}`, email: `p${n}@example.com`, phone: `+9190000000${n}0`, timezone: "UTC" };
      const res = await typedClient(app).POST("/api/public/bookings", {
        body: bookingBody(slotId as string, randomUUID(), { user }),
      });
      expect(res.response.status).toBe(201);
      const { bookingId = "", orderId = "" } = res.data?.data ?? {};
      return { bookingId, orderId };
    };
    const late = await holdFor(1);
    await expireHolds(handle.db, new Date(Date.now() + 11 * 60_000));
    await holdFor(2);
    razorpay.payments.set(paymentId, {
      status: "captured",
      order_id: late.orderId,
      amount: 200_000,
      currency: "INR",
    });
    return late;
  }

  /** Razorpay signs the raw bytes: a plain request. */
  function webhook(
    app: Hono<AppEnv>,
    event: string,
    paymentId: string,
    orderId: string,
    eventId = randomUUID(),
  ) {
    const raw = JSON.stringify({
      event,
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, amount: 200_000, currency: "INR", status: "captured" },
        },
      },
    });
    return app.request("/api/webhooks/razorpay", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": sign(webhookSecret, raw),
        "x-razorpay-event-id": eventId,
      },
      body: raw,
    });
  }

  async function verify(app: Hono<AppEnv>, b: { bookingId: string; orderId: string }, paymentId: string) {
    return typedClient(app).POST("/api/public/bookings/{bookingId}/payments/verify", {
      params: { path: { bookingId: b.bookingId } },
      body: {
        razorpay_payment_id: paymentId,
        razorpay_order_id: b.orderId,
        razorpay_signature: sign(keySecret, `${b.orderId}|${paymentId}`),
      },
    });
  }

  const owed = async () =>
    (await handle.pool.query("select key from idempotency_keys where operation = 'refund-pending'")).rows;
  const refundsOf = (paymentId: string) => razorpay.refunds.filter((r) => r.paymentId === paymentId);

  it("is made after the commit, never inside a transaction, and owed while Razorpay hangs", async () => {
    const { app } = bookingApp(handle.db, options());
    const late = await latePayment(app, "pay_late_hang");
    razorpay.fault("hang");
    const answering = webhook(app, "payment.captured", "pay_late_hang", late.orderId);
    await until(
      () => razorpay.received.some((r) => r.url === "/v1/payments/pay_late_hang/refund"),
      "the refund call reached Razorpay",
    );
    // The refund is on its way: the owed refund and the emails are committed, no transaction is held.
    expect(await owed()).toEqual([{ key: "pay_late_hang" }]);
    expect(await idleInTransaction()).toBe(0);
    expect(await health(app)).toBe(200);
    const emails = await handle.pool.query(
      "select kind, to_address from email_outbox where booking_id = $1 order by kind",
      [late.bookingId],
    );
    expect(emails.rows).toEqual([
      { kind: "clinic-late-payment-refund", to_address: "clinic@example.com" },
      { kind: "late-payment-refund", to_address: "p1@example.com" },
    ]);
    // Razorpay's webhook is answered although its refund call is still hanging.
    const answer = await answering;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { outcome: "refunded" } });
    expect(razorpay.hungCount()).toBeGreaterThan(0);
    expect((await bookingRow(late.bookingId)).status).toBe("EXPIRED");

    // The call fails: the refund stays owed, the admin sees it, and the jobs make it once.
    razorpay.dropHung();
    razorpay.fault(undefined);
    await until(
      async () =>
        (await handle.pool.query("select 1 from audit_log where action = 'booking.refund_failed'")).rows
          .length === 1,
      "the failed refund was audited",
    );
    const audit = await handle.pool.query(
      "select entity_id from audit_log where action = 'booking.refund_failed'",
    );
    expect(audit.rows).toEqual([{ entity_id: late.bookingId }]);
    expect(refundsOf("pay_late_hang")).toEqual([]);
    expect(await owed()).toEqual([{ key: "pay_late_hang" }]);
    const deps = composeServices(handle.db, options()).booking;
    const later = new Date(Date.now() + 3_600_000);
    expect(await retryOwedRefunds(deps, later)).toBe(1);
    expect(await retryOwedRefunds(deps, later)).toBe(0);
    expect(refundsOf("pay_late_hang")).toEqual([{ paymentId: "pay_late_hang", amount: 200_000 }]);
    expect(await owed()).toEqual([]);
  });

  it("the browser's verify of a late payment is answered after the refund is made", async () => {
    const { app } = bookingApp(handle.db, options());
    const late = await latePayment(app, "pay_late_verify");
    const answer = await verify(app, late, "pay_late_verify");
    expect(answer.response.status).toBe(409);
    expect(answer.error?.message).toMatch(/will be refunded in full/);
    expect(refundsOf("pay_late_verify")).toEqual([{ paymentId: "pay_late_verify", amount: 200_000 }]);
    expect(await owed()).toEqual([]);
    // The same verify again replays the answer; nothing more is refunded.
    expect((await verify(app, late, "pay_late_verify")).response.status).toBe(409);
    expect(refundsOf("pay_late_verify")).toHaveLength(1);
  });

  it("is retried by the jobs when Razorpay's refunds endpoint first fails, and made once however often the payment is reported", async () => {
    const { app } = bookingApp(handle.db, options());
    const late = await latePayment(app, "pay_late_500");
    razorpay.failRefunds(1);
    const first = await webhook(app, "payment.captured", "pay_late_500", late.orderId);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ data: { outcome: "refunded" } });
    expect(razorpay.received.filter((r) => r.url === "/v1/payments/pay_late_500/refund")).toHaveLength(1);
    expect(refundsOf("pay_late_500")).toEqual([]);
    expect(await owed()).toEqual([{ key: "pay_late_500" }]);

    // Reported again while owed (order.paid, the browser's verify): still owed once, not made twice.
    expect((await webhook(app, "order.paid", "pay_late_500", late.orderId)).status).toBe(200);
    expect((await verify(app, late, "pay_late_500")).response.status).toBe(409);
    expect(refundsOf("pay_late_500")).toEqual([]);

    const deps = composeServices(handle.db, options()).booking;
    const later = new Date(Date.now() + 3_600_000);
    expect(await retryOwedRefunds(deps, later)).toBe(1);
    expect(refundsOf("pay_late_500")).toEqual([{ paymentId: "pay_late_500", amount: 200_000 }]);
    // Reported after the refund: nothing more is owed or refunded, and each email went once.
    expect((await webhook(app, "payment.captured", "pay_late_500", late.orderId)).status).toBe(200);
    expect(await retryOwedRefunds(deps, later)).toBe(0);
    expect(refundsOf("pay_late_500")).toHaveLength(1);
    expect(await owed()).toEqual([]);
    const emails = await handle.pool.query(
      "select count(*)::int as n from email_outbox where booking_id = $1",
      [late.bookingId],
    );
    expect(emails.rows[0].n).toBe(2);
  });

  it("reported three times at once (two webhooks and the browser's verify): refunded once", async () => {
    const { app } = bookingApp(handle.db, options());
    const late = await latePayment(app, "pay_late_race");
    const answers = await Promise.all([
      webhook(app, "payment.captured", "pay_late_race", late.orderId),
      webhook(app, "order.paid", "pay_late_race", late.orderId),
      verify(app, late, "pay_late_race").then((answer) => answer.response),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
    expect(refundsOf("pay_late_race")).toEqual([{ paymentId: "pay_late_race", amount: 200_000 }]);
    expect(await owed()).toEqual([]);
    expect(
      await retryOwedRefunds(composeServices(handle.db, options()).booking, new Date(Date.now() + 3_600_000)),
    ).toBe(0);
    expect(refundsOf("pay_late_race")).toHaveLength(1);
  });

  it("an owed refund whose payment confirmed its booking meanwhile is dropped, never made", async () => {
    const { app } = bookingApp(handle.db, options());
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey as string);
    const res = await typedClient(app).POST("/api/public/bookings", {
      body: bookingBody(slotId as string, randomUUID()),
    });
    const { bookingId = "", orderId = "" } = res.data?.data ?? {};
    const b = { bookingId, orderId };
    razorpay.payments.set("pay_kept", {
      status: "captured",
      order_id: b.orderId,
      amount: 200_000,
      currency: "INR",
    });
    expect((await verify(app, b, "pay_kept")).response.status).toBe(200);
    // What a concurrent report that lost the race for the slot leaves behind.
    await handle.pool.query(
      `insert into idempotency_keys (operation, key, request_hash, response_status, response_body, created_at)
       values ('refund-pending', 'pay_kept', '', 202, $1, now() - interval '1 hour')`,
      [JSON.stringify({ bookingId: b.bookingId, amount: 200_000 })],
    );
    const deps = composeServices(handle.db, options()).booking;
    expect(await retryOwedRefunds(deps, new Date())).toBe(0);
    expect(refundsOf("pay_kept")).toEqual([]);
    expect(await owed()).toEqual([]);
    expect((await bookingRow(b.bookingId)).status).toBe("PAID");
  });
});
