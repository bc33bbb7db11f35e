import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./app-env";

/**
 * gzip or deflate for clients that ask for it (every browser does). Hono's compress middleware
 * always inspects and re-heads the finished answer, which turns the node adapter's light answer into
 * a streamed web Response even when nothing is compressed; a client that accepts no encoding (an
 * API client, a load tester) skips it and only gets `Vary: Accept-Encoding`, so caches still key
 * on the header.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const compressing = compress();
  return (c, next) => {
    if (/\b(gzip|deflate)\b/i.test(c.req.header("accept-encoding") ?? "")) return compressing(c, next);
    c.header("Vary", "Accept-Encoding", { append: true });
    return next();
  };
}
