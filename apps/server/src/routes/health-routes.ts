import { errorEnvelopeSchema } from "@clinic/contract/api-envelope";
import { healthResponseSchema } from "@clinic/contract/health";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { errorBody } from "../http/http-error";
import { checkHealth, type HealthDeps } from "../services/health-service";

const getHealth = createRoute({
  method: "get",
  path: "/health",
  summary: "Whether the server and its database answer",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: healthResponseSchema } } },
    503: {
      description: "The database does not answer",
      content: { "application/json": { schema: errorEnvelopeSchema } },
    },
  },
});

export function healthRoutes(deps: HealthDeps) {
  return new OpenAPIHono<AppEnv>().openapi(getHealth, async (c) => {
    c.header("Cache-Control", "no-store");
    const health = await checkHealth(deps);
    if (!health) return c.json(errorBody(c, "service_unavailable", "The database is not answering."), 503);
    return c.json({ success: true as const, data: health }, 200);
  });
}
