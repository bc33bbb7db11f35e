import { consentMessages } from "@clinic/contract/privacy-notice";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { createAddressHasher } from "../src/services/address-hash";
import { adminBookingApp, sessionHeaders, signedInClient, signInAs } from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import {
  bookingApp,
  bookingBody,
  makeSlots,
  postJson,
  slotIdsOf,
  solvedCaptcha,
  testSecret,
} from "./support/booking-fixtures";
import { testConsent, testNoticeVersion, testPrivacyNotice } from "./support/privacy-notice-fixture";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { sameSiteHeader, typedClient } from "./support/typed-client";

/**
 * The privacy notice and the consents of a booking (issue 20; decision 0100): the notice at
 * GET /api/public/privacy-notice, a patient's booking refused without consent or under another notice
 * (nothing stored), the two consent rows stored with the booking, and consent taken by phone.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

type Row = Record<string, unknown>;
const rows = async (text: string, values: unknown[] = []): Promise<Row[]> =>
  (await handle.pool.query(text, values)).rows;
const counts = async () =>
  (
    await rows(
      `select (select count(*)::int from bookings) as bookings, (select count(*)::int from consents) as consents,
        (select count(*)::int from slots where status <> 'OPEN') as taken`,
    )
  )[0];

describe("GET /api/public/privacy-notice", () => {
  it("answers the server's notice in the envelope, version first, cacheable briefly", async () => {
    const { app } = createTestApp({ db: handle.db });
    const { data: body, response } = await typedClient(app).GET("/api/public/privacy-notice");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body?.success).toBe(true);
    expect(body?.version).toBe(testPrivacyNotice.version);
    expect(Object.keys(body?.data ?? {})[0]).toBe("version");
    expect(body?.data).toEqual(JSON.parse(JSON.stringify(testPrivacyNotice)));
  });

  it("is a 404 in the error envelope on a server without a notice (no web build)", async () => {
    const { app } = createTestApp({ db: handle.db, privacyNotice: null });
    const { error, response } = await typedClient(app).GET("/api/public/privacy-notice");
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ success: false, code: "not_found" });
  });
});

describe("a patient's booking and its consent", () => {
  /** A patient's booking with `override`; some overrides do not fit the document's types (bad input on purpose). */
  async function attempt(override: Record<string, unknown>, from = "203.0.113.21") {
    const { app } = bookingApp(handle.db);
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey ?? "");
    const body = { ...bookingBody(slotId as string, await solvedCaptcha(app)), ...override };
    return postJson(app, "/api/public/bookings", body, { "x-forwarded-for": from });
  }

  const refusals: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ["without consent", { consent: undefined }, { consent: consentMessages.missing }],
    [
      "without the tele-consultation's consent",
      { consent: { noticeVersion: testNoticeVersion, teleconsultation: false } },
      { "consent.teleconsultation": consentMessages.teleconsultation },
    ],
    [
      "without the notice's version",
      { consent: { teleconsultation: true } },
      { "consent.noticeVersion": consentMessages.noticeVersion },
    ],
    [
      "under another version of the notice",
      { consent: { noticeVersion: "2020-01-01", teleconsultation: true } },
      { "consent.noticeVersion": consentMessages.noticeChanged },
    ],
    ["with consent by phone", { consentByPhone: true }, { consentByPhone: consentMessages.phoneNotAdmin }],
  ];
  for (const [what, override, fields] of refusals)
    it(`is refused ${what}: 400 with the field's error, nothing held or stored`, async () => {
      const res = await attempt(override);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(body.code).toBe("validation_failed");
      expect(body.fields).toMatchObject(fields);
      expect(await counts()).toEqual({ bookings: 0, consents: 0, taken: 0 });
    });

  it("tells the patient the notice changed, and to reload", async () => {
    const res = await attempt({ consent: { noticeVersion: "old", teleconsultation: true } });
    expect(((await res.json()) as { message: string }).message).toMatch(/changed.*reload the page/i);
  });

  it("stores the two consents with the booking: version, time, method online and the keyed address hash", async () => {
    const before = Date.now();
    const { app } = bookingApp(handle.db);
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey ?? "");
    const res = await typedClient(app, { "x-forwarded-for": "198.51.100.7" }).POST("/api/public/bookings", {
      body: bookingBody(slotId as string, await solvedCaptcha(app)),
    });
    expect(res.response.status).toBe(201);
    const bookingId = res.data?.data.bookingId;
    const stored = await rows(
      "select kind, notice_version, method, address_hash, taken_by, given_at, withdrawn_at from consents where booking_id = $1 order by kind",
      [bookingId],
    );
    const hash = createAddressHasher(testSecret)("consent", "198.51.100.7");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.map(({ given_at: _, ...row }) => row)).toEqual(
      ["processing", "teleconsultation"].map((kind) => ({
        kind,
        notice_version: testNoticeVersion,
        method: "online",
        address_hash: hash,
        taken_by: null,
        withdrawn_at: null,
      })),
    );
    for (const row of stored) {
      const at = (row.given_at as Date).getTime();
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
    // The address itself is kept nowhere.
    expect(JSON.stringify(await rows("select * from consents"))).not.toContain("198.51.100.7");
    // The address's consent hash is not its hold limit's key: one purpose per hash.
    const [booking] = await rows("select client_key from bookings where id = $1", [bookingId]);
    expect(booking?.client_key).not.toBe(hash);
  });

  it("a replay under the same key stores the consents once", async () => {
    const { app } = bookingApp(handle.db);
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey ?? "");
    const body = bookingBody(slotId as string, await solvedCaptcha(app));
    const submit = { body, headers: { "idempotency-key": crypto.randomUUID() } };
    const first = await typedClient(app).POST("/api/public/bookings", submit);
    const again = await typedClient(app).POST("/api/public/bookings", submit);
    expect([first.response.status, again.response.status]).toEqual([201, 201]);
    expect(await counts()).toMatchObject({ bookings: 1, consents: 2 });
  });

  it("on a server without a notice (no web build), records the version sent, unchecked", async () => {
    const { app } = createTestApp({
      db: handle.db,
      trustProxy: 1,
      privacyNotice: null,
      booking: { appSecret: testSecret, ALTCHA_COST: 300, LIMIT_HELD_SLOTS_PERCENT: 0 },
    });
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey ?? "");
    const body = bookingBody(slotId as string, await solvedCaptcha(app), {
      consent: { noticeVersion: "dev-1", teleconsultation: true },
    });
    const res = await typedClient(app).POST("/api/public/bookings", { body });
    expect(res.response.status).toBe(201);
    expect(await rows("select distinct notice_version from consents")).toEqual([{ notice_version: "dev-1" }]);
  });
});

