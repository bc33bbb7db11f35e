import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { authErrorMessages } from "@clinic/contract/auth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { startTestOpenIdProvider, type TestOpenIdProvider } from "./support/auth-openid-provider";
import { adminEmail, body, cookiesOf, createAuthTestApp, testPublicUrl } from "./support/auth-test-app";

import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
let idp: TestOpenIdProvider;
const redirectUri = `${testPublicUrl}/api/auth/oidc/callback`;

beforeAll(async () => {
  handle = await openWorkerDatabase();
  idp = await startTestOpenIdProvider(redirectUri);
  idp.accounts.set("admin-by-email", {
    email: "Doctor@Clinic.example",
    email_verified: true,
    name: "Dr Admin",
  });
  idp.accounts.set("admin-by-role", {
    email: "staff@clinic.example",
    email_verified: true,
    "custom:role": "admin",
  });
  idp.accounts.set("patient", { email: "patient@example.com", email_verified: true, name: "A Patient" });
  idp.accounts.set("unverified", { email: adminEmail, email_verified: false });
  // A role the user may have written themselves, with an address the provider does not vouch for.
  idp.accounts.set("role-unverified", {
    email: "mallory@example.com",
    email_verified: false,
    "custom:role": "admin",
  });
  idp.accounts.set("role-without-email", { "custom:role": "admin", name: "No Email" });
});
afterAll(async () => {
  await idp.close();
  await handle.close();
});
beforeEach(() => resetDatabase(handle));

function app() {
  return createAuthTestApp(handle.db, {
    oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
  });
}

type App = ReturnType<typeof app>["app"];

