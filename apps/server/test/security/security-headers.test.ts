import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminRoutePaths, dynamicRoutePatterns, publicPagePaths } from "@clinic/contract/web-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceOptionsFromConfig } from "../../src/compose/service-options";
import { loadConfig } from "../../src/config/config";
import type { DatabaseHandle } from "../../src/db/client";
import { loadWebBuild, type WebBuild } from "../../src/http/web-build";
import { reviewsOptionsFromConfig } from "../../src/reviews-module";
import { adminEmail, testAppSecret } from "../support/auth-test-app";
import { operationsOf } from "../support/openapi-fuzz";
import { createTestApp } from "../support/test-app";
import { openFreshDatabase } from "../support/test-database";

/** A build folder shaped like React Router's output: a prerendered page with an inline script, and the SPA shell. */
function fixtureBuild(): WebBuild {
  const root = mkdtempSync(path.join(tmpdir(), "clinic-web-headers-"));
  mkdirSync(path.join(root, "assets"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>window.__ctx={"ssr":false};</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
  writeFileSync(path.join(root, "index.html"), page("Home"));
  writeFileSync(path.join(root, "__spa-fallback.html"), page("Shell"));
  writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log(1);");
  const build = loadWebBuild(root, { publicUrl: "https://clinic.example/" });
  if (!build) throw new Error("fixture build not loaded");
  return build;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFreshDatabase();
});
afterAll(() => handle.close());

function app(isHttps: boolean) {
  const config = loadConfig({});
  return createTestApp({
    db: handle.db,
    isHttps,
    webBuild: fixtureBuild(),
    auth: {
      appSecret: testAppSecret,
      publicUrl: isHttps ? "https://clinic.example" : "http://127.0.0.1:3999",
      adminEmail,
      signInPerMinute: 1_000_000,
    },
    booking: { ...serviceOptionsFromConfig(config, testAppSecret), LIMIT_CHALLENGES_PER_MINUTE: 1_000_000 },
    reviews: reviewsOptionsFromConfig(config, testAppSecret),
  }).app;
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The headers every answer must carry; returns what is missing or wrong. */
function headerProblems(res: Response, isHttps: boolean): string[] {
  const problems: string[] = [];
  const csp = res.headers.get("content-security-policy");
  if (!csp) problems.push("no Content-Security-Policy");
  else {
    const d = directives(csp);
    if (d.get("object-src")?.join(" ") !== "'none'") problems.push(`object-src is ${d.get("object-src")}`);
    const base = d.get("base-uri")?.join(" ");
    if (base !== "'none'" && base !== "'self'") problems.push(`base-uri is ${base}`);
    if (d.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("frame-ancestors is not 'none'");
    const script = d.get("script-src") ?? d.get("default-src") ?? [];
    if (script.length === 0) problems.push("no script-src");
    if (script.some((s) => s === "'unsafe-inline'" || s === "*" || s === "data:"))
      problems.push(`script-src allows inline or any source: ${script.join(" ")}`);
  }
  if (res.headers.get("x-content-type-options") !== "nosniff") problems.push("no nosniff");
  const referrer = res.headers.get("referrer-policy") ?? "";
  if (!["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer))
    problems.push(`Referrer-Policy is "${referrer}"`);
  if (isHttps) {
    const maxAge = Number(
      /max-age=(\d+)/i.exec(res.headers.get("strict-transport-security") ?? "")?.[1] ?? 0,
    );
    if (maxAge < 31_536_000) problems.push(`HSTS max-age ${maxAge} is under a year`);
  }
  return problems;
}

const pagePaths = [
  ...publicPagePaths,
  ...dynamicRoutePatterns.map((p) => p.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000")),
  ...adminRoutePaths,
];

describe.each([
  ["http", false],
  ["https", true],
])("security headers over %s", (_name, isHttps) => {
  const origin = isHttps ? "https://clinic.example" : "http://127.0.0.1:3999";

  it("on every HTML page of web-routes.ts and on the 404 page", async () => {
    const a = app(isHttps);
    for (const page of [...pagePaths, "/no-such-page", "/admin/no-such-section/x"]) {
      const res = await a.request(`${origin}${page}`);
      expect(res.headers.get("content-type"), page).toMatch(/^text\/html/);
      expect([200, 404], page).toContain(res.status);
      expect(headerProblems(res, isHttps), page).toEqual([]);
    }
    expect((await a.request(`${origin}/no-such-page`)).status).toBe(404);
  });

  it("on every API answer: each operation of /api/openapi.json, the documents, refusals and errors", async () => {
    const a = app(isHttps);
    const document = await (await a.request(`${origin}/api/openapi.json`)).json();
    const calls: Array<[string, RequestInit]> = [
      ["/api/openapi.json", {}],
      ["/api/docs", {}],
      ["/api/no-such-call", {}],
      ["/api/admin/me", {}],
      ["/api/public/bookings", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }],
      [
        "/api/public/bookings",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{bad" },
      ],
      [
        "/api/public/bookings",
        { method: "POST", headers: { "content-type": "application/json" }, body: `"${"x".repeat(70_000)}"` },
      ],
    ];
    for (const op of operationsOf(document)) {
      const concrete = op.path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const body = ["GET", "HEAD"].includes(op.method) ? undefined : "{}";
      calls.push([
        concrete,
        { method: op.method, headers: { "content-type": "application/json", "x-clinic-request": "1" }, body },
      ]);
    }
    expect(calls.length).toBeGreaterThan(30);
    for (const [p, init] of calls) {
      const res = await a.request(`${origin}${p}`, init);
      await res.arrayBuffer();
      const label = `${init.method ?? "GET"} ${p} (${res.status})`;
      expect(res.status, label).toBeLessThan(500);
      expect(headerProblems(res, isHttps), label).toEqual([]);
    }
  });
});

describe("the manage page's Content-Security-Policy and the patient's own photos", () => {
  it("lets images come from blob: URLs (the photo's bytes, fetched with the manage token in a header) and nothing else from blob: but workers", async () => {
    const a = app(true);
    const res = await a.request("https://clinic.example/manage/00000000-0000-4000-8000-000000000000");
    const d = directives(res.headers.get("content-security-policy") ?? "");
    expect(d.get("img-src")).toContain("blob:");
    expect(d.get("img-src")).toContain("'self'");
    // The robot check's worker is the one other blob: the page runs; a script, a frame or a connection never.
    const withBlob = [...d].filter(([, values]) => values.includes("blob:")).map(([name]) => name);
    expect(withBlob.sort()).toEqual(["img-src", "worker-src"]);
  });
});
