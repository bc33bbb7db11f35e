import { bookingIdParamSchema, bookingLocaleRequestSchema } from "@clinic/contract/booking";
import { locales } from "@clinic/contract/locales";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { changeBookingLocale } from "../services/booking/change-booking-locale";
import { bearerTokenOf } from "../services/patient-rights/record-access";
import { manageTokenSecurity } from "./manage-link-http";
import { json, refusal } from "./openapi-responses";

/** The language of a booking's messages (issue 33, decision 0127), chosen on the manage page. */

const localeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ locale: z.enum(locales) }),
});

const putBookingLocale = createRoute({
  method: "put",
  path: "/public/bookings/{bookingId}/locale",
  summary: "The language of this booking's emails, reminders and WhatsApp messages: en, hi or kn",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: bookingLocaleRequestSchema } }, required: true },
  },
  responses: {
    200: json(localeResponseSchema, "The language now chosen"),
    400: refusal("Not a language the clinic writes in"),
    403: refusal("No valid manage token (the same answer whatever the booking)"),
  },
});

export function bookingLocaleRoutes(m: BookingDeps) {
  return new OpenAPIHono<AppEnv>().openapi(putBookingLocale, async (c) => {
    const { bookingId } = c.req.valid("param");
    const { locale } = c.req.valid("json");
    const data = await changeBookingLocale(
      m,
      bookingId,
      bearerTokenOf(c.req.header("authorization")),
      locale,
    );
    c.header("Cache-Control", "no-store");
    return c.json({ success: true as const, data }, 200);
  });
}
