import { successEnvelopeSchema } from "@clinic/contract/api-envelope";
import { sessionUserSchema } from "@clinic/contract/auth";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { signedInSession } from "../http/admin-guard";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";

const getMe = createRoute({
  method: "get",
  path: "/admin/me",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "The signed-in admin (the panel's header)",
  responses: {
    200: {
      description: "The admin",
      content: { "application/json": { schema: successEnvelopeSchema(sessionUserSchema) } },
    },
  },
});

/** Admin routes of the auth feature. The guard is mounted once for /api/admin/* in app.ts. */
export function adminRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(getMe, async (c) => {
    c.header("Cache-Control", "no-store");
    const session = await signedInSession(c);
    if (!session) throw new Error("requireAdmin let a request without a session through");
    return c.json({ success: true as const, data: session.user }, 200);
  });
}