/** Our start → the provider → back; returns the callback URL and the sign-in attempt cookie. */
async function toProvider(a: App, account: string, returnTo = "/admin/slots", tamper?: (u: URL) => void) {
  idp.signInAs(account);
  const start = await a.request(`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.get("location") ?? "");
  expect(authorization.origin).toBe(idp.issuer);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorization.searchParams.get("state")).toBeTruthy();
  expect(authorization.searchParams.get("nonce")).toBeTruthy();
  tamper?.(authorization);
  const signInCookie = cookiesOf(start)["clinic-signin"];
  expect(signInCookie).toBeTruthy();
  const callback = await idp.authorize(authorization.href);
  return { callback, signInCookie: signInCookie as string };
}

async function back(a: App, callback: URL, signInCookie: string) {
  return a.request(`/api/auth/oidc/callback${callback.search}`, {
    headers: { cookie: `clinic-signin=${signInCookie}` },
  });
}

async function signIn(a: App, account: string) {
  const { callback, signInCookie } = await toProvider(a, account);
  const res = await back(a, callback, signInCookie);
  return { res, session: cookiesOf(res)["clinic-session"] };
}

async function whoAmI(a: App, session: string | undefined) {
  const res = await a.request("/api/auth/session", {
    headers: session ? { cookie: `clinic-session=${session}` } : {},
  });
  return (await body(res)).data;
}

describe("OpenID sign-in (authorization code + PKCE against a real provider)", () => {
  it("admits the admin by email (case-insensitive) and lands on the wanted path", async () => {
    const { app: a, logLines } = app();
    const { res, session } = await signIn(a, "admin-by-email");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/slots");
    expect(session).toBeTruthy();
    const me = await a.request("/api/admin/me", { headers: { cookie: `clinic-session=${session}` } });
    expect(me.status).toBe(200);
    expect((await body(me)).data).toEqual({
      email: "doctor@clinic.example",
      name: "Dr Admin",
      isAdmin: true,
      role: "owner",
      method: "oidc",
    });
    expect(logLines.some((l) => l.msg === "signed in")).toBe(true);
    expect(JSON.stringify(logLines)).not.toContain(session);
  });

  it("admits an admin by the role claim", async () => {
    const { app: a } = app();
    const { session } = await signIn(a, "admin-by-role");
    const me = await a.request("/api/admin/me", { headers: { cookie: `clinic-session=${session}` } });
    expect(me.status).toBe(200);
    expect((await whoAmI(a, session)).user).toMatchObject({ email: "staff@clinic.example", isAdmin: true });
  });

  it("trusts the role claim only next to a verified email", async () => {
    const { app: a } = app();
    const unverified = await signIn(a, "role-unverified");
    expect(unverified.res.headers.get("location")).toBe("/admin?authError=email_unverified");
    expect(unverified.session).toBeFalsy();
    const { session } = await signIn(a, "role-without-email");
    expect(session).toBeTruthy();
    expect(await whoAmI(a, session)).toMatchObject({ state: "signed_in", user: { isAdmin: false } });
    const me = await a.request("/api/admin/me", { headers: { cookie: `clinic-session=${session}` } });
    expect(me.status).toBe(403);
    // A session stored with the role and no email (made before this rule) is not an admin either.
    await handle.pool.query("update admin_sessions set role = 'admin', email = null");
    expect((await whoAmI(a, session)).user).toMatchObject({ isAdmin: false });
  });

  it("signs in a non-admin, who gets 403 on admin calls (Access Denied in the panel)", async () => {
    const { app: a, logLines } = app();
    const { session } = await signIn(a, "patient");
    expect(session).toBeTruthy();
    expect(await whoAmI(a, session)).toMatchObject({ state: "signed_in", user: { isAdmin: false } });
    const me = await a.request("/api/admin/me", { headers: { cookie: `clinic-session=${session}` } });
    expect(me.status).toBe(403);
    expect(await body(me)).toMatchObject({ code: "forbidden" });
    expect(logLines.some((l) => l.msg === "admin call refused: not an admin")).toBe(true);
  });

  it("refuses a wrong state", async () => {
    const { app: a } = app();
    const { callback, signInCookie } = await toProvider(a, "admin-by-email");
    callback.searchParams.set("state", "not-the-state");
    const res = await back(a, callback, signInCookie);
    expect(res.headers.get("location")).toBe("/admin?authError=state");
    expect(cookiesOf(res)["clinic-session"]).toBeFalsy();
  });

  it("refuses an ID token with a wrong nonce", async () => {
    const { app: a, logLines } = app();
    const { callback, signInCookie } = await toProvider(a, "admin-by-email", "/admin", (u) =>
      u.searchParams.set("nonce", "another-nonce-than-the-cookie-holds"),
    );
    const res = await back(a, callback, signInCookie);
    expect(res.headers.get("location")).toBe("/admin?authError=failed");
    expect(cookiesOf(res)["clinic-session"]).toBeFalsy();
    const failure = logLines.find((l) => l.msg === "sign-in failed");
    expect(String(failure?.reason)).toMatch(/nonce/i);
  });

  it("refuses an unverified email", async () => {
    const { app: a } = app();
    const { res, session } = await signIn(a, "unverified");
    expect(res.headers.get("location")).toBe("/admin?authError=email_unverified");
    expect(session).toBeFalsy();
  });

  it("refuses a replayed code (and a replayed sign-in attempt)", async () => {
    const { app: a } = app();
    const { callback, signInCookie } = await toProvider(a, "admin-by-email");
    const first = await back(a, callback, signInCookie);
    expect(cookiesOf(first)["clinic-session"]).toBeTruthy();
    const again = await back(a, callback, signInCookie);
    expect(again.headers.get("location")).toBe("/admin?authError=state");
    expect(cookiesOf(again)["clinic-session"]).toBeFalsy();
  });

  it("refuses a callback without the sign-in attempt cookie", async () => {
    const { app: a } = app();
    const { callback } = await toProvider(a, "admin-by-email");
    const res = await a.request(`/api/auth/oidc/callback${callback.search}`);
    expect(res.headers.get("location")).toBe("/admin?authError=state");
  });

  it("never redirects outside the admin area after sign-in", async () => {
    const { app: a } = app();
    const { callback, signInCookie } = await toProvider(a, "admin-by-email", "https://evil.example/");
    const res = await back(a, callback, signInCookie);
    expect(res.headers.get("location")).toBe("/admin");
  });

  it("sends the admin back with 'Failed to initiate login' when the provider cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { app: a } = createAuthTestApp(handle.db, {
      oidc: { issuer: `http://127.0.0.1:${port}`, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    const res = await a.request("/api/auth/oidc/start?returnTo=%2Fadmin");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin?authError=initiate");
    expect(authErrorMessages.initiate).toBe("Failed to initiate login");
  });

  it("says OpenID is on, with the button label", async () => {
    const { app: a } = app();
    expect(await whoAmI(a, undefined)).toEqual({
      state: "signed_out",
      user: null,
      oidc: { enabled: true, buttonLabel: "Sign in with Google" },
    });
  });
});
