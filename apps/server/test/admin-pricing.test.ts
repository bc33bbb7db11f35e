import { pricingMessages } from "@clinic/contract/admin-pricing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { recentAudit } from "../src/services/audit-service";
import { signedInCaller } from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import { bookingBody, makeSlots, postJson, solvedCaptcha } from "./support/booking-fixtures";
import { billing } from "./support/receipt-fixtures";
import { settingsApp } from "./support/settings-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const good = {
  amount_in_paisa: 250_050,
  currency: "INR",
  tax_percent: 18,
  duration_minutes: 45,
  buffer_minutes: 10,
};

describe("pricing (admin.md §2 Pricing page, §5 Pricing form)", () => {
  it("answers the spec's defaults while nothing is stored", async () => {
    const { app } = settingsApp(handle.db);
    const call = await signedInCaller(app);
    const res = await call("GET", "/api/admin/pricing");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      amount_in_paisa: 200_000,
      currency: "INR",
      tax_percent: 18,
      duration_minutes: 60,
      buffer_minutes: 15,
      updated_at: null,
    });
  });

  it("refuses each rule with 400 and one reason per field, and changes nothing", async () => {
    const { app } = settingsApp(handle.db);
    const call = await signedInCaller(app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount_in_paisa: undefined }, "amount_in_paisa", pricingMessages.amountRequired],
      [{ amount_in_paisa: 0 }, "amount_in_paisa", pricingMessages.amountPositive],
      [{ amount_in_paisa: 100.5 }, "amount_in_paisa", pricingMessages.amountWhole],
      [{ currency: undefined }, "currency", pricingMessages.currencyRequired],
      [{ currency: "" }, "currency", pricingMessages.currencyRequired],
      [{ currency: "RUPEES" }, "currency", pricingMessages.currencyFormat],
      [{ tax_percent: -1 }, "tax_percent", pricingMessages.tax],
      [{ tax_percent: 101 }, "tax_percent", pricingMessages.tax],
      [{ duration_minutes: 14 }, "duration_minutes", pricingMessages.duration],
      [{ duration_minutes: 181 }, "duration_minutes", pricingMessages.duration],
      [{ buffer_minutes: -1 }, "buffer_minutes", pricingMessages.buffer],
      [{ buffer_minutes: 61 }, "buffer_minutes", pricingMessages.buffer],
    ];
    for (const [change, field, reason] of cases) {
      const res = await call("PUT", "/api/admin/pricing", { ...good, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.code).toBe("validation_failed");
      expect(res.json.fields[field]).toBe(reason);
    }
    // The limits themselves are accepted.
    for (const edge of [
      { tax_percent: 0, duration_minutes: 15, buffer_minutes: 0 },
      { tax_percent: 100, duration_minutes: 180, buffer_minutes: 60 },
    ]) {
      expect((await call("PUT", "/api/admin/pricing", { ...good, ...edge })).status).toBe(200);
    }
    const audit = await recentAudit(handle.db, { entity: "pricing" });
    expect(audit).toHaveLength(2);
  });

  it("stores a price, answers it back and keeps the history (before → after) in the audit log", async () => {
    const { app } = settingsApp(handle.db);
    const call = await signedInCaller(app);
    const first = await call("PUT", "/api/admin/pricing", { ...good, currency: "inr" });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ ...good, currency: "INR" });
    expect(first.json.message).toBe(pricingMessages.updated);
    await call("PUT", "/api/admin/pricing", { ...good, amount_in_paisa: 300_000 });
    const read = await call("GET", "/api/admin/pricing");
    expect(read.json.data).toMatchObject({ ...good, amount_in_paisa: 300_000 });
    expect(typeof read.json.data.updated_at).toBe("string");
    const history = await recentAudit(handle.db, { entity: "pricing" });
    expect(history.map((e) => e.action)).toEqual(["pricing.update", "pricing.update"]);
    expect(history[0]).toMatchObject({
      actor: adminEmail,
      details: {
        before: { amount_in_paisa: 250_050 },
        after: { amount_in_paisa: 300_000, currency: "INR", tax_percent: 18 },
      },
    });
    expect(history[1]?.details).toMatchObject({ before: null, after: { amount_in_paisa: 250_050 } });
  });

  it("applies a new price to bookings created after it; existing bookings keep their amount", async () => {
    const { app } = settingsApp(handle.db);
    const call = await signedInCaller(app);
    // Taxable, so that the pricing's tax percent applies (decision 0125).
    const receipts = { ...billing, taxTreatment: "taxable" };
    expect((await call("PUT", "/api/admin/settings", { receipts })).status).toBe(200);
    const slots = await makeSlots(handle.db, 2);
    const ids = (await call("GET", "/api/admin/slots/all")).json.data.map(
      (s: { slotId: string }) => s.slotId,
    );
    const book = async (slotId: string) => {
      const res = await postJson(app, "/api/public/bookings", bookingBody(slotId, await solvedCaptcha(app)));
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { bookingId: string; amount: number; taxAmount: number } }).data;
    };
    const before = await book(ids[0]);
    expect(before.amount).toBe(200_000);
    expect(
      (await call("PUT", "/api/admin/pricing", { ...good, amount_in_paisa: 350_000, tax_percent: 5 })).status,
    ).toBe(200);
    const after = await book(ids[1]);
    expect(after.amount).toBe(350_000);
    expect(after.taxAmount).toBe(Math.round((350_000 * 5) / 105));
    const old = await typedClient(app).GET("/api/public/bookings/{bookingId}", {
      params: { path: { bookingId: before.bookingId } },
    });
    expect(old.data?.data).toMatchObject({ amount: 200_000, taxPercent: 18 });
    const listed = (await call("GET", `/api/admin/slots?from=${slots[0]?.dateKey}&to=${slots[1]?.dateKey}`))
      .json.data as Array<{ booking: { amount: number } | null }>;
    expect(listed.map((s) => s.booking?.amount)).toEqual([200_000, 350_000]);
  });

  it("refuses a change without a session (401) and a cross-site one (403)", async () => {
    const { app } = settingsApp(handle.db);
    const visitor = typedClient(app);
    const anonymous = await visitor.PUT("/api/admin/pricing", { body: good });
    expect(anonymous.response.status).toBe(401);
    expect((await visitor.GET("/api/admin/pricing")).response.status).toBe(401);
    const call = await signedInCaller(app);
    const session = (await call("GET", "/api/admin/pricing")).status;
    expect(session).toBe(200);
    const { signInAs } = await import("./support/admin-test-app");
    const sid = await signInAs(app);
    // Raw: the point is the same-site header left off, which the typed client always sends.
    const crossSite = await app.request("/api/admin/pricing", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: `clinic-session=${sid}` },
      body: JSON.stringify(good),
    });
    expect(crossSite.status).toBe(403);
    expect((await recentAudit(handle.db, { entity: "pricing" })).length).toBe(0);
  });
});
