import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { EmailMessage, EmailSender } from "../src/integrations/email/email-sender";
import { createOutboxEmailSender } from "../src/integrations/email/outbox-email-sender";
import { createSignInLinkToken, sha256 } from "../src/services/auth-tokens";
import {
  adminEmail,
  cookiesOf,
  createAuthTestApp,
  sameSite,
  setCookieLine,
  testAppSecret,
} from "./support/auth-test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

type App = ReturnType<typeof createAuthTestApp>["app"];

/** A sign-in link's token redeemed through the typed client (it sends the same-site header). */
const redeem = (a: App, token: string, headers: Record<string, string> = {}) =>
  typedClient(a, headers).POST("/api/auth/link/redeem", { body: { token } });
const askForLink = (a: App, email: string) =>
  typedClient(a).POST("/api/auth/link/request", { body: { email } });

async function signInWithLink(a: App, email = adminEmail): Promise<string> {
  const { response } = await redeem(a, createSignInLinkToken(testAppSecret, email));
  expect(response.status).toBe(200);
  const session = cookiesOf(response)["clinic-session"];
  if (!session) throw new Error("no session cookie");
  return session;
}

const withSession = (session: string, extra: Record<string, string> = {}) => ({
  cookie: `clinic-session=${session}`,
  ...extra,
});
/** The status of GET /api/admin/me with a session cookie. */
const me = async (a: App, session: string) =>
  (await typedClient(a, withSession(session)).GET("/api/admin/me")).response.status;
const signOut = (a: App, session: string) => typedClient(a, withSession(session)).POST("/api/auth/signout");

