import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { DomainError } from "../services/domain-error";
import {
  claimIdempotencyKey,
  finishIdempotencyKey,
  hashRequest,
  requireIdempotencyKey,
} from "../services/idempotency-service";
import type { AppEnv } from "./app-env";
import { recordOfRoute, routePolicyOf } from "./route-policy";

/**
 * The API's promise for `Idempotency-Key` on every POST (design brief; decision 0085): the same key and
 * body answer again with the first answer, another body is a 422, the same key while the first is still
 * running is a 409. This wraps the routes whose policy is `replayed` (decision 0090: every POST that
 * declares nothing else), with a claim committed before the route runs and no transaction held
 * meanwhile (a route may call a payment provider, decision 0040). Bookings, payment verification and
 * reviews keep their keys in their own transactions (`required-own`, `own`; decision 0021). Sign-in and
 * the Razorpay webhook take none (`none`): sign-in answers set cookies, which a replay could not give
 * back, and the webhook is de-duplicated by Razorpay's event id. Only successful answers are kept: a
 * refused request changed nothing, so sending it again is as safe as the first time. An answer about a
 * record that was erased since answers "This record was erased." (409) instead (decision 0116).
 */
export function idempotentPosts(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("idempotency-key");
    if (header === undefined || routePolicyOf(c).idempotency !== "replayed") return next();
    const key = requireIdempotencyKey(header);
    // Read once here; Hono keeps the text, so the route's JSON validation reads the same body.
    const body = await c.req.text();
    // The path is hashed: it may hold anything a client sends, a NUL character included.
    const request = {
      operation: `${c.req.method} ${hashRequest(c.req.path)}`,
      key,
      hash: hashRequest(body),
      // Erasing this booking or patient replaces the answer kept here (decision 0116).
      subject: recordOfRoute(c),
    };
    const claim = await claimIdempotencyKey(db, request);
    if (!claim.claimed && "refused" in claim) {
      c.header("Idempotent-Replayed", "true");
      throw new DomainError(claim.refused.code, claim.refused.message);
    }
    if (!claim.claimed)
      return c.json(claim.answer.body as never, claim.answer.status as never, {
        "Idempotent-Replayed": "true",
      });
    let answer: { status: number; body: unknown } | undefined;
    try {
      await next();
      const sent = c.res;
      if (sent.status >= 200 && sent.status < 300) {
        const json = await sent
          .clone()
          .json()
          .catch(() => undefined);
        if (json !== undefined) answer = { status: sent.status, body: json };
      }
    } finally {
      await finishIdempotencyKey(db, request, answer);
    }
  };
}
