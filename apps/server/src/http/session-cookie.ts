import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The admin session cookie: `__Host-` prefixed over https (bound to this host, path /, Secure),
 * HttpOnly, SameSite=Lax. Over plain http (a laptop) the prefix is not allowed, so the name is bare.
 */
export function sessionCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-clinic-session" : "clinic-session";
}

/** The short-lived, encrypted cookie that carries an OpenID sign-in attempt (state, nonce, verifier). */
export function signInCookieName(isHttps: boolean): string {
  return isHttps ? "__Host-clinic-signin" : "clinic-signin";
}

const base = (isHttps: boolean) => ({ path: "/", httpOnly: true, secure: isHttps, sameSite: "Lax" as const });

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name);
}

export function writeCookie(
  c: Context,
  name: string,
  value: string,
  isHttps: boolean,
  maxAgeSeconds?: number,
) {
  setCookie(c, name, value, { ...base(isHttps), ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) });
}

export function clearCookie(c: Context, name: string, isHttps: boolean) {
  deleteCookie(c, name, base(isHttps));
}
