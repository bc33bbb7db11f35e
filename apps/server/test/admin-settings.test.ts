import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { settingsMessages } from "@clinic/contract/admin-settings";
import type { paths } from "@clinic/contract/api-paths";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { onDroppedSettings, writeSetting } from "../src/db/settings-repository";
import { createOutboxEmailSender } from "../src/integrations/email/outbox-email-sender";
import { createDummyProvider } from "../src/integrations/payments/payment-provider";
import { hmacHex } from "../src/integrations/payments/razorpay";
import { createLogger } from "../src/logger";
import { recentAudit } from "../src/services/audit-service";
import { closedDayMessage } from "../src/services/closed-days";
import { createPaymentsResolver } from "../src/services/payment-settings-service";
import { createSecretBox, SecretBoxError } from "../src/services/secret-box";
import { readVideoCredentials } from "../src/services/settings-service";
import { bookAsAdmin, signedInCaller, signedInClient, signInAs } from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import { bookingBody, makeSlots, manageTokenOf, solvedCaptcha, testSecret } from "./support/booking-fixtures";
import { startFakeRazorpay } from "./support/fake-razorpay";
import { settingsApp } from "./support/settings-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type TypedClient, typedClient } from "./support/typed-client";

const keyId = "rzp_test_AbCdEf123456";
const keySecret = "rzp-secret-KNOWN-7f3c9a1b2d";
const webhookSecret = "whsec-KNOWN-0a9b8c7d6e";
const zoomSecret = "zoom-secret-KNOWN-55aa66bb";
const jitsiSecret = "jitsi-app-secret-KNOWN-9911";
const googleKey = "-----BEGIN PRIVATE KEY-----\\nMIIKNOWNPRIVATEKEYxyz\\n-----END PRIVATE KEY-----\\n";
const serviceAccountJson = JSON.stringify({
  type: "service_account",
  client_email: "meet-bot@clinic-project.iam.gserviceaccount.com",
  private_key: googleKey,
});

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
beforeEach(() => resetDatabase(handle));

const app = (options: Parameters<typeof settingsApp>[1] = {}) =>
  settingsApp(handle.db, { razorpay: { apiBase: fake.apiBase }, ...options });

const hours = (open: string, close: string, closed = false) => ({ closed, open, close });
const week = {
  monday: hours("09:00", "17:00"),
  tuesday: hours("09:00", "17:00"),
  wednesday: hours("10:00", "16:00"),
  thursday: hours("09:00", "17:00"),
  friday: hours("09:00", "13:00"),
  saturday: hours("09:00", "12:00"),
  sunday: hours("09:00", "17:00", true),
};

type App = ReturnType<typeof app>["app"];

async function publicSlots(a: App, date: string) {
  return (await typedClient(a).GET("/api/public/slots", { params: { query: { date } } })).data?.data ?? [];
}

/** Every slot, as the admin's list has them. */
async function allSlots(asAdmin: TypedClient) {
  return (await asAdmin.GET("/api/admin/slots/all")).data?.data ?? [];
}

type SettingsBody = NonNullable<
  paths["/api/admin/settings"]["put"]["requestBody"]
>["content"]["application/json"];
const putSettings = (asAdmin: TypedClient, body: SettingsBody) =>
  asAdmin.PUT("/api/admin/settings", { body });
const readSettings = async (asAdmin: TypedClient) => (await asAdmin.GET("/api/admin/settings")).data?.data;
type RazorpayBody = NonNullable<
  paths["/api/admin/settings/razorpay"]["put"]["requestBody"]
>["content"]["application/json"];
const putRazorpay = (asAdmin: TypedClient, body: RazorpayBody) =>
  asAdmin.PUT("/api/admin/settings/razorpay", { body });
const testRazorpay = (asAdmin: TypedClient) => asAdmin.POST("/api/admin/settings/razorpay/test");
type VideoBody = NonNullable<
  paths["/api/admin/settings/video"]["put"]["requestBody"]
