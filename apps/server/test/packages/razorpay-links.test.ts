import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { insertPatient } from "../../src/db/patient-repository";
import { type AdminBookingApp, signedInCaller } from "../support/admin-test-app";
import { adminEmail, testPublicUrl } from "../support/auth-test-app";
import { bookingBody, makeSlots, solvedCaptcha, testSecret } from "../support/booking-fixtures";
import { startFakeRazorpay } from "../support/fake-razorpay";
import {
  type FakeLink,
  paymentLinkPaidEvent,
  qrCodeCreditedEvent,
  signedWebhook,
} from "../support/fake-razorpay-links";
import { intensiveCourse } from "../support/package-fixtures";
import { billing } from "../support/receipt-fixtures";
import { createTestApp, testAppSecret } from "../support/test-app";
import { openWorkerDatabase, resetDatabase } from "../support/test-database";
import { typedClient } from "../support/typed-client";

/**
 * Decision 0133: with Razorpay, a payment link is a Razorpay Payment Link made outside any
 * transaction, and the front desk's UPI QR a single-use Razorpay QR code; their webhooks
 * (`payment_link.paid`, `qr_code.credited`) pay the purchase or booking once, for its exact amount.
 */
const keyId = "rzp_test_key";
const keySecret = "rzp_test_secret_value";
const webhookSecret = "rzp_webhook_secret";

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

function razorpayApp(): AdminBookingApp {
  return createTestApp({
    db: handle.db,
    booking: {
      appSecret: testSecret,
      ALTCHA_COST: 300,
      LIMIT_HOLDS_PER_CLIENT: 100,
      LIMIT_HELD_SLOTS_PERCENT: 0,
      LIMIT_BOOKINGS_PER_MINUTE: 1000,
      LIMIT_CHALLENGES_PER_MINUTE: 1000,
      LIMIT_VERIFY_PER_MINUTE: 1000,
      paymentProvider: "razorpay",
      razorpay: { keyId, keySecret, webhookSecret, apiBase: fake.apiBase },
    },
    auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
  }).app;
}

async function setUp() {
  const app = razorpayApp();
  const owner = await signedInCaller(app);
  const patientId = randomUUID();
  await insertPatient(handle.db, {
    id: patientId,
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+919876543210",
  });
  const packageId = (await owner("POST", "/api/admin/packages", intensiveCourse)).json.data.id as string;
  const sell = () =>
    owner("POST", `/api/admin/patients/${patientId}/packages`, { packageId, payment: { kind: "link" } });
  const webhook = async (event: object, eventId = `evt_${randomUUID()}`) => {
    const signed = signedWebhook(webhookSecret, event, eventId);
    const res = await app.request("/api/webhooks/razorpay", {
      method: "POST",
      headers: signed.headers,
      body: signed.raw,
    });
    return {
      status: res.status,
      outcome: ((await res.json()) as { data?: { outcome: string } }).data?.outcome,
    };
  };
  return { app, owner, patientId, sell, webhook };
}

const fakeLinkOf = (linkId: string) =>
  [...fake.links.values()].find((l) => l.reference_id === linkId) as FakeLink;

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await handle.pool.query(`select count(*)::int as n from ${sql}`, params)).rows[0].n as number;
}

async function holdBooking(app: AdminBookingApp): Promise<string> {
  await makeSlots(handle.db, 1);
  const slotId = (await handle.pool.query("select id from slots")).rows[0].id as string;
  const held = await typedClient(app).POST("/api/public/bookings", {
    body: bookingBody(slotId, await solvedCaptcha(app)),
  });
  return held.data?.data.bookingId as string;
}

