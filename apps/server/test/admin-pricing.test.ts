import { pricingMessages } from "@clinic/contract/admin-pricing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { recentAudit } from "../src/services/audit-service";
import { signedInCaller, signedInClient, signInAs } from "./support/admin-test-app";
import { adminEmail } from "./support/auth-test-app";
import { bookingBody, makeSlots, solvedCaptcha } from "./support/booking-fixtures";
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
    const asAdmin = await signedInClient(app);
    const res = await asAdmin.GET("/api/admin/pricing");
    expect(res.response.status).toBe(200);
    expect(res.data?.data).toEqual({
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
    const asAdmin = await signedInClient(app);
    // A missing field, on purpose: the typed client cannot send it, so the loose caller does.
    const call = await signedInCaller(app);
    for (const [field, reason] of [
      ["amount_in_paisa", pricingMessages.amountRequired],
      ["currency", pricingMessages.currencyRequired],
    ] as const) {
      const res = await call("PUT", "/api/admin/pricing", { ...good, [field]: undefined });
      expect(res.status, field).toBe(400);
      expect(res.json.code).toBe("validation_failed");
      expect(res.json.fields[field]).toBe(reason);
    }
    const cases: Array<[Partial<typeof good>, string, string]> = [
      [{ amount_in_paisa: 0 }, "amount_in_paisa", pricingMessages.amountPositive],
      [{ amount_in_paisa: 100.5 }, "amount_in_paisa", pricingMessages.amountWhole],
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
      const res = await asAdmin.PUT("/api/admin/pricing", { body: { ...good, ...change } });
      expect(res.response.status, JSON.stringify(change)).toBe(400);
      expect(res.error?.code).toBe("validation_failed");
      expect(res.error?.fields?.[field]).toBe(reason);
    }
    // The limits themselves are accepted.
    for (const edge of [
      { tax_percent: 0, duration_minutes: 15, buffer_minutes: 0 },
      { tax_percent: 100, duration_minutes: 180, buffer_minutes: 60 },
    ]) {
      expect((await asAdmin.PUT("/api/admin/pricing", { body: { ...good, ...edge } })).response.status).toBe(
        200,
      );
    }
    const audit = await recentAudit(handle.db, { entity: "pricing" });
    expect(audit).toHaveLength(2);
  });

  it("stores a price, answers it back and keeps the history (before → after) in the audit log", async () => {
    const { app } = settingsApp(handle.db);
    const asAdmin = await signedInClient(app);
    const first = await asAdmin.PUT("/api/admin/pricing", { body: { ...good, currency: "inr" } });
    expect(first.response.status).toBe(200);
    expect(first.data?.data).toMatchObject({ ...good, currency: "INR" });
    expect(first.data?.message).toBe(pricingMessages.updated);
    const second = await asAdmin.PUT("/api/admin/pricing", { body: { ...good, amount_in_paisa: 300_000 } });
    expect(second.response.status).toBe(200);
    const read = await asAdmin.GET("/api/admin/pricing");
    expect(read.data?.data).toMatchObject({ ...good, amount_in_paisa: 300_000 });
    expect(typeof read.data?.data.updated_at).toBe("string");
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
    const asAdmin = await signedInClient(app);
    const slots = await makeSlots(handle.db, 2);
    const ids = ((await asAdmin.GET("/api/admin/slots/all")).data?.data ?? []).map((s) => s.slotId);
    const book = async (slotId = "") => {
      const res = await typedClient(app).POST("/api/public/bookings", {
        body: bookingBody(slotId, await solvedCaptcha(app)),
      });
      expect(res.response.status).toBe(201);
      if (!res.data) throw new Error("no booking");
      return res.data.data;
    };
    const before = await book(ids[0]);
    expect(before.amount).toBe(200_000);
    const cheaper = { ...good, amount_in_paisa: 350_000, tax_percent: 5 };
    expect((await asAdmin.PUT("/api/admin/pricing", { body: cheaper })).response.status).toBe(200);
    const after = await book(ids[1]);
    expect(after.amount).toBe(350_000);
    expect(after.taxAmount).toBe(Math.round((350_000 * 5) / 105));
    const old = await typedClient(app).GET("/api/public/bookings/{bookingId}", {
      params: { path: { bookingId: before.bookingId } },
    });
    expect(old.data?.data).toMatchObject({ amount: 200_000, taxPercent: 18 });
    const range = { from: slots[0]?.dateKey ?? "", to: slots[1]?.dateKey ?? "" };
    const listed = (await asAdmin.GET("/api/admin/slots", { params: { query: range } })).data?.data ?? [];
    expect(listed.map((s) => s.booking?.amount)).toEqual([200_000, 350_000]);
  });

  it("refuses a change without a session (401) and a cross-site one (403)", async () => {
    const { app } = settingsApp(handle.db);
    const anonymous = typedClient(app);
    expect((await anonymous.PUT("/api/admin/pricing", { body: good })).response.status).toBe(401);
    expect((await anonymous.GET("/api/admin/pricing")).response.status).toBe(401);
    expect((await (await signedInClient(app)).GET("/api/admin/pricing")).response.status).toBe(200);
    const sid = await signInAs(app);
    // Without the same-site header, on purpose: the typed client always sends it.
    const crossSite = await app.request("/api/admin/pricing", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: `clinic-session=${sid}` },
      body: JSON.stringify(good),
    });
    expect(crossSite.status).toBe(403);
    expect((await recentAudit(handle.db, { entity: "pricing" })).length).toBe(0);
  });
});
