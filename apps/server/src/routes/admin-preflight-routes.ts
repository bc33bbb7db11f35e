import { preflightResponseSchema } from "@clinic/contract/preflight";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Config } from "../config/config";
import type { AppEnv } from "../http/app-env";
import { loadPrivacyNotice } from "../http/privacy-notice-content";
import { routePolicy } from "../http/route-policy";
import { contentPages, type WebBuild } from "../http/web-build";
import { runPreflight } from "../services/preflight/preflight";
import type { PreflightInput } from "../services/preflight/preflight-input";
import { json } from "./openapi-responses";

const getPreflight = createRoute({
  method: "get",
  path: "/admin/preflight",
  ...routePolicy({ roles: roleGroups.owner }),
  summary: "The going-live check, as npm run preflight prints it (admin; decision 0091)",
  responses: {
    200: json(preflightResponseSchema, "One line per check: ok, warn or blocks, with what to do"),
  },
});

export type PreflightRouteDeps = {
  config: Config;
  db: PreflightInput["db"];
  webBuild: WebBuild | undefined;
  /** Tests answer PUBLIC_URL/api/health themselves. */
  fetch?: typeof fetch;
};

/** The dashboard's 'Ready to go live?' card; the guard for /api/admin/* is mounted in app.ts. */
export function adminPreflightRoutes(deps: PreflightRouteDeps) {
  return new OpenAPIHono<AppEnv>().openapi(getPreflight, async (c) => {
    c.header("Cache-Control", "no-store");
    const data = await runPreflight({
      config: deps.config,
      db: deps.db,
      builtPages: contentPages(deps.webBuild),
      privacyNotice: loadPrivacyNotice(deps.webBuild),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    return c.json({ success: true as const, data }, 200);
  });
}