>["content"]["application/json"];
const putVideo = (asAdmin: TypedClient, body: VideoBody) =>
  asAdmin.PUT("/api/admin/settings/video", { body });

describe("settings (admin.md §2 Settings page)", () => {
  it("answers the defaults: the clinic's zone, jitsi, the spec's bulk-create window, nothing server-set", async () => {
    const { app: a } = app({ clinicTimezone: "Asia/Kolkata" });
    const asAdmin = await signedInClient(a);
    const res = await asAdmin.GET("/api/admin/settings");
    expect(res.response.status).toBe(200);
    expect(res.data?.data).toMatchObject({
      adminEmail: null,
      adminTimezone: "Asia/Kolkata",
      defaultVideoProvider: "jitsi",
      holidays: [],
      blackoutRanges: [],
      businessHours: { monday: { closed: false, open: "09:00", close: "17:00" }, sunday: { closed: true } },
      serverSet: { adminEmail: false, adminTimezone: false, razorpay: false },
      paymentProvider: "dummy",
      razorpay: { source: "none", keyId: null, secret: null },
      email: { transport: "outbox" },
    });
    expect(res.response.headers.get("cache-control")).toBe("no-store");
  });

  it("stores every field, keeps fields left out, and audits before → after", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    const put = await putSettings(asAdmin, {
      adminEmail: "Notify@Clinic.Example",
      adminTimezone: "Europe/London",
      businessHours: week,
      holidays: ["2031-01-26", "2030-12-25", "2031-01-26"],
      blackoutRanges: [{ from: "2031-05-01", to: "2031-05-07" }],
      defaultVideoProvider: "zoom",
    });
    expect(put.response.status).toBe(200);
    expect(put.data?.message).toBe(settingsMessages.saved);
    expect(put.data?.data).toMatchObject({
      adminEmail: "notify@clinic.example",
      adminTimezone: "Europe/London",
      businessHours: week,
      holidays: ["2030-12-25", "2031-01-26"],
      blackoutRanges: [{ from: "2031-05-01", to: "2031-05-07" }],
      defaultVideoProvider: "zoom",
      email: { to: "notify@clinic.example" },
    });
    expect((await putSettings(asAdmin, { defaultVideoProvider: "google_meet" })).response.status).toBe(200);
    const read = await readSettings(asAdmin);
    expect(read).toMatchObject({ defaultVideoProvider: "google_meet", adminTimezone: "Europe/London" });
    const audit = await recentAudit(handle.db, { entity: "settings" });
    expect(audit[0]).toMatchObject({
      actor: adminEmail,
      action: "settings.update",
      details: { before: { defaultVideoProvider: "zoom" }, after: { defaultVideoProvider: "google_meet" } },
    });
  });

  it("refuses bad values with 400 and a reason per field, changing nothing", async () => {
    const { app: a } = app();
    // Some of these bodies do not fit the document's types (bad input on purpose): the loose caller.
    const call = await signedInCaller(a);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ adminEmail: "not-an-email" }, "adminEmail", settingsMessages.email],
      [{ adminTimezone: "Mars/Olympus_Mons" }, "adminTimezone", settingsMessages.timezone],
      [{ adminTimezone: "EST" }, "adminTimezone", settingsMessages.timezone],
      [{ defaultVideoProvider: "skype" }, "defaultVideoProvider", settingsMessages.videoProvider],
      [{ defaultVideoProvider: "" }, "defaultVideoProvider", settingsMessages.videoProvider],
      [
        { businessHours: { ...week, monday: hours("18:00", "09:00") } },
        "businessHours.monday.close",
        settingsMessages.openBeforeClose,
      ],
      [
        { businessHours: { ...week, tuesday: hours("9am", "17:00") } },
        "businessHours.tuesday.open",
        settingsMessages.time,
      ],
      [{ holidays: ["2031-02-30"] }, "holidays.0", "must be a real calendar date"],
      [
        { blackoutRanges: [{ from: "2031-05-07", to: "2031-05-01" }] },
        "blackoutRanges.0.to",
        settingsMessages.blackoutOrder,
      ],
    ];
    for (const [body, field, reason] of cases) {
      const res = await call("PUT", "/api/admin/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field], JSON.stringify(res.json.fields)).toBe(reason);
    }
    expect(await recentAudit(handle.db, { entity: "settings" })).toHaveLength(0);
  });

  it("shows values the environment gives as server-set and refuses to change them", async () => {
    const { app: a } = app({
      clinicEmail: "owner@clinic.example",
      clinicTimezone: "Asia/Kolkata",
      clinicTimezoneFromEnv: true,
    });
    const asAdmin = await signedInClient(a);
    expect(await readSettings(asAdmin)).toMatchObject({
      adminEmail: "owner@clinic.example",
      adminTimezone: "Asia/Kolkata",
      serverSet: { adminEmail: true, adminTimezone: true, razorpay: false },
    });
    const refused = await putSettings(asAdmin, { adminEmail: "other@clinic.example", adminTimezone: "UTC" });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.fields).toEqual({
      adminEmail: settingsMessages.serverSet,
      adminTimezone: settingsMessages.serverSet,
    });
    // Sending the server's own values back (the form does) is fine.
    const same = await putSettings(asAdmin, {
      adminEmail: "owner@clinic.example",
      adminTimezone: "Asia/Kolkata",
      holidays: ["2031-01-01"],
    });
    expect(same.response.status).toBe(200);
  });

  it("refuses without a session (401) and cross-site (403)", async () => {
    const { app: a } = app();
    const anonymous = typedClient(a);
    expect((await anonymous.GET("/api/admin/settings")).response.status).toBe(401);
    for (const [label, { response }] of [
      ["PUT settings", await anonymous.PUT("/api/admin/settings", { body: {} })],
      [
        "PUT razorpay",
        await anonymous.PUT("/api/admin/settings/razorpay", { body: { key_id: keyId, secret: "x" } }),
      ],
      [
        "PUT video",
        await anonymous.PUT("/api/admin/settings/video", {
          body: { provider: "jitsi", baseUrl: "https://meet.example" },
        }),
      ],
      ["POST razorpay/test", await anonymous.POST("/api/admin/settings/razorpay/test")],
      ["POST email/test", await anonymous.POST("/api/admin/settings/email/test")],
    ] as const)
      expect(response.status, label).toBe(401);
    const sid = await signInAs(a);
    // Without the same-site header, on purpose: the typed client always sends it.
    const crossSite = await a.request("/api/admin/settings", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: `clinic-session=${sid}` },
      body: JSON.stringify({ defaultVideoProvider: "zoom" }),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("stored settings an older release wrote (decision 0118)", () => {
  it("reads a bad stored value as its default, tells the field once without its value, and the GET still answers", async () => {
    const told: Array<{ section: string; fields: string[] }> = [];
    onDroppedSettings((dropped) => told.push(dropped));
    try {
      await writeSetting(handle.db, "general", {
        adminEmail: "front-desk@clinic.example",
        adminTimezone: "Mars/Olympus_Mons",
        holidays: "every Sunday",
        defaultVideoProvider: "skype",
        retention: { intakeYears: 99, notesYears: 5 },
        faxNumber: "+91 80 1234 5678",
      });
      await writeSetting(handle.db, "razorpay", { keyId, secret: 12, webhookSecret: null });
      const { app: a } = app({ clinicTimezone: "Asia/Kolkata" });
      const asAdmin = await signedInClient(a);
      const res = await asAdmin.GET("/api/admin/settings");
      expect(res.response.status).toBe(200);
      expect(res.data?.data).toMatchObject({
        adminEmail: "front-desk@clinic.example",
        adminTimezone: "Asia/Kolkata",
        holidays: [],
        defaultVideoProvider: "jitsi",
        retention: { intakeYears: 3, notesYears: 5 },
        paymentProvider: "dummy",
        razorpay: { source: "none", keyId: null },
      });
      const day = { params: { query: { date: "2031-01-06" } } };
      expect((await typedClient(a).GET("/api/public/slots", day)).response.status).toBe(200);
      expect(told).toEqual([
        {
          section: "general",
          fields: ["adminTimezone", "holidays", "defaultVideoProvider", "retention.intakeYears"],
        },
        { section: "razorpay", fields: ["secret"] },
      ]);
      expect(JSON.stringify(told)).not.toMatch(/Mars|Sunday|skype|99|faxNumber/);
      // Told once: reading the same rows again tells nothing new.
      expect((await asAdmin.GET("/api/admin/settings")).response.status).toBe(200);
      expect(told).toHaveLength(2);

      // The next save keeps what was saved and fits; what did not fit is stored no more.
      expect((await putSettings(asAdmin, { defaultVideoProvider: "zoom" })).response.status).toBe(200);
      const stored = await handle.db.execute(sql`select value from settings where key = 'general'`);
      expect(stored.rows[0]?.value).toEqual({
        adminEmail: "front-desk@clinic.example",
        defaultVideoProvider: "zoom",
        retention: { intakeYears: 3, notesYears: 5 },
      });
    } finally {
      onDroppedSettings(undefined);
    }
  });
});

describe("notification email", () => {
  it("sends the clinic's notices to the Settings admin email when ADMIN_EMAIL is not set", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    expect((await putSettings(asAdmin, { adminEmail: "front-desk@clinic.example" })).response.status).toBe(
      200,
    );
    await makeSlots(handle.db, 1);
    const [slot] = await allSlots(asAdmin);
    const { captcha: _c, ...body } = bookingBody(slot?.slotId ?? "", "x");
    expect((await bookAsAdmin(asAdmin, body)).response.status).toBe(201);
    const rows = (await handle.db.execute(sql`select to_address from email_outbox`)).rows.map(
      (r) => (r as { to_address: string }).to_address,
    );
    expect(rows).toContain("front-desk@clinic.example");
  });

  it("keeps ADMIN_EMAIL from the environment as the notice address", async () => {
    const { app: a } = app({ clinicEmail: "owner@clinic.example" });
    const asAdmin = await signedInClient(a);
    await makeSlots(handle.db, 1);
    const [slot] = await allSlots(asAdmin);
    const { captcha: _c, ...body } = bookingBody(slot?.slotId ?? "", "x");
    expect((await bookAsAdmin(asAdmin, body)).response.status).toBe(201);
    const rows = (await handle.db.execute(sql`select to_address from email_outbox`)).rows.map(
      (r) => (r as { to_address: string }).to_address,
    );
    expect(rows).toContain("owner@clinic.example");
  });
});

describe("holidays and blackouts", () => {
  it("make a day's slots unbookable (not offered, hold refused with 409) and are skipped by bulk create", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    const made = await makeSlots(handle.db, 2, Date.now() + 5 * 86_400_000);
    const day = made[0]?.dateKey as string;
    const before = await publicSlots(a, day);
    expect(before.filter((s) => s.status === "OPEN").length).toBeGreaterThan(0);
    const range = { params: { query: { from: day, to: day } } };
    const dates = async () => (await typedClient(a).GET("/api/public/slots/dates", range)).data?.data.dates;
    expect(await dates()).toContain(day);

    expect((await putSettings(asAdmin, { holidays: [day] })).response.status).toBe(200);
    // The settings change drops the cached slot list at once.
    expect((await publicSlots(a, day)).filter((s) => s.status === "OPEN")).toEqual([]);
    expect(await dates()).not.toContain(day);
    const hold = await typedClient(a).POST("/api/public/bookings", {
      body: bookingBody(before[0]?.slotId as string, await solvedCaptcha(a)),
    });
    expect(hold.response.status).toBe(409);
    expect(hold.error).toMatchObject({ code: "closed_day", message: closedDayMessage });
    const adminSlot = (await asAdmin.GET("/api/admin/slots", range)).data?.data[0];
    expect(adminSlot?.status).toBe("OPEN"); // the refused hold left the slot as it was

    // Bulk create skips the holiday and says so.
    // A time on the same clinic day, clear of the slots made above, whatever the hour the test runs.
    const taken = made.map((s) => Date.parse(s.startAt));
    const later = [6, 12, 18]
      .map((h) => new Date(`${day}T${String(h).padStart(2, "0")}:00:00+05:30`))
      .find((t) => taken.every((x) => Math.abs(t.getTime() - x) >= 3 * 3_600_000)) as Date;
    const bulk = await asAdmin.POST("/api/admin/slots/bulkCreate", {
      body: {
        slots: [
          {
            dateKey: day,
            startAt: later.toISOString(),
            endAt: new Date(later.getTime() + 3_600_000).toISOString(),
            tz: "Asia/Kolkata",
            status: "OPEN",
          },
        ],
      },
    });
    expect(bulk.response.status).toBe(200);
    expect(bulk.data?.data).toMatchObject({ count: 0, skipped: 1, skippedClosed: 1 });
    expect(bulk.data?.message).toBe(
      "Successfully created 0 slots! 1 slots on holidays or blackout days were skipped.",
    );

    // A blackout range works the same; lifting both offers the day again.
    const blackout = { holidays: [], blackoutRanges: [{ from: day, to: day }] };
    expect((await putSettings(asAdmin, blackout)).response.status).toBe(200);
    expect((await publicSlots(a, day)).filter((s) => s.status === "OPEN")).toEqual([]);
    expect((await putSettings(asAdmin, { blackoutRanges: [] })).response.status).toBe(200);
    expect((await publicSlots(a, day)).filter((s) => s.status === "OPEN").length).toBe(before.length);
  });
});

