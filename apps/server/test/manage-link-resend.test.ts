import { randomUUID } from "node:crypto";
import { manageLinkResentMessage } from "@clinic/contract/booking";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailMessage } from "../src/integrations/email/email-sender";
import { deliverDueEmails } from "../src/services/booking-email-service";
import { createSecretBox } from "../src/services/secret-box";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  manageTokenOf,
  postJson,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/**
 * "Email me my manage link again" on the confirmation page (issue 32): POST
 * /api/public/bookings/{bookingId}/manage-link, no body. The link goes to the booking's own address, the
 * answer is the same whether or not an email went, and the limiter caps it per booking and per network.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function bookings() {
  const { app } = bookingApp(handle.db, { publicUrl: "https://clinic.example" });
  const [first, second] = await makeSlots(handle.db, 2);
  const ids = await slotIdsOf(app, first?.dateKey ?? "");
  const create = async (slotId: string) =>
    (
      (await (
        await postJson(app, "/api/public/bookings", bookingBody(slotId, await solvedCaptcha(app)))
      ).json()) as { data: { bookingId: string; orderId: string } }
    ).data;
  const paid = await create(ids[0] as string);
  const verified = await postJson(app, `/api/public/bookings/${paid.bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: paid.orderId,
    razorpay_signature: "dummy_signature",
  });
  expect(verified.status).toBe(200);
  const unpaid = await create((await slotIdsOf(app, second?.dateKey ?? ""))[1] as string);
  // The confirmation's own emails are not this test's.
  await handle.pool.query("delete from email_outbox");
  return { app, paid: paid.bookingId, unpaid: unpaid.bookingId };
}

type BookingApp = Awaited<ReturnType<typeof bookings>>["app"];
/** The call as the confirmation page makes it: a POST with no body, from one client address. */
const ask = (app: BookingApp, bookingId: string, from = "203.0.113.7") =>
  typedClient(app).POST("/api/public/bookings/{bookingId}/manage-link", {
    params: { path: { bookingId } },
    headers: { "x-forwarded-for": from },
  });
/** Raw on purpose: a malformed id goes as written (the typed client would escape its `%`). */
const askMalformed = (app: BookingApp, bookingId: string) =>
  app.request(`/api/public/bookings/${bookingId}/manage-link`, {
    method: "POST",
    headers: { "x-forwarded-for": "203.0.113.7" },
  });

const queued = async () =>
  (await handle.pool.query("select kind, booking_id, to_address, text_body from email_outbox")).rows;

describe("emailing the manage link again", () => {
  it("queues the link to the booking's own address; sent, it is the link of the confirmation email", async () => {
    const { app, paid } = await bookings();
    const res = await ask(app, paid);
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get("cache-control")).toBe("no-store");
    expect(res.data).toEqual({ success: true, data: null, message: manageLinkResentMessage });
    const rows = await queued();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ booking_id: paid, to_address: "asha@example.com" });
    expect(rows[0].kind).toMatch(/^manage-link:[0-9a-f-]{36}$/);
    // The outbox holds no token: the link is written when the email is sent (decisions 0066, 0093).
    const token = await manageTokenOf(handle.db, paid);
    expect(rows[0].text_body).not.toContain(token);

    const sent: EmailMessage[] = [];
    const links = { box: createSecretBox(testSecret), publicUrl: "https://clinic.example" };
    await deliverDueEmails(handle.db, { send: async (m) => void sent.push(m) }, new Date(), links);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("asha@example.com");
    expect(sent[0]?.text).toContain(`https://clinic.example/manage/${paid}#token=${token}`);
    expect(sent[0]?.text).toMatch(/Reference: PT-/);
    // The link opens the booking.
    const view = await postJson(app, `/api/public/bookings/${paid}/manage`, { token });
    expect(view.status).toBe(200);
  });

  it("answers the same for an unpaid or unknown booking, and sends nothing", async () => {
    const { app, unpaid } = await bookings();
    for (const bookingId of [unpaid, randomUUID(), "not-a-booking"]) {
      const res = await ask(app, bookingId);
      expect(res.response.status, bookingId).toBe(200);
      expect(res.data).toEqual({ success: true, data: null, message: manageLinkResentMessage });
    }
    expect(await queued()).toEqual([]);
  });

  it("is limited per booking (3 an hour, an unknown one alike) and per network (10 an hour)", async () => {
    const { app, paid } = await bookings();
    for (const bookingId of [paid, randomUUID()]) {
      for (let i = 0; i < 3; i++)
        expect((await ask(app, bookingId, `198.51.100.${i}`)).response.status).toBe(200);
      const fourth = await ask(app, bookingId, "198.51.100.200");
      expect(fourth.response.status).toBe(429);
      expect(fourth.response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(fourth.error?.code).toBe("rate_limited");
    }
    expect((await queued()).length).toBe(3);
    // One network, many bookings: the eleventh request in the hour is refused.
    for (let i = 0; i < 10; i++)
      expect((await ask(app, randomUUID(), "192.0.2.9")).response.status).toBe(200);
    expect((await ask(app, randomUUID(), "192.0.2.9")).response.status).toBe(429);
  });

  it("refuses a malformed id with 400 and declares itself in the OpenAPI document", async () => {
    const { app } = await bookings();
    expect((await askMalformed(app, "x".repeat(65))).status).toBe(400);
    // A NUL in the id reaches the per-booking limit's key before validation: still a 400, not a 500.
    expect((await askMalformed(app, "%00")).status).toBe(400);
    // Raw: the document itself is no route it documents.
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const operation = document.paths["/api/public/bookings/{bookingId}/manage-link"]?.post ?? {};
    expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "429"]));
    expect(operation.requestBody).toBeUndefined();
    expect(operation["x-idempotency"]).toBe("none");
  });
});
