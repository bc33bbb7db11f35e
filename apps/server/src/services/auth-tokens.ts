import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { signInLinkFragment, signInLinkMinutes } from "@clinic/contract/auth";

/**
 * The cryptography of admin sign-in, with no I/O (the login-link command uses it without a
 * database). Keys are derived from APP_SECRET per purpose (HKDF-SHA256), so a key for one
 * purpose is useless for another.
 */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "clinic-auth", purpose, 32));
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** 256 random bits, base64url: a session id or a one-time id. */
export function randomId(): string {
  return randomBytes(32).toString("base64url");
}

export type SignInLinkPayload = { email: string; expiresAt: number; id: string };

/**
 * A sign-in link token: `base64url(JSON {e, x, j, k}).base64url(HMAC-SHA256)`. It names the person,
 * when it expires, a random id and which secret signed it; the server records the id's hash when the
 * link is used, so it works once. The token itself is never stored.
 */
export function createSignInLinkToken(
  appSecret: string,
  email: string,
  now = Date.now(),
  minutes = signInLinkMinutes,
): string {
  const payload = Buffer.from(
    JSON.stringify({
      e: email.toLowerCase(),
      x: Math.floor(now / 1000) + minutes * 60,
      j: randomId(),
      k: signingKeyId(appSecret),
    }),
  ).toString("base64url");
  return `${payload}.${sign(appSecret, payload)}`;
}

export type LinkCheck =
  | { ok: true; payload: SignInLinkPayload }
  | { ok: false; reason: "malformed" | "signature" | "other_secret" | "expired" };

export function verifySignInLinkToken(appSecret: string, token: string, now = Date.now()): LinkCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(appSecret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: madeWithAnotherSecret(appSecret, payload) ? "other_secret" : "signature" };
  let parsed: { e?: unknown; x?: unknown; j?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof parsed.e !== "string" || typeof parsed.x !== "number" || typeof parsed.j !== "string")
    return { ok: false, reason: "malformed" };
  if (parsed.x * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, payload: { email: parsed.e, expiresAt: parsed.x, id: parsed.j } };
}

/**
 * Names the secret a link was signed with, without revealing it (a key derived for this purpose only,
 * 48 bits of its HMAC): a link `npm run admin:login-link` made with another APP_SECRET or another
 * DATA_DIR's generated secret is then told apart from a forged or damaged one, and the sign-in page
 * can say what went wrong (decision 0091).
 */
export function signingKeyId(appSecret: string): string {
  return createHmac("sha256", deriveKey(appSecret, "signin-link-key-id"))
    .update("key id")
    .digest("base64url")
    .slice(0, 8);
}

/** The payload names a signing key, and it is not ours (links made before key ids name none). */
function madeWithAnotherSecret(appSecret: string, payload: string): boolean {
  try {
    const { k } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { k?: unknown };
    return typeof k === "string" && k !== signingKeyId(appSecret);
  } catch {
    return false;
  }
}

function sign(appSecret: string, payload: string): string {
  return createHmac("sha256", deriveKey(appSecret, "signin-link")).update(payload).digest("base64url");
}

/** The URL a person opens: the token rides in the fragment, which browsers never send to a server. */
export function signInLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/admin#${signInLinkFragment}=${token}`;
}

/** AES-256-GCM sealed JSON (the short-lived OpenID sign-in cookie). */
export function seal(appSecret: string, purpose: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unseal(appSecret: string, purpose: string, sealed: string): unknown {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return undefined;
    const decipher = createDecipheriv("aes-256-gcm", deriveKey(appSecret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
