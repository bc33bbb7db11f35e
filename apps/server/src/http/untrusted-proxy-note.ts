import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { recordUntrustedForwardedFor } from "../db/operations-notes-repository";
import type { AppEnv } from "./app-env";

/** One note per process per this long is enough for "requests arrive through a proxy". */
const noteEveryMs = 10 * 60_000;

/**
 * With TRUST_PROXY=0 a request that carries X-Forwarded-For most likely came through a reverse proxy the
 * server was not told about: every patient then has the proxy's address, and the per-address limits
 * (holds, bookings, reviews) treat them all as one person. The going-live check reports it; this notes
 * when it happens, in the database (so `npm run preflight` and every server see it), at most every ten
 * minutes per process. The note never changes the answer.
 */
export function noteUntrustedForwardedFor(db: Database, trustedProxies: number): MiddlewareHandler<AppEnv> {
  let notedAt = 0;
  return async (c, next) => {
    if (trustedProxies === 0 && c.req.header("x-forwarded-for") && Date.now() - notedAt > noteEveryMs) {
      notedAt = Date.now();
      // Awaited, so a request that asked (npm run preflight's own) finds the note once answered.
      await recordUntrustedForwardedFor(db, new Date()).catch((error: Error) => {
        notedAt = 0;
        c.get("log")?.warn({ err: { message: error.message } }, "could not note an untrusted proxy");
      });
    }
    await next();
  };
}
