import { upiMessages } from "@clinic/contract/upi";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { adminBookingApp, signedInCaller } from "./support/admin-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/** Issue 35: the clinic's UPI ID and payee name in Settings, read by every role that takes payments. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const upi = { vpa: "lymphcare@okaxis", payeeName: "Lymph Care Clinic" };

async function setUp() {
  const app = adminBookingApp(handle.db);
  const owner = await signedInCaller(app);
  const added = await owner("POST", "/api/admin/staff", {
    email: "desk@clinic.example",
    name: "Priya",
    role: "front_desk",
  });
  expect(added.status).toBe(201);
  return { owner, desk: await signedInCaller(app, "desk@clinic.example") };
}

const storedUpi = async () =>
  (
    await handle.db.execute<{ upi: unknown }>(
      sql`select value->'upi' as upi from settings where key = 'general'`,
    )
  ).rows[0]?.upi ?? null;

describe("the clinic's UPI ID in Settings (issue 35)", () => {
  it("is none until an owner saves it; then every staff role reads it without the rest of Settings", async () => {
    const { owner, desk } = await setUp();
    expect((await owner("GET", "/api/admin/settings")).json.data.upi).toEqual({
      razorpayUpiLinks: false,
      ...{ vpa: null, payeeName: null },
    });
    expect((await desk("GET", "/api/admin/upi")).json.data).toEqual({
      ...{ vpa: null, payeeName: null },
      razorpayQr: false,
    });

    const saved = await owner("PUT", "/api/admin/settings", {
      upi: { vpa: " lymphcare@okaxis ", payeeName: " Lymph Care Clinic " },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.upi).toEqual({ razorpayUpiLinks: false, ...upi });
    const read = await desk("GET", "/api/admin/upi");
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual({ ...upi, razorpayQr: false });
    expect(read.headers.get("cache-control")).toBe("no-store");

    // The front desk reads the two values, and neither reads nor changes Settings.
    expect((await desk("GET", "/api/admin/settings")).status).toBe(403);
    expect(
      (await desk("PUT", "/api/admin/settings", { upi: { vpa: "thief@ybl", payeeName: "X" } })).status,
    ).toBe(403);
    expect(await storedUpi()).toEqual({ razorpayUpiLinks: false, ...upi });

    const audit = await handle.db.execute<{ details: { after: { upi?: unknown } } }>(
      sql`select details from audit_log where action = 'settings.update' order by id desc limit 1`,
    );
    expect(audit.rows[0]?.details.after.upi).toEqual({ razorpayUpiLinks: false, ...upi });
  });

  it("refuses a bad UPI ID or payee name with a reason per field, and stores nothing", async () => {
    const { owner } = await setUp();
    const bad = await owner("PUT", "/api/admin/settings", {
      upi: { vpa: "lymphcare.okaxis", payeeName: "Lymph\u0007Care" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      "upi.vpa": upiMessages.vpa,
      "upi.payeeName": upiMessages.payeeNameControl,
    });
    const tooLong = await owner("PUT", "/api/admin/settings", {
      upi: { vpa: `${"a".repeat(250)}@okaxis`, payeeName: "a".repeat(51) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fields).toMatchObject({
      "upi.vpa": upiMessages.vpaTooLong,
      "upi.payeeName": upiMessages.payeeName,
    });
    const nameless = await owner("PUT", "/api/admin/settings", { upi: { vpa: upi.vpa, payeeName: "" } });
    expect(nameless.json.fields).toEqual({ "upi.payeeName": upiMessages.payeeNameForVpa });
    expect(await storedUpi()).toBeNull();
    expect((await owner("GET", "/api/admin/upi")).json.data).toEqual({
      ...{ vpa: null, payeeName: null },
      razorpayQr: false,
    });
  });

  it("is cleared by emptying both fields, and kept when a save leaves it out", async () => {
    const { owner } = await setUp();
    await owner("PUT", "/api/admin/settings", { upi });
    await owner("PUT", "/api/admin/settings", { holidays: ["2099-01-26"] });
    expect((await owner("GET", "/api/admin/upi")).json.data).toEqual({ ...upi, razorpayQr: false });
    const cleared = await owner("PUT", "/api/admin/settings", { upi: { vpa: "", payeeName: "" } });
    expect(cleared.json.data.upi).toEqual({ razorpayUpiLinks: false, ...{ vpa: null, payeeName: null } });
    expect((await owner("GET", "/api/admin/upi")).json.data).toEqual({
      ...{ vpa: null, payeeName: null },
      razorpayQr: false,
    });
  });
});
