import { roleGroups } from "@clinic/contract/staff";
import { createRoute, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serviceOptionsFromConfig } from "../src/compose/service-options";
import { loadConfig } from "../src/config/config";
import type { DatabaseHandle } from "../src/db/client";
import { routePolicy } from "../src/http/route-policy";
import { reviewsOptionsFromConfig } from "../src/reviews-module";
import { createSignInLinkToken } from "../src/services/auth-tokens";
import {
  adminEmail,
  cookiesOf,
  type createAuthTestApp,
  sameSite,
  testAppSecret,
} from "./support/auth-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function sessionFor(a: ReturnType<typeof createAuthTestApp>["app"], email: string) {
  const res = await a.request("/api/auth/link/redeem", {
    method: "POST",
    headers: sameSite,
    body: JSON.stringify({ token: createSignInLinkToken(testAppSecret, email) }),
  });
  return cookiesOf(res)["clinic-session"] as string;
}

/** A concrete path for a route pattern: `:id` → a plausible id. */
const concrete = (pattern: string) =>
  pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, "00000000-0000-4000-8000-000000000000");

describe("every /api/admin route, from the registered route table", () => {
  it("answers 401 without a session and 403 for a signed-in non-admin", async () => {
    // The app with every feature mounted, as server.ts composes it. A feature that becomes optional in
    // createApp must be switched on here too, or its admin routes would escape this test.
    const { createTestApp } = await import("./support/test-app");
    const { app: a } = createTestApp({
      db: handle.db,
      auth: {
        appSecret: testAppSecret,
        publicUrl: "http://127.0.0.1:3999",
        adminEmail,
        signInPerMinute: 1000,
      },
      booking: serviceOptionsFromConfig(loadConfig({}), testAppSecret),
      reviews: reviewsOptionsFromConfig(loadConfig({}), testAppSecret),
    });
    const adminRoutes = a.routes.filter(
      (r) => r.path.startsWith("/api/admin") && r.method !== "ALL" && !r.path.includes("*"),
    );
    // The table holds at least the auth feature's own route; later issues add theirs.
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`)).toContain("GET /api/admin/me");
    const nonAdmin = await sessionFor(a, "patient@example.com");
    const admin = await sessionFor(a, adminEmail);
    for (const route of adminRoutes) {
      const request = (cookie?: string) =>
        a.request(concrete(route.path), {
          method: route.method,
          headers: { ...sameSite, ...(cookie ? { cookie: `clinic-session=${cookie}` } : {}) },
          body: ["GET", "HEAD"].includes(route.method) ? undefined : "{}",
        });
      const anonymous = await request();
      expect(anonymous.status, `${route.method} ${route.path} without a session`).toBe(401);
      const denied = await request(nonAdmin);
      expect(denied.status, `${route.method} ${route.path} as a non-admin`).toBe(403);
      const allowed = await request(admin);
      expect([401, 403], `${route.method} ${route.path} as the admin`).not.toContain(allowed.status);
    }
  });

  it("also guards a route added later (the guard is mounted once for /api/admin/*)", async () => {
    const later = createRoute({
      method: "delete",
      path: "/admin/things/{id}",
      ...routePolicy({ roles: roleGroups.owner }),
      request: { params: z.object({ id: z.string() }) },
      responses: { 204: { description: "gone" } },
    });
    // Issue 34: a route that names no roles serves no one, not even an owner.
    const undeclared = createRoute({
      method: "delete",
      path: "/admin/forgotten/{id}",
      request: { params: z.object({ id: z.string() }) },
      responses: { 204: { description: "gone" } },
    });
    const { createTestApp } = await import("./support/test-app");
    const { app: a } = createTestApp({
      db: handle.db,
      auth: {
        appSecret: testAppSecret,
        publicUrl: "http://127.0.0.1:3999",
        adminEmail,
        signInPerMinute: 100,
      },
      extraApiRoutes: (api) => {
        api.openapi(later, (c) => c.body(null, 204));
        api.openapi(undeclared, (c) => c.body(null, 204));
      },
    });
    const nonAdmin = await sessionFor(a, "patient@example.com");
    const admin = await sessionFor(a, adminEmail);
    const del = (cookie?: string) =>
      a.request("/api/admin/things/1", {
        method: "DELETE",
        headers: { ...sameSite, ...(cookie ? { cookie: `clinic-session=${cookie}` } : {}) },
      });
    expect((await del()).status).toBe(401);
    expect((await del(nonAdmin)).status).toBe(403);
    expect((await del(admin)).status).toBe(204);
    const forgotten = await a.request("/api/admin/forgotten/1", {
      method: "DELETE",
      headers: { ...sameSite, cookie: `clinic-session=${admin}` },
    });
    expect(forgotten.status).toBe(403);
    expect(((await forgotten.json()) as { code?: string }).code).toBe("forbidden_role");
  });
});
