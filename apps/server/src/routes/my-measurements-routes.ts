import { bookingIdParamSchema } from "@clinic/contract/booking";
import { myMeasurementsResponseSchema } from "@clinic/contract/measurements";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { BookingModule } from "../booking-module";
import type { AppEnv } from "../http/app-env";
import { myMeasurements } from "../services/measurements/my-measurements";
import { bearerTokenOf } from "../services/patient-rights/record-access";
import { json, refusal } from "./openapi-responses";

const getMyMeasurements = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/my-measurements",
  summary:
    "The patient's own limb measurements (volumes, difference, flags) and home-care note. The manage link's token as `Authorization: Bearer <token>`.",
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(myMeasurementsResponseSchema, "The patient's sessions, oldest first"),
    403: refusal("No valid manage token (the same answer whatever the booking)"),
  },
});

/** "My measurements" on the manage page (issue 23; decision 0107): never in a URL, never cached. */
export function myMeasurementsRoutes(m: Pick<BookingModule, "db">) {
  return new OpenAPIHono<AppEnv>().openapi(getMyMeasurements, async (c) => {
    const { bookingId } = c.req.valid("param");
    const data = await myMeasurements(m.db, bookingId, bearerTokenOf(c.req.header("authorization")));
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.json({ success: true as const, data }, 200);
  });
}