describe("a patient's reschedule", () => {
  it("refuses a move onto a holiday with 409 closed_day; the admin may make that move (decision 0089)", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    const [first] = await makeSlots(handle.db, 1);
    const [later] = await makeSlots(handle.db, 1, Date.now() + 7 * 86_400_000);
    const all = await allSlots(asAdmin);
    const from = all.find((x) => x.dateKey === first?.dateKey)?.slotId as string;
    const to = all.find((x) => x.dateKey === later?.dateKey)?.slotId as string;
    const { captcha: _c, ...body } = bookingBody(from, "x");
    const booked = await bookAsAdmin(asAdmin, body);
    expect(booked.response.status).toBe(201);
    const bookingId = booked.data?.data.bookingId ?? "";
    const token = await manageTokenOf(handle.db, bookingId);
    expect((await putSettings(asAdmin, { holidays: [later?.dateKey ?? ""] })).response.status).toBe(200);
    const moved = await typedClient(a).POST("/api/public/bookings/{bookingId}/reschedule", {
      params: { path: { bookingId } },
      body: { token, newSlotId: to },
    });
    expect(moved.response.status).toBe(409);
    expect(moved.error).toMatchObject({ code: "closed_day", message: closedDayMessage });
    const byAdmin = await asAdmin.POST("/api/admin/bookings/{id}/reschedule", {
      params: { path: { id: bookingId } },
      body: { newSlotId: to },
    });
    expect(byAdmin.response.status).toBe(200);
    expect(byAdmin.data?.data).toMatchObject({ slotId: to, status: "BOOKED" });
  });
});

