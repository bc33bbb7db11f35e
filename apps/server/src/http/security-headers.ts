import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import type { CspSources } from "./third-party-sources";

/**
 * Security headers on every answer. Scripts: only our own files, plus the sha256 of any
 * inline script an HTML page carries (React Router's hydration data); never unsafe-inline.
 * Styles allow inline because toasts and popovers position themselves with style attributes
 * (docs/decisions/0004-content-security-policy.md).
 */
export function securityHeaders(options: {
  hsts: boolean;
  /** Third-party origins a page may use (Razorpay Checkout, reCAPTCHA, Turnstile), by path. */
  pageSources?: (path: string) => CspSources | undefined | Promise<CspSources | undefined>;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    if (options.hsts) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // A hashed script or stylesheet is never a document: the policies below would not apply to it, and on
    // a slow phone its dozen requests would carry them for nothing (docs/decisions/0012-public-pages-javascript-budget.md).
    if (isImmutableAsset(headers)) return;
    const hashes = c.get("cspScriptHashes");
    // Third-party origins only on an HTML page that needs them (hashes are set only on HTML pages).
    const extra = hashes ? await options.pageSources?.(c.req.path) : undefined;
    headers.set(
      "Content-Security-Policy",
      hashes || extra ? contentSecurityPolicy(hashes ?? [], extra) : basePolicy,
    );
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  };
}

/** The policy of every answer that is not an HTML page with hashes or third parties, built once. */
const basePolicy = contentSecurityPolicy([]);

/** The web build's hashed JavaScript and CSS (apps/server/src/routes/web-app-routes.ts marks them). */
function isImmutableAsset(headers: Headers): boolean {
  const type = headers.get("content-type") ?? "";
  return (
    (headers.get("cache-control") ?? "").includes("immutable") &&
    (type.startsWith("text/javascript") || type.startsWith("text/css"))
  );
}

export function contentSecurityPolicy(scriptHashes: string[], extra?: CspSources): string {
  const hashes = scriptHashes.map((h) => `'sha256-${h}'`);
  const more = (xs: string[] | undefined) => (xs?.length ? ` ${xs.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length ? ` ${hashes.join(" ")}` : ""}${more(extra?.script)}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: for the patient's own intake photos: their bytes are fetched with the manage token in a header
    // (an <img> cannot send one) and drawn from a blob: URL, so neither token nor picture is in an address.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${more(extra?.connect)}`,
    ...(extra?.frame.length ? [`frame-src 'self'${more(extra.frame)}`] : []),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
