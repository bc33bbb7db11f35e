import { type SessionUser, safeAdminReturnPath, signInLinkMinutes } from "@clinic/contract/auth";
import type { StaffRole } from "@clinic/contract/staff";
import {
  claimForPeriod,
  deleteExpiredAuthRows,
  endSession,
  findLiveSession,
  insertSession,
  recordOneTimeUse,
  releaseClaim,
  type SessionRow,
  touchSession,
} from "../db/auth-repository";
import type { Database } from "../db/client";
import { ensureOwner, findLiveStaffByEmail } from "../db/staff-repository";
import type { EmailSender } from "../integrations/email/email-sender";
import type { OpenIdProvider } from "../integrations/identity/openid-provider";
import { OpenIdError } from "../integrations/identity/openid-provider";
import {
  createSignInLinkToken,
  randomId,
  seal,
  sha256,
  signInLinkUrl,
  unseal,
  verifySignInLinkToken,
} from "./auth-tokens";

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type AuthSettings = {
  appSecret: string;
  publicUrl: string;
  adminEmail: string | undefined;
  roleClaim: string;
  buttonLabel: string;
  idleHours: number;
  maxDays: number;
};

export type AuthServiceDeps = {
  db: Database;
  log: Log;
  settings: AuthSettings;
  emailSender: EmailSender | undefined;
  openId: OpenIdProvider | undefined;
};

/** At most one sign-in link email per recipient in this many seconds. */
export const signInLinkEmailSeconds = 300;

/** The signed-in person of a live session; `staffId` names their staff member, when they have one. */
export type AdminSession = { idHash: string; row: SessionRow; user: SessionUser; staffId: string | null };

/** What the request's session cookie amounts to. */
export type SessionLookup =
  | { state: "signed_out" }
  /** A cookie was sent but names no live session (expired, ended, unknown): the token-error page. */
  | { state: "token_error" }
  | { state: "signed_in"; session: AdminSession };

export type SignInResult =
  | { ok: true; sessionId: string; returnTo: string; user: SessionUser }
  | {
      ok: false;
      reason: "failed" | "state" | "email_unverified" | "link_invalid";
      returnTo: string;
      /** A sign-in link signed with another secret: made for another site or data folder. */
      otherSite?: boolean;
    };

const oidcPurpose = "oidc-transaction";
const oidcTransactionSeconds = 600;
const linkIssuer = "signin-link";

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  return {
    ...authServiceWith(deps),
    /** The same service logging through a request's logger, so its lines carry the request id. */
    withLog: (requestLog: Log) => authServiceWith({ ...deps, log: requestLog }),
  };
}

