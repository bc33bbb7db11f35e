import { bookingIdParamSchema } from "@clinic/contract/booking";
import {
  myPackagesResponseSchema,
  packageSessionMessages,
  packageSessionRequestSchema,
  packageSessionResponseSchema,
} from "@clinic/contract/packages";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { bookPackageSession } from "../services/packages/book-package-session";
import { myPackages } from "../services/packages/my-packages";
import { credentialsOf, manageOrRecordSecurity, noManageToken, privateAnswer } from "./manage-link-http";
import { json, refusal } from "./openapi-responses";

const getMyPackages = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/my-packages",
  summary:
    "The patient's packages of sessions and the sessions left: the one that paid this booking with the manage token, all of the record's with a record session.",
  security: manageOrRecordSecurity,
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(myPackagesResponseSchema, "The packages, the newest first"),
    403: noManageToken,
  },
});

const postPackageSession = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/package-sessions",
  summary:
    "Book a session from a package My packages shows (the one that paid this booking with the manage token, the record's with a record session): PAID with one of its credits, no money; the confirmation is sent as for any booking.",
  security: manageOrRecordSecurity,
  ...routePolicy({ idempotency: "replayed" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: packageSessionRequestSchema } }, required: true },
  },
  responses: {
    201: json(packageSessionResponseSchema, "Booked; the package's sessions free to book after it"),
    400: refusal("Invalid request"),
    403: noManageToken,
    404: refusal("No such package in this booking's or record's scope"),
    409: refusal(
      "not_enough_credits (unpaid, expired by then, or no session free), slot_unavailable, kind_not_offered (the slot does not take the package's kind, or outside its notice and booking horizon), closed_day, or the key is in use",
    ),
    422: refusal("The key was used with another body"),
  },
});

/** "My packages" on the manage page (issue 35): never in a URL, never cached. */
export function myPackagesRoutes(m: BookingDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getMyPackages, async (c) => {
      const data = await myPackages(
        m.db,
        c.req.valid("param").bookingId,
        credentialsOf(c),
        m.now?.() ?? new Date(),
      );
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postPackageSession, async (c) => {
      const data = await bookPackageSession(m, {
        bookingId: c.req.valid("param").bookingId,
        credentials: credentialsOf(c),
        request: c.req.valid("json"),
        clientAddress: c.get("clientAddress"),
      });
      privateAnswer(c);
      return c.json({ success: true as const, data, message: packageSessionMessages.booked }, 201);
    });
}
