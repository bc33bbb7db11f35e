import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { type Fixtures, type FullApp, fullTestApp, seedFixtures } from "../support/full-test-app";
import { changedTables, fingerprintQuery } from "../support/openapi-fuzz";
import { openFreshDatabase } from "../support/test-database";

/**
 * The route-table authorization test of the admin-access issue (apps/server/test/auth-admin-routes.test.ts),
 * extended: every unsafe admin route refuses a cross-site request, and no GET route changes what is stored.
 * Both walk the app's registered route table, so routes added later are covered without editing this file.
 */

let handle: DatabaseHandle;
let app: FullApp;
let fixtures: Fixtures;
let fingerprint: () => Promise<Record<string, string>>;
beforeAll(async () => {
  handle = await openFreshDatabase();
  app = fullTestApp(handle.db).app;
  fixtures = await seedFixtures(app, handle.db);
  fingerprint = await fingerprintQuery(handle.pool, getBookkeeping);
});
afterAll(() => handle.close());

/**
 * What a GET (or a refused request) may write: the rate-limit counters (a limited GET such as the captcha
 * challenge counts each call: that is how the limit works) and the session's last_seen_at (each signed-in
 * request moves the idle expiry forward). Everything else, to the column, must stay as it was.
 */
const getBookkeeping = { tables: ["rate_limit_counters"], columns: ["admin_sessions.last_seen_at"] };

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** GETs whose read is itself recorded: reading a patient's record adds an audit entry (decision 0099). */
const auditedReads = new Set([
  "/api/admin/patients/:patientId",
  "/api/admin/patients/:patientId/export",
  "/api/admin/patients/:patientId/measurements.csv",
  // The accountant's export of receipts names every patient: who took it is recorded (decision 0105).
  "/api/admin/receipts/export",
]);
const routeTable = () =>
  app.routes
    .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

/** A concrete path for a route pattern, with ids of rows that exist. */
function concrete(pattern: string): string {
  const idFor = (param: string) => {
    if (param === "action") return "approve";
    if (param === "placeId") return "ChIJ-test-place";
    if (param === "patientId") return fixtures.patientIds[0];
    if (param === "bookingId" || /\/bookings\//.test(pattern)) return fixtures.bookingIds[0];
    if (/\/reviews\//.test(pattern)) return fixtures.reviewIds[1];
    if (/\/slots\//.test(pattern)) return fixtures.slotIds[1];
    return "00000000-0000-4000-8000-000000000000";
  };
  return pattern.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_m, name: string) => String(idFor(name)));
}

/** Plausible query values, so a GET reaches its handler rather than stopping at validation. */
function withQuery(path: string): string {
  const [first, last] = [fixtures.dates[0], fixtures.dates.at(-1)];
  if (path === "/api/public/slots") return `${path}?date=${first}`;
  if (path.endsWith("/reschedule-slots")) return `${path}?date=${first}`;
  if (path === "/api/public/slots/dates" || path.startsWith("/api/admin/"))
    return `${path}?from=${first}&to=${last}`;
  return path;
}

const cookie = () => ({ cookie: `clinic-session=${fixtures.session}` });

describe("cross-site requests on every unsafe admin route (signed in as the admin)", () => {
  const attempts: Array<[string, Record<string, string>]> = [
    ["without the X-Clinic-Request header", {}],
    ["from a cross-site Origin", { [csrfHeaderName]: csrfHeaderValue, origin: "https://evil.example" }],
    [
      "with Sec-Fetch-Site: cross-site",
      { [csrfHeaderName]: csrfHeaderValue, "sec-fetch-site": "cross-site" },
    ],
    ["with Sec-Fetch-Site: same-site", { [csrfHeaderName]: csrfHeaderValue, "sec-fetch-site": "same-site" }],
    [
      "with a wrong X-Clinic-Request value and a same-origin Origin",
      { [csrfHeaderName]: "yes", origin: "http://127.0.0.1:3999" },
    ],
  ];

  it("answer 403 with the envelope and change nothing", async () => {
    const routes = routeTable().filter((r) => r.path.startsWith("/api/admin") && unsafe.has(r.method));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      for (const [how, headers] of attempts) {
        const before = await fingerprint();
        const res = await app.request(concrete(route.path), {
          method: route.method,
          headers: { "content-type": "application/json", ...cookie(), ...headers },
          body: "{}",
        });
        const label = `${route.method} ${route.path} ${how}`;
        expect(res.status, label).toBe(403);
        expect(await res.json(), label).toMatchObject({ success: false, code: "forbidden" });
        expect(changedTables(before, await fingerprint()), label).toEqual([]);
      }
    }
  });

  it("are told apart from the same requests made from the clinic's own pages", async () => {
    // The control: with the header and a same-origin fetch, the guard lets the admin through.
    const res = await app.request(concrete("/api/admin/reviews/:id/:action"), {
      method: "PATCH",
      headers: { ...cookie(), [csrfHeaderName]: csrfHeaderValue, "sec-fetch-site": "same-origin" },
    });
    expect(res.status, await res.text()).toBe(200);
  });
});

describe("no GET changes state", () => {
  it("calling every GET route signed in leaves every table as it was", async () => {
    const gets = routeTable().filter((r) => r.method === "GET");
    expect(gets.map((r) => r.path)).toContain("/api/admin/bookings");
    const seen: string[] = [];
    for (const route of gets) {
      const path = withQuery(concrete(route.path));
      const before = await fingerprint();
      const res = await app.request(path, { headers: { ...cookie(), [csrfHeaderName]: csrfHeaderValue } });
      await res.arrayBuffer();
      seen.push(`${res.status} ${path}`);
      expect(res.status, path).toBeLessThan(500);
      const changed = changedTables(before, await fingerprint());
      if (auditedReads.has(route.path)) expect(changed, `GET ${path} is audit-logged`).toEqual(["audit_log"]);
      else expect(changed, `GET ${path} (${res.status})`).toEqual([]);
    }
    // Most of them reached their handler (not a 4xx at the door).
    expect(seen.filter((s) => s.startsWith("2")).length).toBeGreaterThan(gets.length / 2);
  });
});
