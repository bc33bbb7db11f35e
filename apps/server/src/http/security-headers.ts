import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * Security headers on every answer. Scripts: only our own files, plus the sha256 of any
 * inline script an HTML page carries (React Router's hydration data); never unsafe-inline.
 * Styles allow inline because toasts and popovers position themselves with style attributes
 * (docs/decisions/0004-content-security-policy.md).
 */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    if (options.hsts) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // A hashed script or stylesheet is never a document: the policies below would not apply to it, and on
    // a slow phone its dozen requests would carry them for nothing (docs/decisions/0012-public-pages-javascript-budget.md).
    if (isImmutableAsset(headers)) return;
    headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("cspScriptHashes") ?? []));
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  };
}

/** The web build's hashed JavaScript and CSS (apps/server/src/routes/web-app-routes.ts marks them). */
function isImmutableAsset(headers: Headers): boolean {
  const type = headers.get("content-type") ?? "";
  return (
    (headers.get("cache-control") ?? "").includes("immutable") &&
    (type.startsWith("text/javascript") || type.startsWith("text/css"))
  );
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  const hashes = scriptHashes.map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length ? ` ${hashes.join(" ")}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
