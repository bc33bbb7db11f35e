import { bookingIdParamSchema } from "@clinic/contract/booking";
import { myMeasurementsResponseSchema } from "@clinic/contract/measurements";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type { BookingDeps } from "../services/booking/booking-deps";
import { myMeasurements } from "../services/measurements/my-measurements";
import { managePageDeps } from "../services/record-access/manage-page-deps";
import { credentialsOf, manageOrRecordSecurity, noManageToken, privateAnswer } from "./manage-link-http";
import { json } from "./openapi-responses";

const getMyMeasurements = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/my-measurements",
  summary:
    "The patient's own limb measurements (volumes, difference, flags) and home-care note: those taken on this booking's day with the manage token, all of the record's with a record session.",
  security: manageOrRecordSecurity,
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(myMeasurementsResponseSchema, "The patient's sessions, oldest first"),
    403: noManageToken,
  },
});

/** "My measurements" on the manage page (issue 23; decisions 0107, 0113): never in a URL, never cached. */
export function myMeasurementsRoutes(m: Pick<BookingDeps, "db" | "settings" | "now">) {
  const deps = managePageDeps(m);
  return new OpenAPIHono<AppEnv>().openapi(getMyMeasurements, async (c) => {
    const { bookingId } = c.req.valid("param");
    const data = await myMeasurements(deps, bookingId, credentialsOf(c));
    privateAnswer(c);
    return c.json({ success: true as const, data }, 200);
  });
}
