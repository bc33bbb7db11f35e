import type { AddressInfo } from "node:net";
import type { PreflightReport } from "@clinic/contract/preflight";
import type { PrivacyNotice } from "@clinic/contract/privacy-notice";
import { settingSections } from "@clinic/contract/settings-sections";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/config";
import type { DatabaseHandle } from "../src/db/client";
import { recordBackup } from "../src/db/operations-notes-repository";
import { writeSetting } from "../src/db/settings-repository";
import { deleteUnusedDemoSlots } from "../src/db/slot-repository";
import { runPreflight } from "../src/services/preflight/preflight";
import { seedDemoSlots } from "../src/services/slot-admin-service";
import { signedInCaller } from "./support/admin-test-app";
import { adminEmail, testAppSecret, testPublicUrl } from "./support/auth-test-app";
import { testPrivacyNotice } from "./support/privacy-notice-fixture";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/**
 * The going-live check (decision 0091) on a real database: a fresh local configuration blocks launch,
 * a configured one passes but for what is still missing, and the admin route answers the same checks.
 * No check leaves the machine: PUBLIC_URL's health is answered by a fake, or by an app on 127.0.0.1.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const now = new Date("2026-11-25T04:30:00Z");
const healthy = (database = "embedded") =>
  Response.json({ success: true, data: { status: "ok", database, version: "1.2.3" } });

/** Built pages showing a clinic; the placeholder's by default. */
function pages(
  clinic = {
    name: "Healing Touch Physiotherapy",
    telephone: "+919876543210",
    email: "care@healingtouch.example",
  },
  extra = "ChIJexamplePlaceIdHealingTouch",
) {
  const json = JSON.stringify({ "@type": ["MedicalClinic"], ...clinic });
  return [
    `<html><script id="clinic-structured-data" type="application/ld+json">${json}</script>${extra}</html>`,
  ];
}
const ownClinic = { name: "Riverside Lymph Clinic", telephone: "+919123456789", email: "hello@riverside.in" };

function levels(report: PreflightReport): Record<string, string> {
  return Object.fromEntries(report.checks.map((c) => [c.id, c.level]));
}

const configured = {
  PUBLIC_URL: "https://clinic.example",
  PAYMENT_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_test_AbCdEf123456",
  RAZORPAY_KEY_SECRET: "test-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://user:pass@127.0.0.1:2525",
  ADMIN_EMAIL: "doctor@riverside.in",
  TRUST_PROXY: "1",
  OIDC_ISSUER: "https://accounts.google.com",
  OIDC_CLIENT_ID: "id.apps.googleusercontent.com",
  OIDC_CLIENT_SECRET: "oidc-secret",
};

