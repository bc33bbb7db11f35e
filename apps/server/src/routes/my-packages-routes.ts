import { bookingIdParamSchema } from "@clinic/contract/booking";
import { myPackagesResponseSchema } from "@clinic/contract/packages";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type { BookingDeps } from "../services/booking/booking-deps";
import { myPackages } from "../services/packages/my-packages";
import { credentialsOf, manageOrRecordSecurity, noManageToken, privateAnswer } from "./manage-link-http";
import { json } from "./openapi-responses";

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

/** "My packages" on the manage page (issue 35): never in a URL, never cached. */
export function myPackagesRoutes(m: Pick<BookingDeps, "db" | "now">) {
  return new OpenAPIHono<AppEnv>().openapi(getMyPackages, async (c) => {
    const data = await myPackages(
      m.db,
      c.req.valid("param").bookingId,
      credentialsOf(c),
      m.now?.() ?? new Date(),
    );
    privateAnswer(c);
    return c.json({ success: true as const, data }, 200);
  });
}