function authServiceWith(deps: AuthServiceDeps) {
  const { db, log, settings } = deps;
  const idleSeconds = settings.idleHours * 3600;

  /**
   * The session's role (issue 34): ADMIN_EMAIL is always an owner; then the live staff member with the
   * session's email; then an identity role claim of "admin", an owner (decision 0093: the claim counts
   * only next to a verified email, which `email` always is, also in sessions made before that rule).
   * Read on every request, so a member removed or given another role is so at once.
   */
  async function userOf(row: SessionRow): Promise<{ user: SessionUser; staffId: string | null }> {
    const email = row.email?.includes("@") ? row.email : null;
    const member = email ? await findLiveStaffByEmail(db, email) : undefined;
    const admin = settings.adminEmail?.toLowerCase();
    let role: StaffRole | null = null;
    if (email && admin !== undefined && email.toLowerCase() === admin) role = "owner";
    else if (member) role = member.role as StaffRole;
    else if (email && row.role === "admin") role = "owner";
    return {
      user: {
        email,
        // A member still named by their address has no name to greet them by ("Welcome, <email>").
        name: row.name ?? (member && member.name !== member.email ? member.name : null),
        isAdmin: role !== null,
        role,
        method: row.method === "oidc" ? "oidc" : "link",
      },
      staffId: member?.id ?? null,
    };
  }

  /** A one-time sign-in link for `to`, emailed with `body` before it (requestLink, inviteStaff). */
  async function emailSignInLink(
    sender: EmailSender,
    to: string,
    subject: string,
    body: string,
    after: string,
  ) {
    const url = signInLinkUrl(settings.publicUrl, createSignInLinkToken(settings.appSecret, to));
    const text = `${body} It works once, within ${signInLinkMinutes} minutes:\n\n${url}\n\n${after}`;
    await sender.send({ kind: "sign-in-link", to, subject, text });
  }

  async function createSession(identity: {
    issuer: string;
    subject: string;
    email: string | null;
    name: string | null;
    role: string | null;
    method: "oidc" | "link";
  }): Promise<{ sessionId: string; user: SessionUser }> {
    const sessionId = randomId();
    const row = {
      idHash: sha256(sessionId),
      ...identity,
      expiresAt: new Date(Date.now() + settings.maxDays * 86_400_000),
    };
    await insertSession(db, row);
    if (Math.random() < 0.05) void deleteExpiredAuthRows(db).catch(() => undefined);
    // ADMIN_EMAIL's member is made at start; a server whose ADMIN_EMAIL changed since makes it here.
    if (identity.email && identity.email.toLowerCase() === settings.adminEmail?.toLowerCase())
      await ensureOwner(db, identity.email);
    const { user } = await userOf({ ...row, createdAt: new Date(), lastSeenAt: new Date(), endedAt: null });
    log.info({ session: row.idHash.slice(0, 8), method: identity.method, role: user.role }, "signed in");
    return { sessionId, user };
  }

  return {
    settings,
    oidcEnabled: deps.openId !== undefined,

    async lookup(cookieValue: string | undefined): Promise<SessionLookup> {
      if (!cookieValue) return { state: "signed_out" };
      if (cookieValue.length < 40 || cookieValue.length > 64) return { state: "token_error" };
      const idHash = sha256(cookieValue);
      const row = await findLiveSession(db, idHash, idleSeconds);
      if (!row) return { state: "token_error" };
      await touchSession(db, idHash);
      return { state: "signed_in", session: { idHash, row, ...(await userOf(row)) } };
    },

    async signOut(session: AdminSession): Promise<void> {
      await endSession(db, session.idHash);
      log.info({ session: session.idHash.slice(0, 8) }, "signed out");
    },

    /** Sends a link only to ADMIN_EMAIL or a staff member; the caller answers the same way for every address. */
    async requestLink(email: string): Promise<void> {
      const recipient = email.toLowerCase();
      const maySignIn =
        recipient === settings.adminEmail?.toLowerCase() ||
        (await findLiveStaffByEmail(db, recipient)) !== undefined;
      if (!maySignIn || !deps.emailSender) {
        log.info({}, "sign-in link requested for an address that may not sign in; nothing sent");
        return;
      }
      // One email per recipient per 5 minutes, counted in the database so every server agrees:
      // otherwise anyone could fill the admin's inbox (decision 0093). The caller's answer is the same.
      const claim = { idHash: sha256(`sign-in-link-email:${recipient}`), kind: "sign-in-link-email" };
      if (!(await claimForPeriod(db, { ...claim, seconds: signInLinkEmailSeconds }))) {
        log.info({}, "sign-in link requested again within 5 minutes; nothing sent");
        return;
      }
      try {
        await emailSignInLink(
          deps.emailSender,
          recipient,
          "Your sign-in link",
          "Open this link to sign in to the admin panel.",
          "If you did not ask for it, you can ignore this email.",
        );
      } catch (error) {
        // Nothing reached the admin: a new request may try again at once.
        await releaseClaim(db, claim.idHash).catch(() => undefined);
        throw error;
      }
      log.info({}, "sign-in link sent to a staff member's email");
    },

    /**
     * A new staff member's first sign-in link (issue 34), sent when an owner adds them. Not rate-limited
     * like `requestLink`: only an owner can cause it. Without email it sends nothing and says so.
     */
    async inviteStaff(email: string): Promise<boolean> {
      if (!deps.emailSender) return false;
      await emailSignInLink(
        deps.emailSender,
        email,
        "You can now sign in to the clinic's admin",
        "You have been added to the clinic's staff. Open this link to sign in.",
        "Later, ask for a new link on the sign-in page, or sign in with Google if the clinic uses it.",
      );
      log.info({}, "sign-in link sent to a new staff member");
      return true;
    },

    async redeemLink(token: string): Promise<SignInResult> {
      const check = verifySignInLinkToken(settings.appSecret, token);
      if (!check.ok) {
        log.warn({ reason: check.reason }, "sign-in failed: sign-in link refused");
        return {
          ok: false,
          reason: "link_invalid",
          returnTo: "/admin",
          ...(check.reason === "other_secret" ? { otherSite: true } : {}),
        };
      }
      const firstUse = await recordOneTimeUse(db, {
        idHash: sha256(check.payload.id),
        kind: "signin-link",
        expiresAt: new Date(check.payload.expiresAt * 1000),
      });
      if (!firstUse) {
        log.warn({ reason: "used" }, "sign-in failed: sign-in link already used");
        return { ok: false, reason: "link_invalid", returnTo: "/admin" };
      }
      const { sessionId, user } = await createSession({
        issuer: linkIssuer,
        subject: check.payload.email,
        email: check.payload.email,
        name: null,
        role: null,
        method: "link",
      });
      return { ok: true, sessionId, user, returnTo: "/admin" };
    },

    /** Begins an OpenID sign-in: the provider's URL and the sealed cookie keeping state, nonce, verifier. */
    async startOpenId(returnTo: string | undefined): Promise<{ url: string; cookie: string }> {
      if (!deps.openId) throw new Error("OpenID sign-in is not configured");
      const start = await deps.openId.start();
      const cookie = seal(settings.appSecret, oidcPurpose, {
        id: randomId(),
        s: start.state,
        n: start.nonce,
        v: start.codeVerifier,
        r: safeAdminReturnPath(returnTo),
        x: Math.floor(Date.now() / 1000) + oidcTransactionSeconds,
      });
      return { url: start.url, cookie };
    },

    async finishOpenId(callbackUrl: URL, cookie: string | undefined): Promise<SignInResult> {
      const fail = (reason: "failed" | "state" | "email_unverified", why: string, returnTo = "/admin") => {
        log.warn({ reason: why }, "sign-in failed");
        return { ok: false as const, reason, returnTo };
      };
      if (!deps.openId) return fail("failed", "OpenID sign-in is not configured");
      const tx = cookie
        ? (unseal(settings.appSecret, oidcPurpose, cookie) as
            | { id: string; s: string; n: string; v: string; r: string; x: number }
            | undefined)
        : undefined;
      if (!tx || typeof tx.s !== "string" || tx.x * 1000 < Date.now())
        return fail("state", "no valid sign-in attempt cookie");
      const returnTo = safeAdminReturnPath(tx.r);
      if (callbackUrl.searchParams.get("error"))
        return fail("failed", `provider answered ${callbackUrl.searchParams.get("error")}`, returnTo);
      const firstUse = await recordOneTimeUse(db, {
        idHash: sha256(tx.id),
        kind: "oidc-transaction",
        expiresAt: new Date(tx.x * 1000),
      });
      if (!firstUse) return fail("state", "sign-in attempt already used", returnTo);
      let claims: Awaited<ReturnType<OpenIdProvider["finish"]>>;
      try {
        claims = await deps.openId.finish(callbackUrl, { state: tx.s, nonce: tx.n, codeVerifier: tx.v });
      } catch (error) {
        if (error instanceof OpenIdError) return fail(error.reason, error.message, returnTo);
        log.error({ err: { message: (error as Error).message } }, "OpenID provider unreachable");
        return fail("failed", "provider unreachable", returnTo);
      }
      // An unverified email is refused whatever the role claim says: the claim counts only next to a
      // verified email (decision 0093).
      if (claims.email && !claims.emailVerified)
        return fail("email_unverified", "the email is not verified", returnTo);
      const email = claims.emailVerified && claims.email ? claims.email.toLowerCase() : null;
      const roleValue = claims.claims[settings.roleClaim];
      const role = email && typeof roleValue === "string" ? roleValue : null;
      const { sessionId, user } = await createSession({
        issuer: claims.issuer,
        subject: claims.subject,
        email,
        name: claims.name ?? null,
        role,
        method: "oidc",
      });
      return { ok: true, sessionId, user, returnTo };
    },
  };
}
