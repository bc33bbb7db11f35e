import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { createSignInLinkToken, sha256 } from "../../src/services/auth-tokens";
import { adminEmail, cookiesOf, sameSite, setCookieLine, testAppSecret } from "../support/auth-test-app";
import { fullTestApp } from "../support/full-test-app";
import { openFreshDatabase, resetDatabase } from "../support/test-database";
import { type InProcessApp, typedClient } from "../support/typed-client";

/**
 * What apps/server/test/auth-sessions.test.ts does not already prove: fixation with a planted cookie,
 * the absolute expiry while the session is in use, the cookie's lifetime, and sign-out and cookie
 * tossing over https. (It covers: a new id at each sign-in, idle and absolute expiry, sign-out,
 * HttpOnly/SameSite/__Host-/Secure flags.)
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFreshDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const https = "https://clinic.example";
const httpsHeaders = { ...sameSite, origin: https };
const planted = () => randomBytes(32).toString("base64url");
/** The typed client with `session` as its clinic-session cookie. */
const withSession = (app: InProcessApp, session: string) =>
  typedClient(app, { cookie: `clinic-session=${session}` });

// Raw on purpose: a planted cookie and the https origin (the typed client's base is http://localhost).
function redeem(app: ReturnType<typeof fullTestApp>["app"], cookie?: string, secure = false) {
  return app.request(`${secure ? https : ""}/api/auth/link/redeem`, {
    method: "POST",
    headers: { ...(secure ? httpsHeaders : sameSite), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ token: createSignInLinkToken(testAppSecret, adminEmail) }),
  });
}

describe("session fixation", () => {
  it("a session id planted before sign-in is replaced, and never becomes a session", async () => {
    const { app } = fullTestApp(handle.db);
    const attacker = planted();
    const res = await redeem(app, `clinic-session=${attacker}`);
    expect(res.status).toBe(200);
    const issued = cookiesOf(res)["clinic-session"];
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(attacker);
    const me = async (cookie: string) => (await withSession(app, cookie).GET("/api/admin/me")).response;
    expect((await me(attacker)).status).toBe(401);
    expect((await me(issued as string)).status).toBe(200);
    const { rows } = await handle.pool.query<{ id_hash: string }>("select id_hash from admin_sessions");
    expect(rows.map((r) => r.id_hash)).toEqual([sha256(issued as string)]);
  });

  it("a cookie of an ended session does not carry over into the next sign-in", async () => {
    const { app } = fullTestApp(handle.db);
    const first = cookiesOf(await redeem(app))["clinic-session"] as string;
    expect((await withSession(app, first).POST("/api/auth/signout")).response.status).toBe(200);
    const again = await redeem(app, `clinic-session=${first}`);
    expect(again.status).toBe(200);
    expect(cookiesOf(again)["clinic-session"]).not.toBe(first);
  });

  it("over https, a bare clinic-session cookie (tossed by a sibling host) is ignored", async () => {
    const { app } = fullTestApp(handle.db, { isHttps: true });
    const res = await redeem(app, undefined, true);
    const session = cookiesOf(res)["__Host-clinic-session"] as string;
    expect(session).toBeTruthy();
    const bare = await app.request(`${https}/api/admin/me`, {
      headers: { cookie: `clinic-session=${session}` },
    });
    expect(bare.status).toBe(401);
    const hosted = await app.request(`${https}/api/admin/me`, {
      headers: { cookie: `__Host-clinic-session=${session}` },
    });
    expect(hosted.status).toBe(200);
  });
});

describe("expiry", () => {
  it("the absolute expiry ends a session even while it is in use", async () => {
    const { app } = fullTestApp(handle.db);
    const session = cookiesOf(await redeem(app))["clinic-session"] as string;
    const me = async () => (await withSession(app, session).GET("/api/admin/me")).response;
    expect((await me()).status).toBe(200);
    // Used a second ago, but signed in 7 days and a minute ago.
    await handle.pool.query(
      "update admin_sessions set created_at = now() - interval '7 days 1 minute', expires_at = now() - interval '1 minute', last_seen_at = now() where id_hash = $1",
      [sha256(session)],
    );
    expect((await me()).status).toBe(401);
    // Using it again does not revive it.
    const { rows } = await handle.pool.query<{ live: boolean }>(
      "select expires_at > now() as live from admin_sessions where id_hash = $1",
      [sha256(session)],
    );
    expect(rows[0]?.live).toBe(false);
  });

  it("the cookie lives no longer than the session's absolute lifetime (7 days by default)", async () => {
    const { app } = fullTestApp(handle.db);
    const line = setCookieLine(await redeem(app), "clinic-session") ?? "";
    const maxAge = Number(/Max-Age=(\d+)/.exec(line)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(7 * 86_400);
  });
});

describe("over https", () => {
  it("the session cookie is __Host-, Secure, HttpOnly, SameSite, Path=/ and without Domain; sign-out clears it", async () => {
    const { app } = fullTestApp(handle.db, { isHttps: true });
    const res = await redeem(app, undefined, true);
    expect(res.status).toBe(200);
    const line = setCookieLine(res, "__Host-clinic-session") ?? "";
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=(Lax|Strict)/i);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/Domain=/i);
    // No other cookie carries the session.
    expect(
      res.headers.getSetCookie().filter((l) => l.includes(line.split(";")[0]?.split("=")[1] ?? "-")),
    ).toHaveLength(1);
    const session = cookiesOf(res)["__Host-clinic-session"] as string;
    const cookie = `__Host-clinic-session=${session}`;
    const out = await app.request(`${https}/api/auth/signout`, {
      method: "POST",
      headers: { ...httpsHeaders, cookie },
    });
    expect(out.status).toBe(200);
    const cleared = setCookieLine(out, "__Host-clinic-session") ?? "";
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/; Secure/i);
    expect(cleared).toMatch(/; Path=\//);
    expect((await app.request(`${https}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
  });
});
