import { patientIdParamSchema } from "@clinic/contract/packages";
import {
  seriesMessages,
  seriesPreviewResponseSchema,
  seriesRequestSchema,
  seriesResponseSchema,
} from "@clinic/contract/series";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { signedInSession } from "../http/admin-guard";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { bookSeries, previewSeries } from "../services/series/book-series";
import { json, refusal } from "./openapi-responses";

const postSeries = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/series",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  summary: "Book a series of appointments for a patient (optionally paid from their package)",
  request: {
    params: patientIdParamSchema,
    body: { content: { "application/json": { schema: seriesRequestSchema } }, required: true },
  },
  responses: {
    201: json(seriesResponseSchema, "Booked: `booked` sessions, and the `skipped` dates with their reason"),
    400: refusal(
      "A field is wrong, the kind or practitioner does not exist, or the package is another kind's",
    ),
    404: refusal("No such patient"),
    409: refusal("`not_enough_credits`: the package cannot pay for the series (none is booked)"),
  },
});

const postPreview = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/series/preview",
  // Writes nothing: asked again, it answers what is true then.
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  summary: "The sessions a series would book now, the dates it would skip, and the package's sessions left",
  request: {
    params: patientIdParamSchema,
    body: { content: { "application/json": { schema: seriesRequestSchema } }, required: true },
  },
  responses: {
    200: json(seriesPreviewResponseSchema, "The plan; nothing is booked"),
    400: refusal("A field is wrong, or the kind or practitioner does not exist"),
    404: refusal("No such patient"),
  },
});

/** Series of appointments (issue 35). */
export function seriesRoutes(deps: BookingDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(postPreview, async (c) => {
      const data = await previewSeries(deps, c.req.valid("param").patientId, c.req.valid("json"));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postSeries, async (c) => {
      const user = (await signedInSession(c))?.user;
      const data = await bookSeries(deps, c.req.valid("param").patientId, c.req.valid("json"), {
        actor: user?.email ?? "admin",
        takenBy: user?.name?.trim() || user?.email || "admin",
        clientAddress: c.get("clientAddress"),
      });
      return c.json(
        { success: true as const, data, message: seriesMessages.booked(data.booked.length) },
        201,
      );
    });
}
