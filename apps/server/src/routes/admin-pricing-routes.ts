import { pricingMessages, pricingRequestSchema, pricingResponseSchema } from "@clinic/contract/admin-pricing";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { getPricing, updatePricing } from "../services/pricing-service";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const getPricingRoute = createRoute({
  method: "get",
  path: "/admin/pricing",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "The current price (the spec's defaults while none is stored) (admin)",
  responses: { 200: json(pricingResponseSchema, "The price") },
});
const putPricingRoute = createRoute({
  method: "put",
  path: "/admin/pricing",
  summary: "Set the price; applies to bookings created after it (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  request: {
    body: { content: { "application/json": { schema: pricingRequestSchema } }, required: true },
  },
  responses: {
    200: json(pricingResponseSchema, "Stored; the change is in the audit log"),
    400: refusal("A field breaks the pricing rules (one reason per field)"),
  },
});

/** Pricing page (admin.md §2, §5, §7); the guard for /api/admin/* is mounted in app.ts. */
export function adminPricingRoutes(m: Pick<BookingDeps, "db">) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getPricingRoute, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await getPricing(m.db) }, 200);
    })
    .openapi(putPricingRoute, async (c) => {
      const data = await updatePricing(m.db, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data, message: pricingMessages.updated }, 200);
    });
}