describe("Razorpay keys (encrypted, masked, checked)", () => {
  it("stores the keys masked, checks them with Razorpay and switches new bookings to Razorpay", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    const saved = await putRazorpay(asAdmin, {
      key_id: keyId,
      secret: keySecret,
      webhook_secret: webhookSecret,
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.data.razorpay).toMatchObject({
      source: "settings",
      keyId: "rzp_test_…3456",
      secret: "••••",
      webhookSecret: "••••",
      check: { state: "ok" },
    });
    expect(saved.data?.data.paymentProvider).toBe("razorpay");
    // Encrypted at rest: the stored row holds neither secret.
    const stored = JSON.stringify((await handle.db.execute(sql`select value from settings`)).rows);
    expect(stored).not.toContain(keySecret);
    expect(stored).not.toContain(webhookSecret);

    // A booking now goes through Razorpay with the stored keys, and its payment verifies.
    await makeSlots(handle.db, 1);
    const [slot] = await allSlots(asAdmin);
    const created = await typedClient(a).POST("/api/public/bookings", {
      body: bookingBody(slot?.slotId ?? "", await solvedCaptcha(a)),
    });
    expect(created.response.status).toBe(201);
    const booking = created.data?.data;
    if (!booking) throw new Error("no booking");
    expect(booking.paymentProvider).toBe("razorpay");
    expect(booking.orderId).toMatch(/^order_fake/);
    expect(booking.checkout?.keyId).toBe(keyId);
    fake.payments.set("pay_settings1", {
      status: "captured",
      order_id: booking.orderId,
      amount: 200_000,
      currency: "INR",
    });
    const verified = await typedClient(a).POST("/api/public/bookings/{bookingId}/payments/verify", {
      params: { path: { bookingId: booking.bookingId } },
      body: {
        razorpay_order_id: booking.orderId,
        razorpay_payment_id: "pay_settings1",
        razorpay_signature: hmacHex(keySecret, `${booking.orderId}|pay_settings1`),
      },
    });
    expect(verified.response.status).toBe(200);

    const audit = await recentAudit(handle.db, { entity: "settings" });
    expect(audit[0]).toMatchObject({
      action: "settings.razorpay.update",
      details: { before: null, after: { keyId: "rzp_test_…3456", secret: "••••" } },
    });

    // Removing the keys goes back to the configured default.
    const removed = await asAdmin.DELETE("/api/admin/settings/razorpay");
    expect(removed.response.status).toBe(200);
    expect(removed.data?.data).toMatchObject({ paymentProvider: "dummy", razorpay: { source: "none" } });
  });

  it("keeps the current provider when Razorpay refuses the keys, and 'Test connection' reports the provider's error", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    const saved = await putRazorpay(asAdmin, { key_id: keyId, secret: "wrong-secret-123" });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.data.paymentProvider).toBe("dummy");
    expect(saved.data?.data.razorpay.check).toMatchObject({ state: "failed" });
    expect(saved.data?.message).toContain("Authentication failed");
    const failed = await testRazorpay(asAdmin);
    expect(failed.response.status).toBe(200);
    expect(failed.data?.data).toEqual({
      ok: false,
      message: "Razorpay refused the keys (HTTP 401: Authentication failed).",
    });
    expect((await putRazorpay(asAdmin, { key_id: keyId, secret: keySecret })).response.status).toBe(200);
    const ok = await testRazorpay(asAdmin);
    expect(ok.data?.data).toEqual({ ok: true, message: "Connected to Razorpay: the keys work." });
    expect((await readSettings(asAdmin))?.paymentProvider).toBe("razorpay");
  });

  it("refuses malformed keys with a reason per field, and has nothing to test before keys are saved", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    const bad = await putRazorpay(asAdmin, { key_id: "pk_live_123", secret: "" });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.fields?.key_id).toBe(settingsMessages.keyId);
    expect(bad.error?.fields?.secret).toBeDefined();
    expect((await testRazorpay(asAdmin)).response.status).toBe(404);
  });

  it("lets keys in the environment win: shown as set by the server, not changeable here", async () => {
    const { app: a } = app({
      paymentProvider: "razorpay",
      razorpay: { keyId, keySecret, webhookSecret, apiBase: fake.apiBase },
    });
    const asAdmin = await signedInClient(a);
    expect(await readSettings(asAdmin)).toMatchObject({
      serverSet: { razorpay: true },
      paymentProvider: "razorpay",
      razorpay: { source: "server", keyId: "rzp_test_…3456", secret: "••••" },
    });
    const put = await putRazorpay(asAdmin, { key_id: keyId, secret: keySecret });
    expect(put.response.status).toBe(409);
    expect((await testRazorpay(asAdmin)).data?.data.ok).toBe(true);
  });

  it("refuses bookings (503, hold released) when PAYMENT_PROVIDER=razorpay has no usable keys yet", async () => {
    const { app: a } = app({ paymentProvider: "razorpay" });
    await makeSlots(handle.db, 1);
    const asAdmin = await signedInClient(a);
    const [slot] = await allSlots(asAdmin);
    const res = await typedClient(a).POST("/api/public/bookings", {
      body: bookingBody(slot?.slotId ?? "", await solvedCaptcha(a)),
    });
    expect(res.response.status).toBe(503);
    expect(res.error?.code).toBe("service_unavailable");
    expect((await allSlots(asAdmin))[0]?.status).toBe("OPEN");
  });

  it("a cached choice is dropped after its time to live (another server's save is seen within a second)", async () => {
    let now = 1_000_000;
    const box = createSecretBox(testSecret);
    const resolver = createPaymentsResolver(
      { db: handle.db, box, envKeys: undefined, apiBase: fake.apiBase, fallback: createDummyProvider() },
      1000,
      () => now,
    );
    expect((await resolver.resolve()).name).toBe("dummy");
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    expect((await putRazorpay(asAdmin, { key_id: keyId, secret: keySecret })).response.status).toBe(200);
    now += 999;
    expect((await resolver.resolve()).name).toBe("dummy");
    now += 1;
    expect((await resolver.resolve()).name).toBe("razorpay");
  });
});

