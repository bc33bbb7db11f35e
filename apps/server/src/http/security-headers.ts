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
    headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("cspScriptHashes") ?? []));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (options.hsts) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
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
