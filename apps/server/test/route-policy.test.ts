import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { policyOfHandler } from "../src/http/route-policy";
import { createSignInLinkToken } from "../src/services/auth-tokens";
import { adminEmail, testAppSecret } from "./support/auth-test-app";
import { adminHeadersOf, type FullApp, fullTestApp, signIn } from "./support/full-test-app";
import { type Operation, operationsOf } from "./support/openapi-fuzz";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

/**
 * Each unsafe route declares its idempotency and body limit on its definition (decision 0090); the
 * middleware and the OpenAPI document both read that declaration. These checks walk the app's own
 * document and route table, so a route added without a declaration fails here.
 */

let handle: DatabaseHandle;
let app: FullApp;
let operations: Operation[];
beforeAll(async () => {
  handle = await openWorkerDatabase();
  app = fullTestApp(handle.db).app;
  // The document itself is not one of its paths.
  operations = operationsOf(await (await app.request("/api/openapi.json")).json());
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const modes = ["required-own", "own", "replayed", "none"];
const configured = 65_536; // the test app's LIMIT_BODY_BYTES

function operation(method: string, path: string): Operation {
  const found = operations.find((op) => op.method === method && op.path === path);
  if (!found) throw new Error(`${method} ${path} is not in /api/openapi.json`);
  return found;
}

const keyHeader = (op: Operation) =>
  (op.spec.parameters ?? []).find(
    (p: { in: string; name: string }) => p.in === "header" && p.name === "Idempotency-Key",
  );

describe("/api/openapi.json", () => {
  it("gives every unsafe operation its idempotency mode and its body limit in bytes", () => {
    const unsafeOps = operations.filter((op) => unsafe.has(op.method));
    expect(unsafeOps.length).toBeGreaterThanOrEqual(20);
    for (const op of unsafeOps) {
      const label = `${op.method} ${op.path}`;
      expect(modes, `${label}: x-idempotency`).toContain(op.spec["x-idempotency"]);
      expect(op.spec["x-body-limit"], `${label}: x-body-limit`).toBeGreaterThanOrEqual(configured);
      // The header follows the mode: required, accepted, or absent.
      const mode = op.spec["x-idempotency"];
      expect(keyHeader(op) === undefined, label).toBe(mode === "none");
      expect(keyHeader(op)?.required ?? false, label).toBe(mode === "required-own");
    }
  });

  it("states the policies the routes declare", () => {
    const policy = (method: string, path: string) => {
      const { spec } = operation(method, path);
      return { idempotency: spec["x-idempotency"], bodyLimit: spec["x-body-limit"] };
    };
    expect(policy("POST", "/api/admin/slots/bulkCreate")).toEqual({
      idempotency: "replayed",
      bodyLimit: 512 * 1024,
    });
    expect(policy("POST", "/api/public/bookings")).toEqual({
      idempotency: "required-own",
      bodyLimit: configured,
    });
    expect(policy("POST", "/api/public/bookings/{bookingId}/payments/verify").idempotency).toBe(
      "required-own",
    );
    expect(keyHeader(operation("POST", "/api/public/bookings"))?.required).toBe(true);
    expect(policy("POST", "/api/reviews").idempotency).toBe("own");
    expect(policy("POST", "/api/webhooks/razorpay").idempotency).toBe("none");
    for (const path of ["/api/auth/link/request", "/api/auth/link/redeem", "/api/auth/signout"])
      expect(policy("POST", path).idempotency, path).toBe("none");
    expect(policy("POST", "/api/public/bookings/{bookingId}/cancel").idempotency).toBe("replayed");
    expect(policy("PUT", "/api/admin/pricing")).toEqual({ idempotency: "none", bodyLimit: configured });
  });
});

describe("the route table", () => {
  it("has a declared policy on every unsafe route, OpenAPI or not", () => {
    const declared = new Map<string, boolean>();
    for (const r of app.routes.filter((r) => unsafe.has(r.method) && !r.path.includes("*"))) {
      const route = `${r.method} ${r.path}`;
      declared.set(route, (declared.get(route) ?? false) || policyOfHandler(r.handler) !== undefined);
    }
    expect(declared.size).toBeGreaterThanOrEqual(20);
    expect([...declared].filter(([, has]) => !has).map(([route]) => route)).toEqual([]);
  });
});

describe("the middleware reads the matched route's policy", () => {
  it("lets the bulk slot creation send more than LIMIT_BODY_BYTES, and no other route", async () => {
    const session = await signIn(app);
    // A raw body over the limit, with a field no schema has: the typed client cannot send it.
    const big = JSON.stringify({ slots: [], padding: "x".repeat(100_000) });
    const send = (method: string, path: string) =>
      app.request(path, { method, headers: adminHeadersOf(session), body: big });
    const bulk = await send("POST", "/api/admin/slots/bulkCreate");
    expect(bulk.status).toBe(400);
    expect(await bulk.json()).toMatchObject({ code: "validation_failed" });
    const pricing = await send("PUT", "/api/admin/pricing");
    expect(pricing.status).toBe(413);
  });

  it("leaves a sign-in route's Idempotency-Key alone: a used link is refused, not replayed", async () => {
    const key = crypto.randomUUID();
    const body = { token: createSignInLinkToken(testAppSecret, adminEmail) };
    const redeem = async () =>
      (await typedClient(app).POST("/api/auth/link/redeem", { body, headers: { "idempotency-key": key } }))
        .response;
    const first = await redeem();
    expect(first.status).toBe(200);
    const again = await redeem();
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.status).toBe(401);
  });
});
