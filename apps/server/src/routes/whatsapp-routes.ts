import { adminBookingIdParamSchema } from "@clinic/contract/admin-bookings";
import { bookingIdParamSchema } from "@clinic/contract/booking";
import { roleGroups } from "@clinic/contract/staff";
import {
  bookingMessagesResponseSchema,
  whatsappOutboxResponseSchema,
  whatsappPreferenceResponseSchema,
} from "@clinic/contract/whatsapp";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { DomainError } from "../services/domain-error";
import { bearerTokenOf } from "../services/patient-rights/record-access";
import {
  bookingMessages,
  myWhatsAppPreference,
  turnOffWhatsApp,
  whatsappOutboxList,
} from "../services/whatsapp/booking-messages";
import {
  handleWhatsAppWebhook,
  verifyHandshake,
  whatsappWebhookLimitBytes,
} from "../services/whatsapp/whatsapp-webhook";
import { manageTokenSecurity } from "./manage-link-http";
import { json, refusal } from "./openapi-responses";

/* WhatsApp updates (issue 21; decision 0103): Meta's webhook, the admin's lists, the patient's switch. */

const handshakeQuerySchema = z.object({
  "hub.mode": z.string().max(40).optional(),
  "hub.verify_token": z.string().max(500).optional(),
  "hub.challenge": z.string().max(500).optional(),
});

const getWebhook = createRoute({
  method: "get",
  path: "/webhooks/whatsapp",
  summary:
    "Meta's verification handshake: hub.challenge as text when hub.verify_token matches WHATSAPP_VERIFY_TOKEN",
  request: { query: handshakeQuerySchema },
  responses: {
    200: { description: "The challenge", content: { "text/plain": { schema: z.string() } } },
    403: refusal("Wrong or missing verify token"),
  },
});

const postWebhook = createRoute({
  method: "post",
  path: "/webhooks/whatsapp",
  summary:
    "Meta's statuses and incoming messages (X-Hub-Signature-256 over the raw body with WHATSAPP_APP_SECRET; de-duplicated by id); STOP and START",
  ...routePolicy({ idempotency: "none", bodyLimitBytes: whatsappWebhookLimitBytes }),
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ handled: z.number().int() }) }),
      "Handled",
    ),
    400: refusal("Not a WhatsApp Business Account event"),
    403: refusal("Wrong or missing signature"),
    413: refusal("Larger than 256 KB"),
  },
});

const getBookingMessages = createRoute({
  method: "get",
  path: "/admin/bookings/{id}/messages",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Every message of a booking, email and WhatsApp: channel, kind, status and times (admin)",
  request: { params: adminBookingIdParamSchema },
  responses: { 200: json(bookingMessagesResponseSchema, "The messages"), 404: refusal("No such booking") },
});

const getWhatsAppOutbox = createRoute({
  method: "get",
  path: "/admin/whatsapp/messages",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "The newest 100 WhatsApp messages and their status (admin)",
  responses: { 200: json(whatsappOutboxResponseSchema, "The messages") },
});

const forbidden = refusal("No valid manage token (the same answer whatever the booking)");

const getMyWhatsApp = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/whatsapp",
  summary: "Whether this booking's WhatsApp updates are on",
  security: manageTokenSecurity,
  request: { params: bookingIdParamSchema },
  responses: { 200: json(whatsappPreferenceResponseSchema, "On or off"), 403: forbidden },
});

const postWhatsAppOff = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/whatsapp/opt-out",
  summary: "Turn this booking's WhatsApp updates off (messages not yet sent are dropped)",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "replayed" }),
  request: { params: bookingIdParamSchema },
  responses: { 200: json(whatsappPreferenceResponseSchema, "Off"), 403: forbidden },
});

function privateAnswer(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
}

export function whatsappRoutes(m: BookingDeps) {
  const tokenOf = (c: Context<AppEnv>) => bearerTokenOf(c.req.header("authorization"));
  return new OpenAPIHono<AppEnv>()
    .openapi(getWebhook, async (c) => {
      const q = c.req.valid("query");
      const challenge = verifyHandshake(
        { mode: q["hub.mode"], token: q["hub.verify_token"], challenge: q["hub.challenge"] },
        m.whatsapp?.verifyToken,
      );
      privateAnswer(c);
      if (challenge === undefined) throw new DomainError("forbidden", "The verify token does not match.");
      return c.text(challenge, 200);
    })
    .openapi(postWebhook, async (c) => {
      const rawBody = await c.req.text();
      const counts = await handleWhatsAppWebhook(
        { db: m.db, appSecret: m.whatsapp?.appSecret, ...(m.now ? { now: m.now } : {}) },
        { rawBody, signature: c.req.header("x-hub-signature-256") },
      );
      privateAnswer(c);
      return c.json({ success: true as const, data: { handled: counts.statuses + counts.messages } }, 200);
    })
    .openapi(getBookingMessages, async (c) => {
      const { id } = c.req.valid("param");
      const data = await bookingMessages(m, id);
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getWhatsAppOutbox, async (c) => {
      const items = await whatsappOutboxList(m.db);
      privateAnswer(c);
      return c.json(
        { success: true as const, data: { provider: m.whatsapp?.provider ?? "outbox", items } },
        200,
      );
    })
    .openapi(getMyWhatsApp, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await myWhatsAppPreference(m.db, bookingId, tokenOf(c));
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postWhatsAppOff, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await turnOffWhatsApp(m, bookingId, tokenOf(c));
      privateAnswer(c);
      return c.json(
        { success: true as const, data, message: "WhatsApp updates are off for this booking." },
        200,
      );
    });
}
