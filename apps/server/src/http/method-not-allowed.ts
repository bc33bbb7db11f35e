import type { Hono } from "hono";
import type { AppEnv } from "./app-env";

type Route = { method: string; path: string };

/**
 * The methods an API path takes, read from the app's own routes (issue 37): `DELETE /api/health` is
 * answered 405 with `Allow: GET, HEAD`, not 404, so a client learns the path exists. Built once, on
 * the first unmatched call, when every route is registered.
 */
export function allowedMethodsOf(app: Hono<AppEnv>): (path: string) => string[] {
  let table: Array<{ pattern: RegExp; methods: Set<string> }> | undefined;
  return (path) => {
    table ??= tableOf(app.routes);
    const methods = new Set<string>();
    for (const row of table) if (row.pattern.test(path)) for (const m of row.methods) methods.add(m);
    // Hono answers HEAD wherever it answers GET.
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}

function tableOf(routes: Route[]) {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of routes) {
    // Middleware ("ALL") and catch-alls are not operations.
    if (method === "ALL" || !path.startsWith("/api/") || path.includes("*")) continue;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method.toUpperCase());
    byPath.set(path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
}

/** `/api/admin/bookings/:id/payment-link` → a pattern matching any one segment for `:id`. */
function patternOf(path: string): RegExp {
  const segments = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}/?$`);
}
