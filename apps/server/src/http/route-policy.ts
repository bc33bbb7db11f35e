import type { StaffRole } from "@clinic/contract/staff";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import type { KeySubject } from "../services/idempotency-service";
import type { AppEnv } from "./app-env";

/**
 * What a route promises about `Idempotency-Key` and the size of its body, declared on the route
 * definition next to its schema (decision 0090) and read from there by the middleware
 * (`idempotentPosts`, the body limit) and by the OpenAPI document (`withConventions`). A path renamed
 * keeps its policy: nothing matches paths.
 *
 * - `required-own`: the route's service claims the key in its own transaction, and the header is
 *   required (POST /public/bookings, payment verification; decision 0021).
 * - `own`: the route's service claims the key itself; the header is optional (reviews).
 * - `replayed`: `idempotentPosts` claims the key and replays the first successful answer (decision
 *   0085); what an undeclared POST gets.
 * - `none`: the route takes no `Idempotency-Key`: sign-in (its answers set cookies, which a replay
 *   could not give back), the Razorpay webhook (de-duplicated by Razorpay's event id), and PUT, PATCH
 *   and DELETE.
 */
export type IdempotencyMode = "required-own" | "own" | "replayed" | "none";

export type RoutePolicy = {
  /** Left out: what an undeclared route gets (`defaultPolicy`: POSTs replayed, nothing else). */
  idempotency?: IdempotencyMode;
  /**
   * The staff roles that may call this admin route (issue 34; `roleGroups` in the contract). The admin
   * guard refuses the others with 403, and an admin route without roles serves no one.
   */
  roles?: readonly StaffRole[];
  /** A larger body this route accepts; the configured LIMIT_BODY_BYTES wins when it is larger. */
  bodyLimitBytes?: number;
  /**
   * What the body is: JSON (every route but one), or the bytes of an image (the intake photo upload,
   * decision 0101), whose real type the route reads from the bytes themselves.
   */
  body?: "json" | "image";
  /**
   * The path parameter naming the booking or the patient a replayed answer is about, kept with the
   * answer so that erasing that record replaces it (decision 0116). Without it: a `bookingId` or
   * `patientId` parameter, when the path has one.
   */
  record?: { booking: string } | { patient: string };
};

/** The operation's OpenAPI extension fields. `withConventions` fills in the body limit in bytes. */
export const policyExtensions = {
  idempotency: "x-idempotency",
  bodyLimit: "x-body-limit",
  roles: "x-roles",
} as const;

/** Each route's marker (a middleware that only passes on) → the route's policy. */
const policies = new WeakMap<object, RoutePolicy>();

/**
 * Spread into a route definition: `createRoute({ method, path, ...routePolicy(policy, ...middleware),
 * request, responses })`. Gives the route its `middleware`, with a marker first (so the global middleware
 * finds the policy of the route a request matched before the body is read), and its operation the policy
 * as OpenAPI extension fields.
 */
export function routePolicy<const M extends MiddlewareHandler<AppEnv>[]>(
  policy: RoutePolicy,
  ...middleware: M
): {
  middleware: [MiddlewareHandler<AppEnv>, ...M];
  "x-idempotency"?: IdempotencyMode;
  "x-body-limit"?: number;
  "x-roles"?: readonly StaffRole[];
} {
  const marker: MiddlewareHandler<AppEnv> = (_c, next) => next();
  policies.set(marker, policy);
  return {
    middleware: [marker, ...middleware],
    ...(policy.idempotency === undefined ? {} : { [policyExtensions.idempotency]: policy.idempotency }),
    ...(policy.bodyLimitBytes === undefined ? {} : { [policyExtensions.bodyLimit]: policy.bodyLimitBytes }),
    ...(policy.roles === undefined ? {} : { [policyExtensions.roles]: policy.roles }),
  };
}

/** A route without a declaration: POSTs are replayed, nothing else is. */
export function defaultPolicy(method: string): RoutePolicy & { idempotency: IdempotencyMode } {
  return { idempotency: method.toUpperCase() === "POST" ? "replayed" : "none" };
}

/** The declared policy of a registered handler (a route's marker), if it is one. */
export function policyOfHandler(handler: unknown): RoutePolicy | undefined {
  if (typeof handler !== "function") return undefined;
  // A sub-app with its own error handler wraps each handler it lends; the original is kept on it.
  const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return policies.get(handler) ?? (inner ? policyOfHandler(inner) : undefined);
}

/**
 * The policy of the route this request matched: Hono knows every handler a request matched before
 * the first runs, the route's marker among them. The first marker wins, as its route answers first.
 * An unmatched path (a 404) gets the default.
 */
export function routePolicyOf(c: Context): RoutePolicy & { idempotency: IdempotencyMode } {
  for (const route of matchedRoutes(c)) {
    const policy = policyOfHandler(route.handler);
    if (policy)
      return { ...policy, idempotency: policy.idempotency ?? defaultPolicy(c.req.method).idempotency };
  }
  return defaultPolicy(c.req.method);
}

/**
 * Whether the request reached a route of its own (not only middleware mounted for every method): an
 * unknown path or method is answered 404 by the app, whatever its policy would have been.
 */
export function matchedARoute(c: Context): boolean {
  return matchedRoutes(c).some((route) => route.method !== "ALL");
}

/**
 * The booking or patient the matched route's answer is about (its policy's `record`), read from the
 * request's path by the route's pattern, before the route runs.
 */
export function recordOfRoute(c: Context): KeySubject | undefined {
  for (const route of matchedRoutes(c)) {
    const policy = policyOfHandler(route.handler);
    if (!policy) continue;
    const params = pathParams(route.path, c.req.path);
    const names = policy.record ?? { booking: "bookingId", patient: "patientId" };
    // Only what could be a record's id: a path the route will refuse (NUL, too long) names nobody.
    const idOf = (key: string | undefined) => {
      const value = key === undefined ? undefined : params.get(key);
      return value && /^[\w.:-]{1,64}$/.test(value) ? value : undefined;
    };
    const bookingId = "booking" in names ? idOf(names.booking) : undefined;
    const patientId = "patient" in names ? idOf(names.patient) : undefined;
    return bookingId || patientId ? { bookingId, patientId } : undefined;
  }
  return undefined;
}

/** `/api/patients/:patientId/notes` against `/api/patients/p1/notes` gives patientId → p1. */
function pathParams(pattern: string, path: string): Map<string, string> {
  const names = pattern.split("/");
  const values = path.split("/");
  const params = new Map<string, string>();
  names.forEach((name, i) => {
    const value = values[i];
    if (!name.startsWith(":") || value === undefined) return;
    try {
      params.set(name.slice(1), decodeURIComponent(value));
    } catch {
      params.set(name.slice(1), value);
    }
  });
  return params;
}

/** The body limit a route's policy gives, in bytes, given the configured LIMIT_BODY_BYTES. */
export function bodyLimitOf(policy: Pick<RoutePolicy, "bodyLimitBytes">, configuredBytes: number): number {
  return Math.max(configuredBytes, policy.bodyLimitBytes ?? 0);
}
