import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { CaptchaVerifier } from "../src/integrations/captcha/altcha-captcha";
import { expireHolds } from "../src/services/booking/hold-expiry";
import { releaseOrphanedHolds, unorderedHoldMinutes } from "../src/services/booking/hold-order";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  manageTokenOf,
  postJson,
  slotIdsOf,
} from "./support/booking-fixtures";
import { startFakeRazorpay } from "./support/fake-razorpay";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

const keyId = "rzp_test_key";
const keySecret = "rzp_test_secret_value";
const webhookSecret = "rzp_webhook_secret";
const acceptAll: CaptchaVerifier = {
  provider: "altcha",
  createChallenge: () => Promise.reject(new Error("not used")),
  check: async (token) => ({
    ok: true,
    challengeId: token ?? randomUUID(),
    expiresAt: new Date(Date.now() + 600_000),
  }),
};

let handle: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  handle = await openWorkerDatabase();
  fake = await startFakeRazorpay(keyId, keySecret);
});
afterAll(async () => {
  await fake.close();
  await handle.close();
});
beforeEach(async () => {
  fake.fault(undefined);
  await resetDatabase(handle);
});

const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
type Json = { data: Record<string, unknown>; message?: string };

function app() {
  return bookingApp(handle.db, {
    captcha: acceptAll,
    paymentProvider: "razorpay",
    razorpay: { keyId, keySecret, webhookSecret, apiBase: fake.apiBase },
  }).app;
}

let person = 0;
async function book(a: ReturnType<typeof app>, slotId: string, locale: "en" | "hi" | "kn" = "en") {
  person++;
  const res = await postJson(
    a,
    "/api/public/bookings",
    bookingBody(slotId, randomUUID(), {
      locale,
      user: {
        name: `P${person}`,
        email: `p${person}@example.com`,
        phone: `+91${8_000_000_000 + person}`,
        timezone: "UTC",
      },
    }),
  );
  expect(res.status).toBe(201);
  return (
    (await res.json()) as { data: { bookingId: string; orderId: string; amount: number; checkout: unknown } }
  ).data;
}

async function slots(a: ReturnType<typeof app>, count: number) {
  const made = await makeSlots(handle.db, count);
  return (await Promise.all([...new Set(made.map((s) => s.dateKey))].map((d) => slotIdsOf(a, d)))).flat();
}

function verify(a: ReturnType<typeof app>, bookingId: string, body: Record<string, string>) {
  return postJson(a, `/api/public/bookings/${bookingId}/payments/verify`, body);
}

function webhook(a: ReturnType<typeof app>, event: object, eventId: string, secret = webhookSecret) {
  const raw = JSON.stringify(event);
  return a.request("/api/webhooks/razorpay", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": sign(secret, raw),
      "x-razorpay-event-id": eventId,
    },
    body: raw,
  });
}

const captured = (paymentId: string, orderId: string, amount = 200_000) => ({
  event: "payment.captured",
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, currency: "INR", status: "captured" } },
  },
});