describe("a package sold by a Razorpay Payment Link", () => {
  it("is Razorpay's short_url for the package's price; paid by webhook once, with credits and one receipt", async () => {
    const { app, owner, patientId, sell, webhook } = await setUp();
    expect((await owner("PUT", "/api/admin/settings", { receipts: billing })).status).toBe(200);
    const before = fake.requests.links.length;
    const sold = await sell();
    expect(sold.status).toBe(201);
    const { paymentLink, purchaseId } = sold.json.data;
    const made = fakeLinkOf(paymentLink.id);
    expect(paymentLink.url).toBe(made.short_url);
    expect(fake.requests.links).toHaveLength(before + 1);
    const request = fake.requests.links.at(-1) as Record<string, unknown>;
    expect(request).toEqual({
      amount: 1_500_000,
      currency: "INR",
      accept_partial: false,
      expire_by: Math.floor(Date.parse(paymentLink.expiresAt) / 1000),
      reference_id: paymentLink.id,
      description: "Intensive MLD course",
      reminder_enable: true,
      notify: { sms: false, email: false },
      notes: { linkId: paymentLink.id },
    });
    expect(Date.parse(paymentLink.expiresAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const row = await handle.pool.query("select provider, provider_link_id, url, status from payment_links");
    expect(row.rows).toEqual([
      { provider: "razorpay", provider_link_id: made.id, url: made.short_url, status: "open" },
    ]);
    // Once Razorpay has made it, the link goes to the patient (the clinic's email; Razorpay notifies no one).
    const sent = await handle.pool.query("select text_body from email_outbox where kind = $1", [
      `payment-link:${paymentLink.id}`,
    ]);
    expect(sent.rows).toHaveLength(1);
    expect(sent.rows[0].text_body).toContain(`: ${made.short_url}`);
    // Only the test provider's links pay at a click.
    expect(
      (await app.request(`/api/public/payment-links/${paymentLink.id}/pay`, { method: "POST" })).status,
    ).toBe(404);

    const event = paymentLinkPaidEvent(made, "pay_Link0000000001");
    expect(await webhook(event, "evt_link_1")).toEqual({ status: 200, outcome: "paid" });
    const listed = await owner("GET", `/api/admin/patients/${patientId}/packages`);
    expect(listed.json.data.items[0]).toMatchObject({ purchaseId, paymentStatus: "PAID", sessionsLeft: 10 });
    expect(listed.json.data.items[0].receiptNumber).toMatch(/^LC\/\d{2}-\d{2}\/0001$/);
    // Replayed with its id, then as a new event: nothing is paid twice.
    expect(await webhook(event, "evt_link_1")).toEqual({ status: 200, outcome: "paid" });
    expect(await webhook(event, "evt_link_2")).toEqual({ status: 200, outcome: "already-paid" });
    expect(await count("receipts where purchase_id = $1", [purchaseId])).toBe(1);
    expect(await count("package_credits where purchase_id = $1", [purchaseId])).toBe(1);
    const page = await app.request(`/api/public/payment-links/${paymentLink.id}`);
    expect(((await page.json()) as { data: { status: string; provider: string } }).data).toMatchObject({
      status: "paid",
      provider: "razorpay",
    });
  });

  it("a payment of another amount changes nothing; UPI links are asked for only once Settings enable them", async () => {
    const { owner, patientId, sell, webhook } = await setUp();
    const { paymentLink, purchaseId } = (await sell()).json.data;
    const made = fakeLinkOf(paymentLink.id);
    expect(await webhook(paymentLinkPaidEvent(made, "pay_Short00000001", 100_000))).toMatchObject({
      outcome: "amount-mismatch",
    });
    expect(await webhook(paymentLinkPaidEvent(made, "pay_Usd000000001", made.amount, "USD"))).toMatchObject({
      outcome: "amount-mismatch",
    });
    const listed = await owner("GET", `/api/admin/patients/${patientId}/packages`);
    expect(listed.json.data.items[0]).toMatchObject({
      purchaseId,
      paymentStatus: "PENDING",
      sessionsLeft: 0,
    });
    expect(await count("payment_links where status = 'open'")).toBe(1);
    expect(await count("receipts")).toBe(0);

    const saved = await owner("PUT", "/api/admin/settings", {
      upi: { razorpayUpiLinks: true, vpa: "", payeeName: "" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.upi.razorpayUpiLinks).toBe(true);
    await sell();
    expect(fake.requests.links.at(-1)).toMatchObject({ upi_link: true });
  });

  it("a Razorpay failure answers 503 and leaves no sale and no link; the retry works, and two callers share one link", async () => {
    const { owner, patientId, sell } = await setUp();
    fake.fault("500");
    const failed = await sell();
    expect(failed.status).toBe(503);
    expect(failed.json.message).toMatch(/Razorpay could not make the payment link/);
    expect(await count("package_purchases")).toBe(0);
    expect(await count("payment_links")).toBe(0);
    expect(await count("email_outbox where kind like 'payment-link:%'")).toBe(0);
    fake.fault(undefined);
    const sold = await sell();
    expect(sold.status).toBe(201);
    const { purchaseId, paymentLink } = sold.json.data;
    expect(paymentLink.url).toMatch(/^https:\/\/rzp\.io\/i\//);

    // The link expires; the desk asks again while Razorpay fails: 503, nothing left being made.
    await handle.pool.query("update payment_links set expires_at = now() - interval '1 minute'");
    fake.fault("500");
    const again = await owner("POST", `/api/admin/package-purchases/${purchaseId}/payment-link`);
    expect(again.status).toBe(503);
    expect(await count("payment_links where status in ('open', 'making')")).toBe(0);
    fake.fault(undefined);
    const before = fake.requests.links.length;
    const [one, two] = await Promise.all([
      owner("POST", `/api/admin/package-purchases/${purchaseId}/payment-link`),
      owner("POST", `/api/admin/package-purchases/${purchaseId}/payment-link`),
    ]);
    expect([one?.status, two?.status]).toEqual([200, 200]);
    expect(one?.json.data.id).toBe(two?.json.data.id);
    expect(fake.requests.links.length).toBe(before + 1);
    expect(await count("payment_links where status = 'open'")).toBe(1);
    expect((await owner("GET", `/api/admin/patients/${patientId}/packages`)).json.data.items).toHaveLength(1);
  });
});

describe("a booking paid through Razorpay", () => {
  it("by its Payment Link's webhook: PAID and confirmed", async () => {
    const { app, owner, webhook } = await setUp();
    const bookingId = await holdBooking(app);
    const made = await owner("POST", `/api/admin/bookings/${bookingId}/payment-link`);
    expect(made.status).toBe(200);
    const link = fakeLinkOf(made.json.data.id);
    expect(made.json.data.url).toBe(link.short_url);
    expect(fake.requests.links.at(-1)).toMatchObject({
      amount: 200_000,
      description: "Physiotherapy consultation",
    });
    expect(await webhook(paymentLinkPaidEvent(link, "pay_Booking000001"))).toMatchObject({ outcome: "paid" });
    const row = await handle.pool.query("select status, payment_id from bookings where id = $1", [bookingId]);
    expect(row.rows[0]).toEqual({ status: "PAID", payment_id: "pay_Booking000001" });
    expect(await webhook(paymentLinkPaidEvent(link, "pay_Booking000001"))).toMatchObject({
      outcome: "already-paid",
    });
    expect(await count("receipts where booking_id = $1", [bookingId])).toBe(1);
  });

  it("by a single-use UPI QR at the desk: made with Razorpay's body, paid once by qr_code.credited, for its amount only", async () => {
    const { app, owner, webhook } = await setUp();
    const bookingId = await holdBooking(app);
    const made = await owner("POST", `/api/admin/bookings/${bookingId}/upi-qr`);
    expect(made.status).toBe(200);
    const { id, imageUrl, closesAt } = made.json.data;
    const qr = [...fake.qrCodes.values()].find((q) => q.notes.linkId === id);
    expect(qr).toBeDefined();
    expect(imageUrl).toBe(qr?.image_url);
    expect(fake.requests.qrCodes.at(-1)).toEqual({
      type: "upi_qr",
      name: expect.any(String),
      usage: "single_use",
      fixed_amount: true,
      payment_amount: 200_000,
      description: "Physiotherapy session",
      close_by: Math.floor(Date.parse(closesAt) / 1000),
      notes: { linkId: id },
    });
    expect(Date.parse(closesAt) - Date.now()).toBeGreaterThan(15 * 60_000);
    // Asked again while open: the same QR. A link for the same booking is another thing.
    expect((await owner("POST", `/api/admin/bookings/${bookingId}/upi-qr`)).json.data.id).toBe(id);
    expect((await app.request(`/api/public/payment-links/${id}`)).status).toBe(404);

    const paidQr = qr as NonNullable<typeof qr>;
    expect(await webhook(qrCodeCreditedEvent(paidQr, "pay_Qr00000000001", 199_900))).toMatchObject({
      outcome: "amount-mismatch",
    });
    expect(
      (await handle.pool.query("select status from bookings where id = $1", [bookingId])).rows[0].status,
    ).toBe("PENDING");
    const credited = qrCodeCreditedEvent(paidQr, "pay_Qr00000000002");
    expect(await webhook(credited, "evt_qr_1")).toMatchObject({ outcome: "paid" });
    expect(await webhook(credited, "evt_qr_1")).toMatchObject({ outcome: "paid" });
    expect(await webhook(credited, "evt_qr_2")).toMatchObject({ outcome: "already-paid" });
    const row = await handle.pool.query("select status, payment_id from bookings where id = $1", [bookingId]);
    expect(row.rows[0]).toEqual({ status: "PAID", payment_id: "pay_Qr00000000002" });
    expect(await count("receipts where booking_id = $1", [bookingId])).toBe(1);
    expect((await owner("POST", `/api/admin/bookings/${bookingId}/upi-qr`)).json.code).toBe("link_closed");
  });

  it("a QR when Razorpay fails: 503 and nothing kept", async () => {
    const { app, owner } = await setUp();
    const bookingId = await holdBooking(app);
    fake.fault("500");
    const failed = await owner("POST", `/api/admin/bookings/${bookingId}/upi-qr`);
    expect(failed.status).toBe(503);
    expect(await count("payment_links")).toBe(0);
    fake.fault(undefined);
    expect((await owner("POST", `/api/admin/bookings/${bookingId}/upi-qr`)).status).toBe(200);
  });
});
