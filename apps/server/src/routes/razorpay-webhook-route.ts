import { webhookResponseSchema } from "@clinic/contract/booking";
import { razorpayWebhookEventSchema, razorpayWebhookHeadersSchema } from "@clinic/contract/razorpay-webhook";
import { createRoute, z } from "@hono/zod-openapi";
import { routePolicy } from "../http/route-policy";
import { json, refusal } from "./openapi-responses";

/**
 * POST /api/webhooks/razorpay in the document (issue 37): its signature header and the event's body.
 * The body's schema is handed over as plain JSON Schema, which the route does not validate: the
 * signature is checked on the raw bytes before the JSON is read (payment-webhook-service.ts).
 */
const { $schema: _, ...eventSchema } = z.toJSONSchema(razorpayWebhookEventSchema, { io: "input" });
// The generator's SchemaObject type and zod's JSON Schema type differ only in how they spell the same keywords.
const razorpayEventDocument = eventSchema as { type: "object" };

export const postRazorpayWebhook = createRoute({
  method: "post",
  path: "/webhooks/razorpay",
  summary:
    "Razorpay events (signature X-Razorpay-Signature over the raw body; de-duplicated by x-razorpay-event-id)",
  ...routePolicy({ idempotency: "none" }),
  request: {
    headers: razorpayWebhookHeadersSchema,
    body: {
      content: { "application/json": { schema: razorpayEventDocument } },
      required: true,
    },
  },
  responses: {
    200: json(webhookResponseSchema, "Handled (or a duplicate)"),
    400: refusal("Bad signature or body"),
    409: refusal("The same event is being handled"),
  },
});