describe("one-time sign-in links", () => {
  it("sign in once; the second use is refused", async () => {
    const { app: a, logLines } = createAuthTestApp(handle.db);
    const token = createSignInLinkToken(testAppSecret, adminEmail);
    const first = await redeem(a, token);
    expect(first.response.status).toBe(200);
    expect(first.data).toMatchObject({
      data: { user: { email: adminEmail, isAdmin: true, method: "link" }, returnTo: "/admin" },
    });
    const session = cookiesOf(first.response)["clinic-session"] ?? "";
    expect(Buffer.from(session, "base64url").length).toBeGreaterThanOrEqual(16);
    const second = await redeem(a, token);
    expect(second.response.status).toBe(401);
    expect(second.error?.message).toMatch(/^Invalid tokens/);
    expect(JSON.stringify(logLines)).not.toContain(token);
    // Neither the token nor the session id is stored in clear.
    const stored = JSON.stringify(
      (await handle.pool.query("select * from admin_sessions; ")).rows.concat(
        (await handle.pool.query("select * from auth_one_time_uses")).rows,
      ),
    );
    expect(stored).not.toContain(session);
    expect(stored).not.toContain(token.split(".")[0]);
    expect(stored).toContain(sha256(session));
  });

  it("refuse an expired link and a link with a changed signature or payload", async () => {
    const { app: a } = createAuthTestApp(handle.db);
    const expired = createSignInLinkToken(testAppSecret, adminEmail, Date.now() - 16 * 60_000);
    expect((await redeem(a, expired)).response.status).toBe(401);
    const good = createSignInLinkToken(testAppSecret, adminEmail);
    const [payload, signature = ""] = good.split(".");
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect((await redeem(a, flipped)).response.status).toBe(401);
    const otherPayload = Buffer.from(
      JSON.stringify({
        e: "attacker@example.com",
        x: Math.floor(Date.now() / 1000) + 600,
        j: "x".repeat(43),
      }),
    ).toString("base64url");
    expect((await redeem(a, `${otherPayload}.${signature}`)).response.status).toBe(401);
    const otherSecret = createSignInLinkToken("another-secret-of-at-least-32-characters!", adminEmail);
    expect((await redeem(a, otherSecret)).response.status).toBe(401);
    // The good one still works: refusals did not consume it.
    expect((await redeem(a, good)).response.status).toBe(200);
  });

  it("sign in someone else than ADMIN_EMAIL as a non-admin", async () => {
    const { app: a } = createAuthTestApp(handle.db);
    const session = await signInWithLink(a, "helper@clinic.example");
    expect(await me(a, session)).toBe(403);
  });

  it("are emailed only to ADMIN_EMAIL, with the same answer for any address", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "clinic-outbox-"));
    try {
      const sender = createOutboxEmailSender({
        dataDir,
        from: "no-reply@clinic.example",
        log: { info: () => undefined },
      });
      const { app: withMail, logLines } = createAuthTestApp(handle.db, { emailSender: sender });
      const stranger = await askForLink(withMail, "stranger@example.com");
      const admin = await askForLink(withMail, "DOCTOR@clinic.example");
      expect(stranger.response.status).toBe(200);
      expect(admin.response.status).toBe(200);
      expect(stranger.data?.message).toBe(admin.data?.message);
      const outbox = path.join(dataDir, "outbox");
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i++) {
        // Only finished messages: the sender writes `.<name>.eml.tmp` first, then renames it.
        files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
        if (files.length === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(files).toHaveLength(1);
      const eml = (await readFile(path.join(outbox, files[0] as string), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      expect(eml).toContain(`To: ${adminEmail}`);
      const token = /signin-link=([A-Za-z0-9_.-]+)/.exec(eml)?.[1];
      expect(token).toBeTruthy();
      expect(JSON.stringify(logLines)).not.toContain(token);
      const redeemed = (await redeem(withMail, token as string)).response;
      expect(redeemed.status).toBe(200);
      // The sign-in's own log lines carry the request's id, as every line logged for a request does.
      const byMessage = (msg: string) => logLines.filter((l) => l.msg === msg);
      expect(byMessage("sign-in link requested for an address that may not sign in; nothing sent")).toEqual([
        expect.objectContaining({ reqId: stranger.response.headers.get("x-request-id") }),
      ]);
      expect(byMessage("signed in")).toEqual([
        expect.objectContaining({ reqId: redeemed.headers.get("x-request-id") }),
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("are emailed at most once per recipient per 5 minutes, across servers, with the same answer", async () => {
    const sent: EmailMessage[] = [];
    let failNext = false;
    const sender: EmailSender = {
      send: async (m) => {
        if (failNext) {
          failNext = false;
          throw new Error("SMTP 421 try later");
        }
        sent.push(m);
      },
    };
    // Two servers on one database.
    const servers = [
      createAuthTestApp(handle.db, { emailSender: sender }),
      createAuthTestApp(handle.db, { emailSender: sender }),
    ];
    const ask = async (n: number, email = adminEmail) => {
      const res = await askForLink((servers[n % 2] as (typeof servers)[number]).app, email);
      expect(res.response.status).toBe(200);
      return res.data?.message;
    };
    // The route answers before the email is sent: wait until the background work settled.
    const settle = async (expected: number) => {
      for (let i = 0; i < 100 && sent.length < expected; i++) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
    };
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => ask(n)));
    answers.push(await ask(0, "stranger@example.com"));
    await settle(1);
    expect(new Set(answers).size).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([adminEmail]);
    const logLines = servers.flatMap((s) => s.logLines);
    expect(logLines.filter((l) => l.msg === "sign-in link sent to a staff member's email")).toHaveLength(1);

    // Five minutes later (the database's clock decides: the claim is moved back), one more.
    await handle.pool.query(
      "update auth_one_time_uses set expires_at = now() - interval '1 second' where kind = 'sign-in-link-email'",
    );
    await ask(1);
    await ask(0);
    await settle(2);
    expect(sent).toHaveLength(2);

    // A send that failed does not hold the next request back.
    await handle.pool.query("delete from auth_one_time_uses where kind = 'sign-in-link-email'");
    failNext = true;
    await ask(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toHaveLength(2);
    await ask(1);
    await settle(3);
    expect(sent).toHaveLength(3);
  });

  it("are rate limited per client address (429 with Retry-After)", async () => {
    const { app: a } = createAuthTestApp(handle.db, { signInPerMinute: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await redeem(a, "not-a-real-token-at-all")).response.status);
    expect(statuses).toEqual([401, 401, 429]);
    const limited = (await askForLink(a, adminEmail)).response;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuse a second sign-in while a session is live: 'There is already a signed in user.'", async () => {
    const { app: a } = createAuthTestApp(handle.db);
    const session = await signInWithLink(a);
    const res = await redeem(a, createSignInLinkToken(testAppSecret, adminEmail), withSession(session));
    expect(res.response.status).toBe(409);
    expect(res.error?.message).toBe("There is already a signed in user.");
  });
});

describe("sessions", () => {
  it("use an HttpOnly, SameSite=Lax cookie; __Host- prefixed and Secure over https", async () => {
    const { app: http } = createAuthTestApp(handle.db);
    const plain = (await redeem(http, createSignInLinkToken(testAppSecret, adminEmail))).response;
    const line = setCookieLine(plain, "clinic-session") ?? "";
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/);

    const { app: https } = createAuthTestApp(handle.db, {}, { isHttps: true });
    // Over https at the clinic's own origin (the typed client's base is http://localhost): plain requests.
    const secure = await https.request("https://clinic.example/api/auth/link/redeem", {
      method: "POST",
      headers: { ...sameSite, origin: "https://clinic.example" },
      body: JSON.stringify({ token: createSignInLinkToken(testAppSecret, adminEmail) }),
    });
    expect(secure.status).toBe(200);
    const hostLine = setCookieLine(secure, "__Host-clinic-session") ?? "";
    expect(hostLine).toMatch(/; Secure/);
    expect(hostLine).toMatch(/HttpOnly/);
    expect(hostLine).toMatch(/SameSite=Lax/);
    expect(hostLine).not.toMatch(/Domain=/);
    const me = await https.request("https://clinic.example/api/admin/me", {
      headers: { cookie: hostLine.split(";")[0] ?? "" },
    });
    expect(me.status).toBe(200);
  });

  it("get a new id at each sign-in", async () => {
    const { app: a } = createAuthTestApp(handle.db);
    const one = await signInWithLink(a);
    const two = await signInWithLink(a);
    expect(one).not.toBe(two);
  });

  it("end on the server at sign-out: the old cookie no longer works", async () => {
    const { app: a, logLines } = createAuthTestApp(handle.db);
    const session = await signInWithLink(a);
    expect(await me(a, session)).toBe(200);
    const out = await signOut(a, session);
    expect(out.response.status).toBe(200);
    expect(out.data).toMatchObject({ data: { redirectTo: "/" } });
    expect(setCookieLine(out.response, "clinic-session")).toMatch(/Max-Age=0/);
    // Replaying the old cookie (as a thief would) finds no session.
    expect(await me(a, session)).toBe(401);
    const { rows } = await handle.pool.query("select ended_at from admin_sessions");
    expect(rows[0]?.ended_at).toBeTruthy();
    expect(logLines.some((l) => l.msg === "signed out")).toBe(true);
  });

  it("expire after the idle time and at the absolute expiry", async () => {
    const { app: a } = createAuthTestApp(handle.db);
    const idle = await signInWithLink(a);
    await handle.pool.query(
      "update admin_sessions set last_seen_at = now() - interval '8 hours 1 minute' where id_hash = $1",
      [sha256(idle)],
    );
    expect(await me(a, idle)).toBe(401);

    const old = await signInWithLink(a);
    await handle.pool.query(
      "update admin_sessions set expires_at = now() - interval '1 second' where id_hash = $1",
      [sha256(old)],
    );
    expect(await me(a, old)).toBe(401);

    const active = await signInWithLink(a);
    await handle.pool.query(
      "update admin_sessions set last_seen_at = now() - interval '7 hours' where id_hash = $1",
      [sha256(active)],
    );
    expect(await me(a, active)).toBe(200);
  });

  it("report a cookie that names no live session as a token error, once", async () => {
    const { app: a } = createAuthTestApp(handle.db);
    const session = await signInWithLink(a);
    expect((await signOut(a, session)).response.status).toBe(200);
    const sessionOf = (cookie?: string) =>
      typedClient(a, cookie === undefined ? {} : withSession(cookie)).GET("/api/auth/session");
    const res = await sessionOf(session);
    expect(res.data?.data).toMatchObject({ state: "token_error", user: null });
    expect(setCookieLine(res.response, "clinic-session")).toMatch(/Max-Age=0/);
    expect((await sessionOf()).data?.data).toMatchObject({ state: "signed_out", oidc: { enabled: false } });
    expect((await sessionOf("x".repeat(43))).data?.data.state).toBe("token_error");
  });
});

// Forged and missing same-site headers on purpose: these stay plain requests.
describe("cross-site requests", () => {
  it("refuse unsafe admin and auth calls from another site, or without the custom header", async () => {
    const { app: a } = createAuthTestApp(handle.db);
    const session = await signInWithLink(a);
    const attempts: Array<Record<string, string>> = [
      withSession(session, { "content-type": "application/json" }),
      withSession(session, { ...sameSite, origin: "https://evil.example" }),
      withSession(session, { ...sameSite, "sec-fetch-site": "cross-site" }),
      withSession(session, { ...sameSite, "sec-fetch-site": "same-site" }),
    ];
    for (const headers of attempts) {
      const signOut = await a.request("/api/auth/signout", { method: "POST", headers });
      expect(signOut.status).toBe(403);
      const write = await a.request("/api/admin/me", { method: "POST", headers, body: "{}" });
      expect(write.status).toBe(403);
    }
    // The session survived every forged sign-out.
    expect(await me(a, session)).toBe(200);
    const ok = await a.request("/api/auth/signout", {
      method: "POST",
      headers: withSession(session, {
        ...sameSite,
        origin: "http://127.0.0.1:3999",
        "sec-fetch-site": "same-origin",
      }),
    });
    expect(ok.status).toBe(200);
  });
});
