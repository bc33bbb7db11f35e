import { adminBookingIdParamSchema } from "@clinic/contract/admin-bookings";
import { localeQuerySchema } from "@clinic/contract/locale-query";
import {
  paymentLinkIdParamSchema,
  paymentLinkMessages,
  paymentLinkResponseSchema,
  publicPaymentLinkResponseSchema,
} from "@clinic/contract/packages";
import { roleGroups } from "@clinic/contract/staff";
import { upiQrMessages, upiQrResponseSchema } from "@clinic/contract/upi";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { type BookingDeps, clock } from "../services/booking/booking-deps";
import { payDummyLink } from "../services/payment-links/link-paid";
import { bookingPaymentLink, readPaymentLink } from "../services/payment-links/payment-links";
import { bookingUpiQr } from "../services/payment-links/upi-qr";
import { json, refusal } from "./openapi-responses";

const getLink = createRoute({
  method: "get",
  path: "/public/payment-links/{linkId}",
  summary:
    "What a payment link asks for: the amount, what it pays for (in `locale`), and whether it is still open",
  request: { params: paymentLinkIdParamSchema, query: localeQuerySchema },
  responses: {
    200: json(publicPaymentLinkResponseSchema, "The link"),
    400: refusal("Unknown locale"),
    404: refusal("No such link"),
  },
});
const payLink = createRoute({
  method: "post",
  path: "/public/payment-links/{linkId}/pay",
  ...routePolicy({ idempotency: "none" }),
  summary: "Pay a test-provider link at a click, as a provider's webhook would report it",
  request: { params: paymentLinkIdParamSchema, query: localeQuerySchema },
  responses: {
    200: json(publicPaymentLinkResponseSchema, "Paid: the link now says `paid`"),
    400: refusal("Unknown locale"),
    404: refusal("No such link, or one a real provider takes the money for"),
    409: refusal("`link_closed`: paid already, expired or cancelled"),
  },
});

const postBookingLink = createRoute({
  method: "post",
  path: "/admin/bookings/{id}/payment-link",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  summary:
    "A payment link for an unpaid booking: the open one, or a new one; an open hold is kept while it is open",
  request: { params: adminBookingIdParamSchema },
  responses: {
    200: json(paymentLinkResponseSchema, "The link: `url`, `expiresAt`"),
    404: refusal("No such booking"),
    409: refusal("`link_closed`: the booking is paid, cancelled or free (nothing is owed)"),
    503: refusal("Razorpay could not make the link: nothing was saved, try again"),
  },
});

const postBookingQr = createRoute({
  method: "post",
  path: "/admin/bookings/{id}/upi-qr",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  summary:
    "Razorpay's single-use UPI QR for what an unpaid booking owes: the open one, or a new one; it closes once paid",
  request: { params: adminBookingIdParamSchema },
  responses: {
    200: json(upiQrResponseSchema, "The QR: `imageUrl` (Razorpay's image), `closesAt`"),
    404: refusal("No such booking"),
    409: refusal(
      "`link_closed`: the booking is paid, cancelled or free (nothing is owed); `conflict`: payments are not through Razorpay",
    ),
    503: refusal("Razorpay could not make the QR (nothing was saved)"),
  },
});

/**
 * Payment links (issue 35): the page at `/pay/{linkId}` reads and pays through the public two; the desk
 * makes a booking's link, or with Razorpay its single-use UPI QR (decision 0133).
 */
export function paymentLinkRoutes(deps: BookingDeps) {
  const now = () => clock(deps);
  return new OpenAPIHono<AppEnv>()
    .openapi(getLink, async (c) => {
      c.header("Cache-Control", "no-store");
      const { locale } = c.req.valid("query");
      const data = await readPaymentLink(deps.db, c.req.valid("param").linkId, now(), locale);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postBookingLink, async (c) => {
      const data = await bookingPaymentLink(deps, c.req.valid("param").id, now());
      return c.json({ success: true as const, data, message: paymentLinkMessages.made }, 200);
    })
    .openapi(postBookingQr, async (c) => {
      const data = await bookingUpiQr(deps, c.req.valid("param").id, now());
      return c.json({ success: true as const, data, message: upiQrMessages.made }, 200);
    })
    .openapi(payLink, async (c) => {
      const data = await payDummyLink(deps, c.req.valid("param").linkId, now(), c.req.valid("query").locale);
      return c.json({ success: true as const, data, message: paymentLinkMessages.paid }, 200);
    });
}