describe("Razorpay (against a fake API on 127.0.0.1)", () => {
  it("creates an order and answers what Checkout needs, nothing secret", async () => {
    const a = app();
    const [slotId, other] = await slots(a, 2);
    const booking = await book(a, slotId as string);
    expect(booking.orderId).toMatch(/^order_fake/);
    expect(booking.checkout).toMatchObject({
      keyId,
      name: "Physiotherapy Consultation",
      // The day as the format module writes it, not the date key.
      description: expect.stringMatching(/^Consultation on [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2,3} \d{4}$/),
      prefill: { contact: expect.any(String) },
    });
    expect(JSON.stringify(booking)).not.toContain(keySecret);
    // A booking made on a Kannada page: the line under the name is Kannada; the name stays the spec's.
    const kannada = await book(a, other as string, "kn");
    expect(kannada.checkout).toMatchObject({
      name: "Physiotherapy Consultation",
      description: expect.stringMatching(/^ಸಮಾಲೋಚನೆ, \S+, \d{1,2} \S+ \d{4}$/),
    });
  });

  it("verifies the right signature, refuses a changed character, a swapped order id and a wrong amount", async () => {
    const a = app();
    const [s1, s2, s3] = await slots(a, 3);
    const one = await book(a, s1 as string);
    const two = await book(a, s2 as string);
    const three = await book(a, s3 as string);
    fake.payments.set("pay_1", {
      status: "captured",
      order_id: one.orderId,
      amount: 200_000,
      currency: "INR",
    });
    fake.payments.set("pay_2", {
      status: "captured",
      order_id: two.orderId,
      amount: 200_000,
      currency: "INR",
    });
    fake.payments.set("pay_3", { status: "captured", order_id: three.orderId, amount: 100, currency: "INR" });
    const good = sign(keySecret, `${one.orderId}|pay_1`);
    const changed = `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`;
    expect(
      (
        await verify(a, one.bookingId, {
          razorpay_payment_id: "pay_1",
          razorpay_order_id: one.orderId,
          razorpay_signature: changed,
        })
      ).status,
    ).toBe(400);
    // The callback's order id swapped for another booking's (with a signature valid for that one).
    const swapped = await verify(a, one.bookingId, {
      razorpay_payment_id: "pay_2",
      razorpay_order_id: two.orderId,
      razorpay_signature: sign(keySecret, `${two.orderId}|pay_2`),
    });
    expect(swapped.status).toBe(400);
    const wrongAmount = await verify(a, three.bookingId, {
      razorpay_payment_id: "pay_3",
      razorpay_order_id: three.orderId,
      razorpay_signature: sign(keySecret, `${three.orderId}|pay_3`),
    });
    expect(wrongAmount.status).toBe(400);
    const ok = await verify(a, one.bookingId, {
      razorpay_payment_id: "pay_1",
      razorpay_order_id: one.orderId,
      razorpay_signature: good,
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Json).data.paymentStatus).toBe("PAID");
  });

  it("handles duplicated and reordered webhooks once, before or after the browser's verify", async () => {
    const a = app();
    const [s1] = await slots(a, 1);
    const b = await book(a, s1 as string);
    fake.payments.set("pay_w", { status: "captured", order_id: b.orderId, amount: 200_000, currency: "INR" });
    expect((await webhook(a, captured("pay_w", b.orderId), "evt_1", "wrong-secret")).status).toBe(400);
    const orderPaid = { ...captured("pay_w", b.orderId), event: "order.paid" };
    const answers = await Promise.all([
      webhook(a, orderPaid, "evt_2"),
      webhook(a, captured("pay_w", b.orderId), "evt_1"),
      webhook(a, captured("pay_w", b.orderId), "evt_1"),
    ]);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const again = await webhook(a, captured("pay_w", b.orderId), "evt_1");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const { rows } = await handle.pool.query("select status, payment_id from bookings");
    expect(rows).toEqual([{ status: "PAID", payment_id: "pay_w" }]);
    // The browser's verify arriving after the webhook is harmless.
    const late = await verify(a, b.bookingId, {
      razorpay_payment_id: "pay_w",
      razorpay_order_id: b.orderId,
      razorpay_signature: sign(keySecret, `${b.orderId}|pay_w`),
    });
    expect(late.status).toBe(200);
    // One receipt for the payment however often it was reported (decision 0105).
    const receipts = await handle.pool.query(
      "select kind, payment_method, payment_reference, sequence from receipts",
    );
    expect(receipts.rows).toEqual([
      { kind: "receipt", payment_method: "razorpay", payment_reference: "pay_w", sequence: 1 },
    ]);
  });

  it("a payment after the hold expired: confirmed while the slot is free, refunded when it was taken", async () => {
    const a = app();
    const [free, taken] = await slots(a, 2);
    const one = await book(a, free as string);
    const two = await book(a, taken as string);
    await expireHolds(handle.db, new Date(Date.now() + 11 * 60_000));
    await book(a, taken as string); // someone else takes the second slot
    fake.payments.set("pay_late1", {
      status: "captured",
      order_id: one.orderId,
      amount: 200_000,
      currency: "INR",
    });
    fake.payments.set("pay_late2", {
      status: "captured",
      order_id: two.orderId,
      amount: 200_000,
      currency: "INR",
    });
    const confirmed = await webhook(a, captured("pay_late1", one.orderId), "evt_late1");
    expect(((await confirmed.json()) as Json).data.outcome).toBe("confirmed");
    const refunded = await verify(a, two.bookingId, {
      razorpay_payment_id: "pay_late2",
      razorpay_order_id: two.orderId,
      razorpay_signature: sign(keySecret, `${two.orderId}|pay_late2`),
    });
    expect(refunded.status).toBe(409);
    expect(((await refunded.json()) as Json).message).toMatch(/refunded in full/);
    expect(fake.refunds).toContainEqual({ paymentId: "pay_late2", amount: 200_000 });
  });

  it("a hold left without its order by a stopped server is released, and its key freed (decision 0075)", async () => {
    const a = app();
    const [slotId, other] = await slots(a, 2);
    // Razorpay hangs: the hold is committed, its order never comes (as when the server dies here).
    fake.fault("hang");
    const key = randomUUID();
    const body = bookingBody(slotId as string, randomUUID());
    const first = postJson(a, "/api/public/bookings", body, { "idempotency-key": key });
    const pendingRow = async () =>
      (
        await handle.pool.query<{ id: string; status: string }>(
          "select id, status from bookings where slot_id = $1 and order_id like 'order\\_pending\\_%'",
          [slotId],
        )
      ).rows[0];
    for (let i = 0; i < 200 && !(await pendingRow()); i++) await new Promise((r) => setTimeout(r, 10));
    const orphan = await pendingRow();
    expect(orphan?.status).toBe("PENDING");
    // While it may still be running, the same key answers "still being processed".
    const again = await postJson(a, "/api/public/bookings", body, { "idempotency-key": key });
    expect(again.status).toBe(409);
    // Within the provider's timeout nothing is released; past `unorderedHoldMinutes` it is.
    expect(await releaseOrphanedHolds(handle.db)).toBe(0);
    const later = new Date(Date.now() + (unorderedHoldMinutes * 60 + 5) * 1000);
    expect(await releaseOrphanedHolds(handle.db, later)).toBe(1);
    expect(await releaseOrphanedHolds(handle.db, later)).toBe(0);
    const after = await handle.pool.query(
      "select (select status from bookings where id = $1) as booking, (select status from slots where id = $2) as slot, (select count(*)::int from idempotency_keys where key = $3) as keys",
      [orphan?.id, slotId, key],
    );
    expect(after.rows[0]).toEqual({ booking: "FAILED", slot: "OPEN", keys: 0 });
    // The patient's retry books the freed slot; another slot was never touched.
    fake.fault(undefined);
    const retried = await postJson(a, "/api/public/bookings", bookingBody(slotId as string, randomUUID()));
    expect(retried.status).toBe(201);
    // The first call's order finally fails: that request is told nothing was booked, and the new
    // hold stays.
    fake.dropHung();
    expect((await first).status).toBe(503);
    const live = await handle.pool.query(
      "select count(*)::int as n from bookings where slot_id = $1 and status = 'PENDING'",
      [slotId],
    );
    expect(live.rows[0].n).toBe(1);
    expect(await book(a, other as string)).toMatchObject({ orderId: expect.stringMatching(/^order_/) });
  });

  it("a cancellation before the cut-off is refunded in full (decision 0024)", async () => {
    const a = app();
    const [s1] = await slots(a, 1);
    const b = await book(a, s1 as string);
    fake.payments.set("pay_c", { status: "captured", order_id: b.orderId, amount: 200_000, currency: "INR" });
    const paid = await verify(a, b.bookingId, {
      razorpay_payment_id: "pay_c",
      razorpay_order_id: b.orderId,
      razorpay_signature: sign(keySecret, `${b.orderId}|pay_c`),
    });
    expect(paid.status).toBe(200);
    const token = await manageTokenOf(handle.db, b.bookingId);
    const cancelled = await postJson(a, `/api/public/bookings/${b.bookingId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(fake.refunds).toContainEqual({ paymentId: "pay_c", amount: 200_000 });
  });
});