describe("video credentials", () => {
  it("validates each provider's credentials", async () => {
    const { app: a } = app();
    // provider: "skype" does not fit the document's type (bad input on purpose): the loose caller.
    const call = await signedInCaller(a);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ provider: "skype" }, "provider"],
      [{ provider: "zoom", accountId: "acc", clientId: "cid" }, "clientSecret"],
      [{ provider: "google_meet", serviceAccountJson: "{not json" }, "serviceAccountJson"],
      [
        { provider: "google_meet", serviceAccountJson: JSON.stringify({ type: "user" }) },
        "serviceAccountJson",
      ],
      [{ provider: "jitsi", baseUrl: "meet.example" }, "baseUrl"],
    ];
    for (const [body, field] of cases) {
      const res = await call("PUT", "/api/admin/settings/video", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.fields), JSON.stringify(res.json.fields)).toContain(field);
    }
  });

  it("stores secrets sealed, answers masks, and gives them in clear only to readVideoCredentials", async () => {
    const { app: a } = app();
    const asAdmin = await signedInClient(a);
    const zoom = await putVideo(asAdmin, {
      provider: "zoom",
      accountId: "acc-123",
      clientId: "zoomClientId9876",
      clientSecret: zoomSecret,
    });
    expect(zoom.response.status).toBe(200);
    expect(zoom.data?.data.zoom).toEqual({ accountId: "acc-123", clientId: "…9876", clientSecret: "••••" });
    expect((await putVideo(asAdmin, { provider: "google_meet", serviceAccountJson })).response.status).toBe(
      200,
    );
    const jitsi = {
      provider: "jitsi" as const,
      baseUrl: "https://meet.clinic.example/",
      appId: "clinic",
      appSecret: jitsiSecret,
    };
    expect((await putVideo(asAdmin, jitsi)).response.status).toBe(200);
    const video = (await readSettings(asAdmin))?.video;
    expect(video).toEqual({
      zoom: { accountId: "acc-123", clientId: "…9876", clientSecret: "••••" },
      googleMeet: { clientEmail: "meet-bot@clinic-project.iam.gserviceaccount.com", serviceAccount: "••••" },
      jitsi: { baseUrl: "https://meet.clinic.example", appId: "clinic", appSecret: "••••" },
    });
    const clear = await readVideoCredentials(handle.db, testSecret);
    expect(clear.zoom?.clientSecret).toBe(zoomSecret);
    expect(clear.googleMeet?.serviceAccount.private_key).toBe(JSON.parse(serviceAccountJson).private_key);
    expect(clear.jitsi).toEqual({
      baseUrl: "https://meet.clinic.example",
      appId: "clinic",
      appSecret: jitsiSecret,
    });
    // A different APP_SECRET fails clearly instead of answering garbage.
    await expect(readVideoCredentials(handle.db, "another-app-secret-of-32-characters-x")).rejects.toThrow(
      SecretBoxError,
    );
  });
});