describe("an admin's booking for a patient who phoned", () => {
  async function adminBook(extra: { consentByPhone?: true }, name?: string) {
    const a = adminBookingApp(handle.db);
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(a, slot?.dateKey ?? "");
    const asAdmin = await signedInClient(a, adminEmail);
    if (name) await handle.pool.query("update admin_sessions set name = $1", [name]);
    const { captcha: _c, consent: _consent, ...body } = bookingBody(slotId as string, "unused");
    const res = await asAdmin.POST("/api/public/bookings", {
      // The practitioner books through the public route with her session: the same-site header, as her pages send it.
      headers: sameSiteHeader,
      body: { ...body, flow: "book", isAdminBooking: true, ...extra },
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    return res.data?.data.bookingId;
  }

  it("records consent taken by phone, twice, with the admin's name and the notice's version", async () => {
    const bookingId = await adminBook({ consentByPhone: true }, "Dr. Priya Sharma");
    const stored = await rows(
      "select kind, notice_version, method, address_hash, taken_by from consents where booking_id = $1 order by kind",
      [bookingId],
    );
    expect(stored).toEqual(
      ["processing", "teleconsultation"].map((kind) => ({
        kind,
        notice_version: testNoticeVersion,
        method: "phone",
        address_hash: null,
        taken_by: "Dr. Priya Sharma",
      })),
    );
  });

  it("names the admin by email when the session has no name", async () => {
    await adminBook({ consentByPhone: true });
    expect(await rows("select distinct taken_by from consents")).toEqual([{ taken_by: adminEmail }]);
  });

  it("still books without consentByPhone (the spec's call), and records no consent", async () => {
    await adminBook({});
    expect(await counts()).toMatchObject({ bookings: 1, consents: 0 });
  });

  it("refuses consentByPhone other than true", async () => {
    const a = adminBookingApp(handle.db);
    const session = await signInAs(a, adminEmail);
    const { captcha: _c, ...body } = bookingBody("any-slot", "unused");
    // consentByPhone: false does not fit the document's type (only true): a plain request.
    const res = await a.request("/api/public/bookings", {
      method: "POST",
      headers: sessionHeaders(session),
      body: JSON.stringify({ ...body, isAdminBooking: true, consentByPhone: false }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      "consentByPhone",
    );
    expect(await counts()).toEqual({ bookings: 0, consents: 0, taken: 0 });
  });
});

it("the test notice's consent is what every test booking sends", () => {
  expect(bookingBody("s", "t").consent).toEqual(testConsent);
});
