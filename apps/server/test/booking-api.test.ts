import { createHash, randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serviceOptionsFromConfig } from "../src/compose/service-options";
import { loadConfig } from "../src/config/config";
import type { DatabaseHandle } from "../src/db/client";
import { clinicContactOf } from "../src/http/structured-data";
import { expireHolds } from "../src/services/booking/hold-expiry";
import { bulkCreateSlots, seedDemoSlots } from "../src/services/slot-admin-service";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  postJson,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>;
const read = async (res: Response): Promise<Json> => (await res.json()) as Json;

async function book(app: ReturnType<typeof bookingApp>["app"], slotId: string, overrides = {}, headers = {}) {
  const token = await solvedCaptcha(app);
  return postJson(app, "/api/public/bookings", bookingBody(slotId, token, overrides), headers);
}

async function firstSlot(app: ReturnType<typeof bookingApp>["app"]) {
  const [slot] = await makeSlots(handle.db, 1);
  const [slotId] = await slotIdsOf(app, slot?.dateKey ?? "");
  return { slot: slot as NonNullable<typeof slot>, slotId: slotId as string };
}

describe("public slots", () => {
  it("lists a day's slots with times in the clinic's zone; a malformed date is a 400", async () => {
    const { app } = bookingApp(handle.db);
    const { slot } = await firstSlot(app);
    const { data: body, response } = await typedClient(app).GET("/api/public/slots", {
      params: { query: { date: slot.dateKey } },
    });
    expect(response.status).toBe(200);
    expect(body?.data[0]).toMatchObject({
      startAt: slot.startAt,
      endAt: slot.endAt,
      status: "OPEN",
      date: slot.dateKey,
    });
    expect(body?.data[0]?.startTimeFormatted).toMatch(/^\d{1,2}:\d{2} (am|pm)$/);
    for (const date of ["2026-13-01", "tomorrow"]) {
      const { error, response } = await typedClient(app).GET("/api/public/slots", {
        params: { query: { date } },
      });
      expect(response.status).toBe(400);
      expect(error?.code).toBe("validation_failed");
    }
  });

  it("names the dates with OPEN slots in a range", async () => {
    const { app } = bookingApp(handle.db);
    const { slot } = await firstSlot(app);
    const { data } = await typedClient(app).GET("/api/public/slots/dates", {
      params: { query: { from: slot.dateKey, to: slot.dateKey } },
    });
    expect(data?.data.dates).toEqual([slot.dateKey]);
  });
});

