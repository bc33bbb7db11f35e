import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeRazorpay } from "../support/fake-razorpay";
import {
  call,
  createHold,
  FaultLab,
  faultAppSecret,
  freshDatabase,
  insertSlots,
  type ServerProcess,
  sleep,
  solvedCaptcha,
  withClient,
} from "./fault-support";

/**
 * The Razorpay fake answering 500, hanging, or closing the connection: the patient gets a
 * clear message, no hold is left behind, nothing is charged twice, a slow provider never ties
 * up the database (the order is made outside the booking's transaction, decision 0040), holds
 * are released on expiry, and a webhook that comes late still confirms or refunds.
 */
const keyId = "rzp_test_fault";
const keySecret = "rzp_fault_secret";
const webhookSecret = "rzp_fault_webhook_secret";
const unavailable =
  "The payment service is not answering right now, so this time was not booked and nothing was charged. Please try again in a few minutes.";

const lab = new FaultLab();
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let server: ServerProcess;
let db: string;

beforeAll(async () => {
  fake = await startFakeRazorpay(keyId, keySecret);
  db = await freshDatabase("clinic_test_fault_razorpay");
  server = await lab.startHealthy({
    DATA_DIR: await lab.dataDir(),
    DATABASE_URL: db,
    APP_SECRET: faultAppSecret,
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_BASE: fake.apiBase,
  });
});
afterAll(async () => {
  await lab.cleanUp();
  await fake.close();
});

const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

async function rows(sql: string, params: unknown[] = []) {
  return withClient(db, async (client) => (await client.query(sql, params)).rows);
}

async function slotStatus(slotId: string): Promise<string> {
  return (await rows("select status from slots where id = $1", [slotId]))[0]?.status;
}

async function bookingStatus(bookingId: string): Promise<string> {
  return (await rows("select status from bookings where id = $1", [bookingId]))[0]?.status;
}

function verify(bookingId: string, orderId: string, paymentId: string, key = randomUUID()) {
  return call(server.url, `/api/public/bookings/${bookingId}/payments/verify`, {
    headers: { "idempotency-key": key },
    body: {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: sign(keySecret, `${orderId}|${paymentId}`),
      idempotencyKey: key,
    },
  });
}

function webhook(event: string, payment: { id: string; order_id: string }, eventId = randomUUID()) {
  const raw = JSON.stringify({
    event,
    payload: { payment: { entity: { ...payment, amount: 200_000, currency: "INR", status: "captured" } } },
  });
  return fetch(`${server.url}/api/webhooks/razorpay`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": sign(webhookSecret, raw),
      "x-razorpay-event-id": eventId,
    },
    body: raw,
  });
}

/** The hold's time runs out (the clock moved on): the server's expiry job releases it. */
async function expire(bookingId: string) {
  await rows("update bookings set hold_expires_at = now() - interval '1 second' where id = $1", [bookingId]);
  for (let i = 0; i < 100 && (await bookingStatus(bookingId)) === "PENDING"; i++) await sleep(200);
}

