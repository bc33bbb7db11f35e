import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { clientNetworkOf } from "../services/client-network";
import { checkRateLimit } from "../services/rate-limit-service";
import type { AppEnv } from "./app-env";
import { errorBody } from "./http-error";

export type RateLimitOptions = {
  db: Database;
  /** Names the limit in the counter key, e.g. "signin". */
  name: string;
  /** Requests allowed per window. */
  max: number;
  windowSeconds?: number;
  /**
   * Who is counted; by default the client's network (its IPv4 address, or its IPv6 /64: one host
   * can pick any address of its /64; decision 0092), from the address that respects TRUST_PROXY.
   */
  subject?: (c: Context<AppEnv>) => string;
};

/** 429 with Retry-After once `max` requests were made in the window. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const windowSeconds = options.windowSeconds ?? 60;
  return async (c, next) => {
    // A subject taken from the request (a path parameter) may hold any character, NUL included, which
    // PostgreSQL's text refuses: the counter's key carries it percent-encoded.
    const subject = encodeURIComponent(options.subject?.(c) ?? clientNetworkOf(c.get("clientAddress")));
    const decision = await checkRateLimit(
      options.db,
      { name: options.name, max: options.max, windowSeconds },
      subject,
    );
    if (decision.allowed) return next();
    c.header("Retry-After", String(decision.retryAfterSeconds));
    return c.json(
      errorBody(
        c,
        "rate_limited",
        `Too many requests. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
      ),
      429,
    );
  };
}
