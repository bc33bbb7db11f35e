import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/auth";
import { roleMay } from "@clinic/contract/staff";
import type { Context, MiddlewareHandler } from "hono";
import type { AdminSession, SessionLookup } from "../services/auth-service";
import type { AppEnv } from "./app-env";
import { errorBody } from "./http-error";
import { matchedARoute, routePolicyOf } from "./route-policy";
import { readCookie, sessionCookieName } from "./session-cookie";

/**
 * The one place that decides whether a request comes from a signed-in admin. Every
 * `/api/admin/*` route (mounted once in app.ts: `api.use("/admin/*", ...)`) and the
 * admin-booking path (`isAdminBooking`) use it.
 */

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The request's session, looked up once per request. */
export async function sessionOf(c: Context<AppEnv>): Promise<SessionLookup> {
  const known = c.get("sessionLookup");
  if (known) return known;
  const auth = c.get("auth");
  const lookup = await auth.lookup(
    readCookie(c, sessionCookieName(auth.settings.publicUrl.startsWith("https:"))),
  );
  c.set("sessionLookup", lookup);
  return lookup;
}

export async function signedInSession(c: Context<AppEnv>): Promise<AdminSession | undefined> {
  const lookup = await sessionOf(c);
  return lookup.state === "signed_in" ? lookup.session : undefined;
}

/**
 * An unsafe request must come from this site: the custom header is present, and `Sec-Fetch-Site`
 * (when the browser sends it) is same-origin, else `Origin` (when sent) is PUBLIC_URL or this host
 * (a cross-site form cannot set it; a cross-site fetch with it needs CORS, which we do not grant).
 */
export function isSameSiteRequest(c: Context<AppEnv>): boolean {
  if (!unsafeMethods.has(c.req.method)) return true;
  if (c.req.header(csrfHeaderName) !== csrfHeaderValue) return false;
  // The browser's own word on where the request comes from wins (it also holds behind the dev proxy).
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = c.req.header("origin");
  if (origin) {
    const allowed = new Set([c.get("auth").settings.publicUrl, new URL(c.req.url).origin]);
    if (!allowed.has(origin)) return false;
  }
  return true;
}

/** True only for a signed-in admin, and for an unsafe method only when the request is same-site. */
export async function isAdminRequest(c: Context<AppEnv>): Promise<boolean> {
  if (!isSameSiteRequest(c)) return false;
  const session = await signedInSession(c);
  return session?.user.isAdmin === true;
}

/** Cross-site unsafe requests: 403 before anything else runs. */
export const requireSameSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isSameSiteRequest(c)) return next();
  c.get("log").warn({ method: c.req.method, path: c.req.path }, "cross-site request refused");
  return c.json(errorBody(c, "forbidden", "This request must come from the clinic's own pages."), 403);
};

/**
 * 401 without a live session, 403 for a signed-in non-admin, a cross-site write, or a role the route
 * does not declare (its policy's `roles`; a route declaring none serves no one).
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const where = { method: c.req.method, path: c.req.path };
  const session = await signedInSession(c);
  if (!session) {
    c.get("log").info(where, "admin call refused: not signed in");
    return c.json(errorBody(c, "unauthenticated", "Please sign in to continue."), 401);
  }
  if (!isSameSiteRequest(c)) {
    c.get("log").warn(where, "admin call refused: cross-site");
    return c.json(errorBody(c, "forbidden", "This request must come from the clinic's own pages."), 403);
  }
  if (!session.user.isAdmin) {
    c.get("log").warn({ ...where, session: session.idHash.slice(0, 8) }, "admin call refused: not an admin");
    return c.json(errorBody(c, "forbidden", "You are not authorized to access this page."), 403);
  }
  // A path no route answers goes on to the 404; a route that declares no roles serves no one.
  if (!roleMay(routePolicyOf(c).roles ?? [], session.user.role) && matchedARoute(c)) {
    c.get("log").warn({ ...where, role: session.user.role }, "admin call refused: not for this role");
    return c.json(
      errorBody(c, "forbidden_role", "Your role may not do this. Ask the clinic's owner if you need it."),
      403,
    );
  }
  if (session.user.role)
    c.set("staff", { id: session.staffId, role: session.user.role, email: session.user.email });
  return next();
};