describe("POST /api/public/bookings", () => {
  it("holds the slot, creates a PENDING booking with the server's price, and answers no secret", async () => {
    const { app } = bookingApp(handle.db);
    const { slot, slotId } = await firstSlot(app);
    const res = await book(app, slotId);
    expect(res.status).toBe(201);
    const { data } = await read(res);
    expect(data).toMatchObject({
      amount: 200_000,
      currency: "INR",
      // An exempt clinic (the default receipt treatment) holds no GST in its price (decision 0125).
      taxPercent: 0,
      taxAmount: 0,
      gstIncluded: false,
      paymentProvider: "dummy",
      paymentStatus: "PENDING",
      checkout: null,
    });
    expect(data.bookingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.orderId).toMatch(/^order_dummy_/);
    const { data: slots } = await typedClient(app).GET("/api/public/slots", {
      params: { query: { date: slot.dateKey } },
    });
    expect(slots?.data[0]?.status).toBe("HELD");
  });

  it("answers 409 with the spec's message when the slot is taken", async () => {
    const { app } = bookingApp(handle.db);
    const { slotId } = await firstSlot(app);
    expect((await book(app, slotId)).status).toBe(201);
    const again = await book(app, slotId, {
      user: { name: "B", email: "b@example.com", phone: "+919876543211", timezone: "UTC" },
    });
    expect(again.status).toBe(409);
    expect(await read(again)).toMatchObject({
      code: "slot_unavailable",
      message: "This slot is no longer available. Please choose another time.",
    });
  });

  it("holds a slot whose times carry microseconds (made by SQL), at the times it was read", async () => {
    const { app } = bookingApp(handle.db);
    const { slotId } = await firstSlot(app);
    await handle.pool.query(
      "update slots set start_at = start_at + interval '123 microseconds', end_at = end_at + interval '456 microseconds' where id = $1",
      [slotId],
    );
    const res = await book(app, slotId);
    expect(res.status).toBe(201);
    const booked = await handle.pool.query("select status from slots where id = $1", [slotId]);
    expect(booked.rows[0].status).toBe("HELD");
  });

  it("validates as spec §5: phone, notes on /book-consultation only, time zone", async () => {
    const { app } = bookingApp(handle.db);
    const { slotId } = await firstSlot(app);
    const badPhone = await book(app, slotId, {
      user: { name: "A", email: "a@example.com", phone: "9876543210", timezone: "UTC" },
    });
    expect(badPhone.status).toBe(400);
    expect((await read(badPhone)).fields["user.phone"]).toBe("Please enter a valid 10-digit mobile number");
    const noNotes = await book(app, slotId, { notes: "" });
    expect((await read(noNotes)).fields.notes).toBeDefined();
    const badZone = await book(app, slotId, {
      user: { name: "A", email: "a@example.com", phone: "+919876543210", timezone: "Nowhere/City" },
    });
    expect(badZone.status).toBe(400);
    expect((await book(app, slotId, { notes: "", flow: "book" })).status).toBe(201);
  });

  it("requires a solved captcha, once", async () => {
    const { app } = bookingApp(handle.db);
    const slots = await makeSlots(handle.db, 2);
    const ids = await slotIdsOf(app, slots[0]?.dateKey ?? "");
    const missing = await postJson(app, "/api/public/bookings", bookingBody(ids[0] as string, "x"));
    expect(missing.status).toBe(400);
    const token = await solvedCaptcha(app);
    expect((await postJson(app, "/api/public/bookings", bookingBody(ids[0] as string, token))).status).toBe(
      201,
    );
    const reused = await postJson(app, "/api/public/bookings", bookingBody(ids[1] as string, token));
    expect(reused.status).toBe(400);
    expect((await read(reused)).message).toMatch(/already used/);
  });

  it("verifies with the configured robot check whatever provider name the payload carries (spec §7 sends 'recaptcha')", async () => {
    const { app } = bookingApp(handle.db);
    const { slotId } = await firstSlot(app);
    const token = await solvedCaptcha(app);
    const spec = { captcha: { provider: "recaptcha", token, action: "book_submit" } };
    expect((await postJson(app, "/api/public/bookings", bookingBody(slotId, token, spec))).status).toBe(201);
    const { slotId: other } = await firstSlot(app);
    const forged = { captcha: { provider: "recaptcha", token: "not-a-solution", action: "book_submit" } };
    expect((await postJson(app, "/api/public/bookings", bookingBody(other, "x", forged))).status).toBe(400);
  });

  it("refuses isAdminBooking from a visitor with 403 and creates nothing", async () => {
    const { app } = bookingApp(handle.db);
    const { slot, slotId } = await firstSlot(app);
    const res = await book(app, slotId, { isAdminBooking: true });
    expect(res.status).toBe(403);
    const { data: slots } = await typedClient(app).GET("/api/public/slots", {
      params: { query: { date: slot.dateKey } },
    });
    expect(slots?.data[0]?.status).toBe("OPEN");
  });

  it("limits live holds per client network (LIMIT_HOLDS_PER_CLIENT)", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_HOLDS_PER_CLIENT: 2 });
    const slots = await makeSlots(handle.db, 3);
    const ids = await slotIdsOf(app, slots[0]?.dateKey ?? "");
    expect((await book(app, ids[0] as string)).status).toBe(201);
    expect((await book(app, ids[1] as string)).status).toBe(201);
    const third = await book(app, ids[2] as string);
    expect(third.status).toBe(429);
    expect((await read(third)).code).toBe("hold_limit");
    // Issue 9: every 429 says when to come back; a hold is released by the end of HOLD_MINUTES (10).
    expect(third.headers.get("retry-after")).toBe("600");
  });

  it("spends the captcha only when the hold is tried: a refusal before it leaves the token usable", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_HOLDS_PER_CLIENT: 1 });
    const slots = await makeSlots(handle.db, 3);
    const [a, b, c] = (await slotIdsOf(app, slots[0]?.dateKey ?? "")) as [string, string, string];
    const asha = {};
    const ravi = {
      user: { name: "Ravi", email: "ravi@example.com", phone: "+919811111111", timezone: "UTC" },
    };
    const meera = {
      user: { name: "Meera", email: "meera@example.com", phone: "+919822222222", timezone: "UTC" },
    };
    // Asha's first hold is her network's one live hold: her second try is refused before anything
    // is written...
    expect(
      (
        await postJson(app, "/api/public/bookings", bookingBody(a, await solvedCaptcha(app), asha), {
          "x-forwarded-for": "10.1.1.1",
        })
      ).status,
    ).toBe(201);
    const token = await solvedCaptcha(app);
    const refused = await postJson(app, "/api/public/bookings", bookingBody(b, token, asha), {
      "x-forwarded-for": "10.1.1.1",
    });
    expect(refused.status).toBe(429);
    // ...so the same solution still books for someone else (another address, another person).
    const booked = await postJson(app, "/api/public/bookings", bookingBody(b, token, ravi), {
      "x-forwarded-for": "10.2.2.2",
    });
    expect(booked.status).toBe(201);
    // A slot lost to someone else is a tried hold: that solution is spent (the wizard asks for a new one).
    const late = await solvedCaptcha(app);
    const taken = await postJson(app, "/api/public/bookings", bookingBody(a, late, meera), {
      "x-forwarded-for": "10.3.3.3",
    });
    expect(taken.status).toBe(409);
    const reused = await postJson(app, "/api/public/bookings", bookingBody(c, late, meera), {
      "x-forwarded-for": "10.3.3.3",
    });
    expect(reused.status).toBe(400);
    expect((await read(reused)).fields.captcha).toBe(
      "This captcha verification was already used. Please verify again.",
    );
  });

  it("rate-limits booking attempts per client address (LIMIT_BOOKINGS_PER_MINUTE) with Retry-After", async () => {
    const { app } = bookingApp(handle.db, { LIMIT_BOOKINGS_PER_MINUTE: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await postJson(app, "/api/public/bookings", {}, { "x-forwarded-for": "9.9.9.9" })).status,
      );
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe("idempotency", () => {
  it("needs a UUID key", async () => {
    const { app } = bookingApp(handle.db);
    const { slotId } = await firstSlot(app);
    const token = await solvedCaptcha(app);
    expect(
      (await postJson(app, "/api/public/bookings", bookingBody(slotId, token), { "idempotency-key": "" }))
        .status,
    ).toBe(400);
    expect(
      (await postJson(app, "/api/public/bookings", bookingBody(slotId, token), { "idempotency-key": "abc" }))
        .status,
    ).toBe(400);
  });

  it("20 concurrent and 20 sequential requests with one key make one booking; another body is a 422", async () => {
    const { app } = bookingApp(handle.db);
    const { slotId } = await firstSlot(app);
    const token = await solvedCaptcha(app);
    const key = randomUUID();
    const body = bookingBody(slotId, token);
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(app, "/api/public/bookings", body, { "idempotency-key": key }),
      ),
    );
    const sequential = [];
    for (let i = 0; i < 20; i++)
      sequential.push(await postJson(app, "/api/public/bookings", body, { "idempotency-key": key }));
    const all = [...concurrent, ...sequential];
    const ok = all.filter((r) => r.status === 201);
    expect(all.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    for (const busy of all.filter((r) => r.status === 409))
      expect((await read(busy)).code).toBe("request_in_progress");
    expect(sequential.every((r) => r.status === 201)).toBe(true);
    const answers = await Promise.all(ok.map(async (r) => (await read(r)).data));
    for (const a of answers) expect(a).toEqual(answers[0]);
    const count = await handle.pool.query("select count(*)::int as n from bookings");
    expect(count.rows[0].n).toBe(1);
    const other = await postJson(
      app,
      "/api/public/bookings",
      { ...body, notes: "other" },
      { "idempotency-key": key },
    );
    expect(other.status).toBe(422);
    expect((await read(other)).code).toBe("idempotency_key_reused");
  });
});

describe("payment verification (dummy) and the confirmation", () => {
  async function pending(app: ReturnType<typeof bookingApp>["app"]) {
    const { slot, slotId } = await firstSlot(app);
    const { data } = await read(await book(app, slotId));
    return { slot, slotId, booking: data };
  }
  const verify = (app: ReturnType<typeof bookingApp>["app"], id: string, body: object, key = randomUUID()) =>
    postJson(app, `/api/public/bookings/${id}/payments/verify`, body, { "idempotency-key": key });

  it("accepts exactly the fixed test values with the booking's own order id", async () => {
    const { app } = bookingApp(handle.db);
    const a = await pending(app);
    const wrong = [
      {
        razorpay_payment_id: "pay_other",
        razorpay_order_id: a.booking.orderId,
        razorpay_signature: "dummy_signature",
      },
      {
        razorpay_payment_id: "pay_dummy_test",
        razorpay_order_id: a.booking.orderId,
        razorpay_signature: "dummy_signaturE",
      },
      {
        razorpay_payment_id: "pay_dummy_test",
        razorpay_order_id: "order_dummy_someone_else",
        razorpay_signature: "dummy_signature",
      },
    ];
    for (const body of wrong) {
      const res = await verify(app, a.booking.bookingId, body);
      expect(res.status).toBe(400);
      expect(await read(res)).toMatchObject({
        code: "payment_failed",
        message: "Payment verification failed",
      });
    }
    const good = {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: a.booking.orderId,
      razorpay_signature: "dummy_signature",
    };
    const res = await verify(app, a.booking.bookingId, good);
    expect(res.status).toBe(200);
    const { data } = await read(res);
    expect(data).toMatchObject({
      paymentStatus: "PAID",
      amount: 200_000,
      currency: "INR",
      timezone: "Asia/Kolkata",
    });
    expect(data.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/Consultation-[A-Za-z0-9_-]{22}$/);
    expect(data.icsDownloadUrl).toBe(`/api/public/bookings/${a.booking.bookingId}/invite.ics`);
    // Verifying again is harmless.
    expect((await verify(app, a.booking.bookingId, good)).status).toBe(200);
    const { data: slots } = await typedClient(app).GET("/api/public/slots", {
      params: { query: { date: a.slot.dateKey } },
    });
    expect(slots?.data[0]?.status).toBe("BOOKED");

    const confirmation = await typedClient(app).GET("/api/public/bookings/{bookingId}", {
      params: { path: { bookingId: a.booking.bookingId } },
    });
    expect(confirmation.response.headers.get("cache-control")).toBe("no-store");
    const shown = confirmation.data?.data;
    expect(shown?.reference).toMatch(/^PT-[A-Z0-9]{8}$/);
    expect(JSON.stringify(shown)).not.toContain("asha@example.com");
    const unknown = { params: { path: { bookingId: randomUUID() } } };
    expect((await typedClient(app).GET("/api/public/bookings/{bookingId}", unknown)).response.status).toBe(
      404,
    );
  });

  it("serves a PII-free RFC 5545 event that a real parser reads, organised by the clinic's content email", async () => {
    const { app } = bookingApp(handle.db, {
      clinicEmail: "admin-signin@clinic.example",
      organizer: { name: 'Healing "Touch"; Physio', email: "care@healingtouch.example" },
    });
    const a = await pending(app);
    const invite = { params: { path: { bookingId: a.booking.bookingId } }, parseAs: "text" } as const;
    expect(
      (await typedClient(app).GET("/api/public/bookings/{bookingId}/invite.ics", invite)).response.status,
    ).toBe(404);
    const paid = await read(
      await verify(app, a.booking.bookingId, {
        razorpay_payment_id: "pay_dummy_test",
        razorpay_order_id: a.booking.orderId,
        razorpay_signature: "dummy_signature",
      }),
    );
    const { data: text = "", response } = await typedClient(app).GET(
      "/api/public/bookings/{bookingId}/invite.ics",
      invite,
    );
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    // No token is asked for: the download is the event alone (decision 0093), the invitation with the
    // patient as attendee is the one in their emails.
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(event.uid).toBe(`${a.booking.bookingId}@clinic-booking`);
    expect(event.startDate.toJSDate().toISOString()).toBe(a.slot.startAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(a.slot.endAt);
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.location).toBe(paid.data.meetingLink);
    expect(event.organizer.toLowerCase()).toBe("mailto:care@healingtouch.example");
    expect(event.component.getFirstProperty("organizer")?.getParameter("cn")).toBe('Healing "Touch"; Physio');
    expect(event.attendees).toHaveLength(0);
    for (const detail of ["Asha", "Rao", "asha@example.com", "9876543210", "Knee", "admin-signin"])
      expect(text).not.toContain(detail);
    expect(event.component.getFirstSubcomponent("valarm")).not.toBeNull();
    expect(text).toContain(`URL:${paid.data.meetingLink}`);
  });

  it("expires holds through the job: slot OPEN again, booking EXPIRED, once (controllable clock)", async () => {
    const { app } = bookingApp(handle.db, { HOLD_MINUTES: 10 });
    const a = await pending(app);
    expect(await expireHolds(handle.db, new Date(Date.now() + 9 * 60_000))).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    const results = await Promise.all([
      expireHolds(handle.db, later),
      expireHolds(handle.db, later),
      expireHolds(handle.db, later),
    ]);
    expect(results.reduce((s, n) => s + n, 0)).toBe(1);
    const { data: slots } = await typedClient(app).GET("/api/public/slots", {
      params: { query: { date: a.slot.dateKey } },
    });
    expect(slots?.data[0]?.status).toBe("OPEN");
    // A payment after expiry is still honoured while the slot is free.
    const res = await verify(app, a.booking.bookingId, {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: a.booking.orderId,
      razorpay_signature: "dummy_signature",
    });
    expect(res.status).toBe(200);
  });

  it("refuses a late payment when the slot was taken meanwhile", async () => {
    const { app } = bookingApp(handle.db, { HOLD_MINUTES: 10 });
    const a = await pending(app);
    await expireHolds(handle.db, new Date(Date.now() + 11 * 60_000));
    const other = await book(app, a.slotId, {
      user: { name: "B", email: "b@example.com", phone: "+919876543211", timezone: "UTC" },
    });
    expect(other.status).toBe(201);
    const res = await verify(app, a.booking.bookingId, {
      razorpay_payment_id: "pay_dummy_test",
      razorpay_order_id: a.booking.orderId,
      razorpay_signature: "dummy_signature",
    });
    expect(res.status).toBe(409);
    // The dummy provider took no money, so there is nothing to refund: the slot is simply gone.
    expect((await read(res)).code).toBe("slot_unavailable");
  });
});

describe("admin bulk create and the demo seed", () => {
  it("the route refuses without an admin session (401); the service creates and skips repeats", async () => {
    const { app } = bookingApp(handle.db);
    const body = {
      slots: [
        {
          dateKey: "2030-01-07",
          startAt: "2030-01-07T03:30:00.000Z",
          endAt: "2030-01-07T04:30:00.000Z",
          tz: "Asia/Kolkata",
          status: "OPEN",
        },
      ],
    };
    expect((await postJson(app, "/api/admin/slots/bulkCreate", body)).status).toBe(401);
    expect(await bulkCreateSlots(handle.db, body as never)).toMatchObject({
      count: 1,
      calendarEventsCreated: 0,
    });
    expect((await bulkCreateSlots(handle.db, body as never)).count).toBe(0);
    await expect(
      bulkCreateSlots(handle.db, { slots: [{ ...body.slots[0], dateKey: "2030-01-08" }] } as never),
    ).rejects.toThrow(/need attention/);
  });

  it("seeds weekday demo slots for the next 14 days", async () => {
    const now = new Date("2026-11-23T00:00:00Z"); // a Monday, 05:30 in Kolkata
    const created = await seedDemoSlots(handle.db, "Asia/Kolkata", now);
    expect(created).toBe(10 * 6);
    const { rows } = await handle.pool.query(
      "select distinct extract(isodow from start_at at time zone 'Asia/Kolkata')::int as d from slots",
    );
    expect(rows.map((r) => r.d).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the invitations' organizer (decision 0093)", () => {
  it("is the content file's contact email from the built home page, never ADMIN_EMAIL", () => {
    const config = loadConfig({
      ADMIN_EMAIL: "admin-signin@clinic.example",
      PUBLIC_URL: "http://localhost:3000",
    });
    const home = `<html><head><script id="clinic-structured-data" type="application/ld+json">${JSON.stringify(
      {
        "@type": ["MedicalClinic"],
        name: "Healing Touch Physiotherapy",
        email: "care@healingtouch.example",
      },
    )}</script></head></html>`;
    const contact = clinicContactOf(home);
    expect(contact).toEqual({ name: "Healing Touch Physiotherapy", email: "care@healingtouch.example" });
    expect(serviceOptionsFromConfig(config, testSecret, contact).organizer).toEqual(contact);
    // No build (API only): an address at the site's host, still not the admin's sign-in identity.
    expect(clinicContactOf(undefined)).toBeUndefined();
    expect(serviceOptionsFromConfig(config, testSecret).organizer?.email).toBe("bookings@localhost");
  });
});

describe("the hold limit's client key (decision 0093)", () => {
  it("is a keyed hash of the address, not a sha256 anyone can recompute", async () => {
    const { app } = bookingApp(handle.db);
    const { slotId } = await firstSlot(app);
    expect((await book(app, slotId, {}, { "x-forwarded-for": "203.0.113.7" })).status).toBe(201);
    const { rows } = await handle.pool.query("select client_key from bookings");
    const key = rows[0]?.client_key as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const plain = createHash("sha256").update("client:203.0.113.7").digest("hex").slice(0, 32);
    expect(key).not.toBe(plain);
  });
});