describe("Razorpay failing", () => {
  for (const fault of ["500", "close"] as const) {
    it(`order call answered with ${fault}: a clear message, the slot free again at once`, async () => {
      const [slotId] = await insertSlots(db, 1);
      fake.fault(fault);
      const before = fake.received.length;
      const { res } = await createHold(server.url, slotId as string);
      fake.fault(undefined);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: "service_unavailable", message: unavailable });
      expect(fake.received.length).toBe(before + 1);
      expect(await slotStatus(slotId as string)).toBe("OPEN");
      expect(await rows("select status from bookings where slot_id = $1", [slotId])).toEqual([
        { status: "FAILED" },
      ]);
      // The same time can be booked again as soon as the provider answers.
      const again = await createHold(server.url, slotId as string);
      expect(again.res.status).toBe(201);
    });
  }

  it("order call hanging: the database is never tied up, then a clear message and the slots free again", async () => {
    const slots = await insertSlots(db, 14);
    const tokens = await Promise.all(slots.map(() => solvedCaptcha(server.url)));
    fake.fault("hang");
    const before = fake.received.length;
    // More bookings waiting on the provider than the server has database connections (10).
    const waiting = slots.map((slotId, i) => createHold(server.url, slotId, tokens[i]));
    for (let i = 0; i < 80 && fake.received.length - before < slots.length; i++) await sleep(100);
    expect(fake.received.length - before).toBe(slots.length);
    const health = await call(server.url, "/api/health", { timeoutMs: 3000 });
    expect(health.status).toBe(200);
    const held = await rows("select count(*)::int as n from slots where id = any($1) and status = 'HELD'", [
      slots,
    ]);
    expect(held[0].n).toBe(14);
    const answers = await Promise.all(waiting);
    fake.fault(undefined);
    expect(answers.map((a) => a.res.status)).toEqual(slots.map(() => 503));
    expect(answers[0]?.res.body).toMatchObject({ code: "service_unavailable", message: unavailable });
    const open = await rows("select count(*)::int as n from slots where id = any($1) and status = 'OPEN'", [
      slots,
    ]);
    expect(open[0].n).toBe(14);
  });

  for (const fault of ["500", "close", "hang"] as const) {
    it(`payment check answered with ${fault}: a clear message, and the same key confirms later, charged once`, async () => {
      const [slotId] = await insertSlots(db, 1);
      const { created } = await createHold(server.url, slotId as string);
      if (!created) throw new Error("no hold");
      const paymentId = `pay_${randomUUID().slice(0, 12)}`;
      fake.payments.set(paymentId, {
        status: "captured",
        order_id: created.orderId,
        amount: 200_000,
        currency: "INR",
      });
      const key = randomUUID();
      fake.fault(fault);
      const failed = await verify(created.bookingId, created.orderId, paymentId, key);
      fake.fault(undefined);
      expect(failed.status).toBe(503);
      expect(String(failed.body.message)).toMatch(/Please do not pay again/);
      expect(await bookingStatus(created.bookingId)).toBe("PENDING");
      const ok = await verify(created.bookingId, created.orderId, paymentId, key);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ paymentStatus: "PAID" });
      // The webhook for the same payment comes too: still one booking, no refund.
      expect((await webhook("payment.captured", { id: paymentId, order_id: created.orderId })).status).toBe(
        200,
      );
      expect(await bookingStatus(created.bookingId)).toBe("PAID");
      expect(fake.refunds.filter((r) => r.paymentId === paymentId)).toEqual([]);
    });
  }
});

describe("holds and late webhooks", () => {
  it("an unpaid hold is released on expiry, once", async () => {
    const [slotId] = await insertSlots(db, 1);
    const { created } = await createHold(server.url, slotId as string);
    if (!created) throw new Error("no hold");
    expect(await slotStatus(slotId as string)).toBe("HELD");
    await expire(created.bookingId);
    expect(await bookingStatus(created.bookingId)).toBe("EXPIRED");
    expect(await slotStatus(slotId as string)).toBe("OPEN");
  });

  it("a webhook after the hold expired confirms the booking while its slot is free", async () => {
    const [slotId] = await insertSlots(db, 1);
    const { created } = await createHold(server.url, slotId as string);
    if (!created) throw new Error("no hold");
    await expire(created.bookingId);
    const paymentId = `pay_${randomUUID().slice(0, 12)}`;
    const res = await webhook("payment.captured", { id: paymentId, order_id: created.orderId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { outcome: "confirmed" } });
    expect(await bookingStatus(created.bookingId)).toBe("PAID");
    expect(await slotStatus(slotId as string)).toBe("BOOKED");
  });

  it("a webhook after the slot was taken refunds once, however often it is delivered", async () => {
    const [slotId] = await insertSlots(db, 1);
    const first = await createHold(server.url, slotId as string);
    if (!first.created) throw new Error("no hold");
    await expire(first.created.bookingId);
    const second = await createHold(server.url, slotId as string);
    expect(second.res.status).toBe(201);
    const paymentId = `pay_${randomUUID().slice(0, 12)}`;
    const payment = { id: paymentId, order_id: first.created.orderId };
    const eventId = randomUUID();
    const answers = [
      await webhook("payment.captured", payment, eventId),
      await webhook("payment.captured", payment, eventId),
      await webhook("order.paid", payment),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(fake.refunds.filter((r) => r.paymentId === paymentId)).toEqual([{ paymentId, amount: 200_000 }]);
    expect(await bookingStatus(first.created.bookingId)).toBe("EXPIRED");
    expect(await slotStatus(slotId as string)).toBe("HELD");
  });
});