describe("the going-live check", () => {
  it("blocks launch on a fresh local configuration, saying what to do", async () => {
    const asked: string[] = [];
    const report = await runPreflight({
      config: loadConfig({}),
      db: handle.db,
      builtPages: pages(),
      now,
      fetch: async (url) => {
        asked.push(String(url));
        throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      },
    });
    expect(asked).toEqual(["http://localhost:3000/api/health"]);
    expect(levels(report)).toEqual({
      "public-url-https": "blocks",
      "public-url-reachable": "blocks",
      "trust-proxy": "ok",
      "payment-provider": "blocks",
      "receipt-details": "blocks",
      "email-provider": "blocks",
      "admin-email": "blocks",
      "captcha-secrets": "ok",
      "google-sign-in": "warn",
      "demo-slots": "ok",
      backup: "warn",
      "clinic-content": "blocks",
    });
    expect(report.blocksLaunch).toBe(true);
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]));
    expect(byId["payment-provider"]?.title).toMatch(/dummy/);
    expect(byId["payment-provider"]?.action).toMatch(/PAYMENT_PROVIDER=razorpay/);
    expect(byId["public-url-reachable"]?.title).toMatch(/ECONNREFUSED/);
    expect(byId["receipt-details"]?.title).toBe("receipts have no legal name and no address of the clinic");
    expect(byId["clinic-content"]?.title).toMatch(
      /name "Healing Touch Physiotherapy", phone \+919876543210, email care@healingtouch.example, Google place id/,
    );
    for (const check of report.checks.filter((c) => c.level !== "ok"))
      expect(check.action, check.id).not.toBe("");
  });

  it("passes a configured site but for its Razorpay test keys", async () => {
    // Settings → Payments → Receipts filled in (decision 0105).
    await writeSetting(handle.db, settingSections.general.key, {
      receipts: { legalName: "Riverside Physiotherapy LLP", address: "4 River Road, Kochi" },
    });
    await recordBackup(handle.db, {
      at: new Date(now.getTime() - 2 * 3_600_000).toISOString(),
      kind: "pg_dump",
      folder: "/srv/backups/x",
    });
    const asked: string[] = [];
    const check = (env: Record<string, string>) =>
      runPreflight({
        config: loadConfig(env),
        db: handle.db,
        builtPages: pages(ownClinic, ""),
        now,
        fetch: async (url) => {
          asked.push(String(url));
          return healthy();
        },
      });
    const report = await check(configured);
    expect(asked).toEqual(["https://clinic.example/api/health"]);
    expect(report.checks.filter((c) => c.level !== "ok").map((c) => [c.id, c.level])).toEqual([
      ["razorpay-live-keys", "blocks"],
    ]);
    expect(JSON.stringify(report)).not.toMatch(/test-secret|webhook-secret|pass@|oidc-secret/);
    expect(report.checks.find((c) => c.id === "email-provider")?.title).toBe(
      "emails are sent through SMTP (127.0.0.1:2525)",
    );
    const live = await check({ ...configured, RAZORPAY_KEY_ID: "rzp_live_AbCdEf123456" });
    expect(live.blocksLaunch).toBe(false);
    expect(live.checks.every((c) => c.level === "ok")).toBe(true);
    const noWebhook = await check({ ...configured, RAZORPAY_WEBHOOK_SECRET: "" });
    expect(levels(noWebhook)["razorpay-webhook"]).toBe("blocks");
    // A day and more after the backup: a warning, not a block.
    const later = await runPreflight({
      config: loadConfig(configured),
      db: handle.db,
      builtPages: pages(ownClinic, ""),
      now: new Date(now.getTime() + 86_400_000),
      fetch: async () => healthy(),
    });
    expect(levels(later).backup).toBe("warn");
  });

  it("finds the demo slots until they are removed", async () => {
    const config = loadConfig(configured);
    const run = () =>
      runPreflight({
        config,
        db: handle.db,
        builtPages: pages(ownClinic, ""),
        now,
        fetch: async () => healthy(),
      });
    const opened = await seedDemoSlots(handle.db, "Asia/Kolkata", now);
    expect(opened).toBeGreaterThan(0);
    const report = await run();
    expect(report.checks.find((c) => c.id === "demo-slots")).toMatchObject({
      level: "blocks",
      title: expect.stringContaining(`${opened} demo slots`),
      action: expect.stringContaining("npm run seed:demo -- --remove"),
    });
    expect(await deleteUnusedDemoSlots(handle.db)).toBe(opened);
    expect(levels(await run())["demo-slots"]).toBe("ok");
  });

  it("warns while the privacy notice's retention differs from Settings → Patient data", async () => {
    const config = loadConfig(configured);
    const notice = (retention: PrivacyNotice["retention"]) =>
      runPreflight({
        config,
        db: handle.db,
        builtPages: pages(ownClinic, ""),
        privacyNotice: { ...testPrivacyNotice, retention },
        now,
        fetch: async () => healthy(),
      });
    const health = { what: "Health information", keptFor: "3 years", why: "Your history." };
    const linked = [{ ...health, years: 3, settings: ["intakeYears" as const, "notesYears" as const] }];
    // The defaults (3 and 3 years) are what the notice says.
    expect((await notice(linked)).checks.find((c) => c.id === "retention-notice")).toMatchObject({
      level: "ok",
    });
    await writeSetting(handle.db, settingSections.general.key, {
      retention: { intakeYears: 5, notesYears: 3 },
    });
    expect((await notice(linked)).checks.find((c) => c.id === "retention-notice")).toEqual({
      id: "retention-notice",
      level: "warn",
      title:
        "the privacy notice does not say what Settings → Patient data keeps: intake answers and photos 5 years (the notice: 3 years)",
      action: expect.stringContaining("apps/web/src/content/clinic-privacy.ts"),
    });
    // A notice that names no setting cannot be compared: said, not passed.
    expect((await notice([health])).checks.find((c) => c.id === "retention-notice")).toMatchObject({
      level: "warn",
      title: expect.stringContaining("name none of"),
    });
    // Without a build there is no notice to compare (the content check says the site is not built).
    const unbuilt = await runPreflight({
      config,
      db: handle.db,
      builtPages: undefined,
      now,
      fetch: async () => healthy(),
    });
    expect(unbuilt.checks.some((c) => c.id === "retention-notice")).toBe(false);
  });

  it("asks PUBLIC_URL itself, and notes a request through a proxy TRUST_PROXY does not trust", async () => {
    const { app } = createTestApp({ db: handle.db });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const config = loadConfig({ PUBLIC_URL: url });
      const report = await runPreflight({ config, db: handle.db, builtPages: undefined, now: new Date() });
      expect(report.checks.find((c) => c.id === "public-url-reachable")).toMatchObject({
        level: "ok",
        title: `${url} answers (version test)`,
      });
      expect(levels(report)["trust-proxy"]).toBe("ok");
      expect(levels(report)["clinic-content"]).toBe("warn");

      // What a reverse proxy sends: the request passes, and the check now blocks.
      const proxied = await fetch(`${url}/api/health`, { headers: { "x-forwarded-for": "203.0.113.9" } });
      expect(proxied.status).toBe(200);
      const after = await runPreflight({ config, db: handle.db, builtPages: undefined, now: new Date() });
      expect(after.checks.find((c) => c.id === "trust-proxy")).toMatchObject({
        level: "blocks",
        action: expect.stringContaining("TRUST_PROXY=1"),
      });
      const trusted = await runPreflight({
        config: loadConfig({ PUBLIC_URL: url, TRUST_PROXY: "1" }),
        db: handle.db,
        builtPages: undefined,
        now: new Date(),
      });
      expect(levels(trusted)["trust-proxy"]).toBe("ok");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("says when another clinic server answers PUBLIC_URL", async () => {
    const report = await runPreflight({
      config: loadConfig({}),
      db: handle.db,
      builtPages: undefined,
      now,
      fetch: async () => healthy("external"),
    });
    expect(report.checks.find((c) => c.id === "public-url-reachable")?.title).toMatch(
      /another clinic server/,
    );
  });
});

describe("GET /api/admin/preflight", () => {
  const app = () =>
    createTestApp({
      db: handle.db,
      auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
      preflight: { config: loadConfig({}), fetch: async () => healthy() },
    }).app;

  it("answers the same checks to a signed-in admin, never cached", async () => {
    const a = app();
    const call = await signedInCaller(a);
    const res = await call("GET", "/api/admin/preflight");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.data.blocksLaunch).toBe(true);
    expect(res.json.data.checks.map((c: { id: string }) => c.id)).toContain("payment-provider");
    expect(res.json.data.checks.find((c: { id: string }) => c.id === "public-url-reachable").level).toBe(
      "ok",
    );
  });

  it("needs the admin's session", async () => {
    const res = await app().request("/api/admin/preflight");
    expect(res.status).toBe(401);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await app().request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(doc.paths["/admin/preflight"] ?? doc.paths["/api/admin/preflight"]).toBeDefined();
  });
});
