import { auditQuerySchema, auditResponseSchema } from "@clinic/contract/admin-audit";
import { dashboardResponseSchema } from "@clinic/contract/admin-dashboard";
import { earningsQuerySchema, earningsResponseSchema } from "@clinic/contract/admin-earnings";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { auditPage } from "../services/audit-service";
import type { BookingDeps } from "../services/booking/booking-deps";
import { type DashboardDeps, dashboardStats, earnings } from "../services/dashboard-service";
import { json, refusal } from "./openapi-responses";

const getDashboard = createRoute({
  method: "get",
  path: "/admin/dashboard",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Dashboard statistics, counted in the database in the clinic's zone (admin)",
  responses: {
    200: json(dashboardResponseSchema, "Today's and this week's numbers, and today's appointments"),
  },
});
const getEarnings = createRoute({
  method: "get",
  path: "/admin/earnings",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Earnings by day, week (from Monday) or month in the clinic's zone (admin)",
  request: { query: earningsQuerySchema },
  responses: {
    200: json(earningsResponseSchema, "Gross, tax, refunds, net and paid bookings per period"),
    400: refusal("Bad granularity or range"),
  },
});
const getAudit = createRoute({
  method: "get",
  path: "/admin/audit",
  ...routePolicy({ roles: roleGroups.owner }),
  summary: "The audit log, newest first, paged (admin; read-only)",
  request: { query: auditQuerySchema },
  responses: { 200: json(auditResponseSchema, "One page of entries"), 400: refusal("Malformed query") },
});

/**
 * Dashboard, earnings and audit log (issue 8); the guard for /api/admin/* is mounted in app.ts.
 * Every answer is `no-store`: these are live numbers and an admin's data.
 */
export function adminDashboardRoutes(m: Pick<BookingDeps, "db" | "settings" | "now">) {
  const deps: DashboardDeps = {
    db: m.db,
    // The clinic's live zone, read per call (decision 0064).
    get clinicTimezone() {
      return m.settings.clinicTimezone;
    },
    ...(m.now ? { now: m.now } : {}),
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(getDashboard, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await dashboardStats(deps) }, 200);
    })
    .openapi(getEarnings, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await earnings(deps, c.req.valid("query")) }, 200);
    })
    .openapi(getAudit, async (c) => {
      c.header("Cache-Control", "no-store");
      const data = await auditPage(m.db, c.req.valid("query"), deps.clinicTimezone);
      return c.json({ success: true as const, data }, 200);
    });
}
