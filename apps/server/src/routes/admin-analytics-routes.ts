import { analyticsQuerySchema, analyticsResponseSchema } from "@clinic/contract/admin-analytics";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { analytics } from "../services/analytics/analytics-service";
import type { BookingDeps } from "../services/booking/booking-deps";
import { json, refusal } from "./openapi-responses";

const getAnalytics = createRoute({
  method: "get",
  path: "/admin/analytics",
  // The roles of GET /api/admin/earnings: revenue here is the earnings panel's net by kind, and the rest
  // are counts of appointments, slots and patients (no names, nothing clinical), so whoever may read the
  // earnings and the agenda may read these; a narrower rule here would hide nothing they cannot see there.
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "No-show rate, utilisation, revenue by kind and new vs returning patients, per week or month",
  request: { query: analyticsQuerySchema },
  responses: {
    200: json(analyticsResponseSchema, "Each period's figures and the range's totals"),
    400: refusal("Bad period or range"),
  },
});

/** Analytics (issue 34); the admin guard (app.ts) checks the route's roles. */
export function adminAnalyticsRoutes(deps: Pick<BookingDeps, "db" | "settings">) {
  return new OpenAPIHono<AppEnv>().openapi(getAnalytics, async (c) => {
    // Live figures of the clinic's business: never cached by a browser or a proxy.
    c.header("Cache-Control", "no-store");
    const data = await analytics(deps.db, c.req.valid("query"), deps.settings.clinicTimezone);
    return c.json({ success: true as const, data }, 200);
  });
}
