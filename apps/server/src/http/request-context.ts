import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";
import { clientAddressFrom } from "./client-address";

type Env = AppEnv & { Bindings: Partial<HttpBindings> };

/** A well-formed incoming X-Request-Id is kept (a proxy's id joins the logs); otherwise we make one. */
export const requestIdMiddleware = requestId({ headerName: "X-Request-Id", limitLength: 128 });

/**
 * Puts the client address and a request-scoped logger on the context, and writes one
 * log line per request: method, route pattern (never the raw path, which can hold ids),
 * status, duration and request id.
 */
export function requestContext(log: Logger, trustedProxies: number): MiddlewareHandler<Env> {
  return async (c, next) => {
    const started = performance.now();
    const socketAddress = c.env?.incoming?.socket.remoteAddress ?? "unknown";
    c.set("clientAddress", clientAddressFrom(socketAddress, c.req.header("x-forwarded-for"), trustedProxies));
    const requestLog = log.child({ reqId: c.get("requestId") });
    c.set("log", requestLog);
    await next();
    const level = c.res.status >= 500 ? "error" : "info";
    requestLog[level](
      {
        method: c.req.method,
        route: routeOf(c),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}

/** After `next()`, Hono's routePath is the pattern of the handler that answered. */
function routeOf(c: Context): string {
  const pattern = c.req.routePath;
  if (c.res.status === 404 && c.req.path.startsWith("/api")) return "(unknown api route)";
  return pattern === "*" || pattern === "/*" ? "(web app)" : pattern;
}