describe("secrets never leave the server", () => {
  it("no admin GET answer, audit entry or log line carries a secret that was set", async () => {
    const { app: a, logLines } = app();
    const asAdmin = await signedInClient(a);
    const keys = { key_id: keyId, secret: keySecret, webhook_secret: webhookSecret };
    expect((await putRazorpay(asAdmin, keys)).response.status).toBe(200);
    const zoom = {
      provider: "zoom" as const,
      accountId: "acc-1",
      clientId: "client-1234",
      clientSecret: zoomSecret,
    };
    expect((await putVideo(asAdmin, zoom)).response.status).toBe(200);
    expect((await putVideo(asAdmin, { provider: "google_meet", serviceAccountJson })).response.status).toBe(
      200,
    );
    const jitsi = {
      provider: "jitsi" as const,
      baseUrl: "https://meet.example",
      appId: "a",
      appSecret: jitsiSecret,
    };
    expect((await putVideo(asAdmin, jitsi)).response.status).toBe(200);
    await testRazorpay(asAdmin);
    // A failing save and test too (errors must not echo the secret either).
    expect((await putRazorpay(asAdmin, { key_id: "bad", secret: keySecret })).response.status).toBe(400);
    // Every admin GET the document lists, by its path: names the document gives, so the loose caller.
    const call = await signedInCaller(a);

    const doc = (await (await a.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const getPaths = Object.entries(doc.paths)
      .filter(([p, ops]) => p.startsWith("/api/admin") && "get" in ops)
      .map(([p]) => p);
    expect(getPaths).toEqual(expect.arrayContaining(["/api/admin/settings", "/api/admin/pricing"]));
    const answers: string[] = [];
    for (const p of getPaths) {
      const concrete = p.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const res = await call("GET", concrete);
      answers.push(res.text);
    }
    const stored = JSON.stringify((await handle.db.execute(sql`select * from audit_log`)).rows);
    const logs = JSON.stringify(logLines);
    const secrets = [keySecret, webhookSecret, zoomSecret, jitsiSecret, "MIIKNOWNPRIVATEKEY", keyId];
    for (const secret of secrets) {
      for (const [i, text] of answers.entries()) expect(text, getPaths[i]).not.toContain(secret);
      expect(stored).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  });
});

describe("email settings", () => {
  it("shows the active transport and sends a rate-limited test email to the admin email", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "settings-mail-"));
    try {
      const sender = createOutboxEmailSender({
        dataDir,
        from: "no-reply@clinic.example",
        log: createLogger("silent"),
      });
      const { app: a } = app({ email: { transport: "outbox", sender } });
      const asAdmin = await signedInClient(a);
      const testEmail = () => asAdmin.POST("/api/admin/settings/email/test");
      expect((await testEmail()).response.status).toBe(409);
      expect((await putSettings(asAdmin, { adminEmail: "notify@clinic.example" })).response.status).toBe(200);
      const sent = await testEmail();
      expect(sent.response.status).toBe(200);
      expect(sent.data?.data).toEqual({ to: "notify@clinic.example", transport: "outbox" });
      const files = await readdir(path.join(dataDir, "outbox"));
      expect(files).toHaveLength(1);
      expect(await readFile(path.join(dataDir, "outbox", files[0] as string), "utf8")).toContain(
        "notify@clinic.example",
      );
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await testEmail()).response.status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
