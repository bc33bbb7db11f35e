import {
  paymentLinkIdParamSchema,
  paymentLinkMessages,
  publicPaymentLinkResponseSchema,
} from "@clinic/contract/packages";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { payDummyLink, readPaymentLink } from "../services/packages/payment-links";
import { json, refusal } from "./openapi-responses";

const getLink = createRoute({
  method: "get",
  path: "/public/payment-links/{linkId}",
  summary: "What a payment link asks for: the amount, what it pays for, and whether it is still open",
  request: { params: paymentLinkIdParamSchema },
  responses: {
    200: json(publicPaymentLinkResponseSchema, "The link"),
    404: refusal("No such link"),
  },
});
const payLink = createRoute({
  method: "post",
  path: "/public/payment-links/{linkId}/pay",
  ...routePolicy({ idempotency: "none" }),
  summary: "Pay a test-provider link at a click, as a provider's webhook would report it",
  request: { params: paymentLinkIdParamSchema },
  responses: {
    200: json(publicPaymentLinkResponseSchema, "Paid: the link now says `paid`"),
    404: refusal("No such link, or one a real provider takes the money for"),
    409: refusal("`link_closed`: paid already, expired or cancelled"),
  },
});

/** Payment links' public side (issue 35): the page at `/pay/{linkId}` reads and pays through these. */
export function paymentLinkRoutes(
  deps: Pick<BookingDeps, "db" | "settings" | "payments" | "resolvePayments" | "now">,
) {
  const linkDeps = {
    db: deps.db,
    publicUrl: deps.settings.publicUrl,
    clinicTimezone: deps.settings.clinicTimezone,
    resolvePayments: deps.resolvePayments ?? (async () => deps.payments),
  };
  const now = () => deps.now?.() ?? new Date();
  return new OpenAPIHono<AppEnv>()
    .openapi(getLink, async (c) => {
      c.header("Cache-Control", "no-store");
      const data = await readPaymentLink(deps.db, c.req.valid("param").linkId, now());
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(payLink, async (c) => {
      const data = await payDummyLink(linkDeps, c.req.valid("param").linkId, now());
      return c.json({ success: true as const, data, message: paymentLinkMessages.paid }, 200);
    });
}
