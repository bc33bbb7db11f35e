import { z } from "zod";

/**
 * POST /api/webhooks/razorpay as Razorpay sends it: the parts of an event the server reads (other fields
 * pass). The server checks the signature on the raw bytes before it reads the JSON, so the body is
 * described by this schema in the document, never validated by it; the service's type is its infer.
 */

const paymentEntity = z.looseObject({
  id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

export const razorpayWebhookEventSchema = z.looseObject({
  event: z.string().meta({
    description:
      "payment.captured and order.paid confirm a booking, payment.failed is recorded, payment_link.paid and qr_code.credited pay a payment link; any other event is answered `ignored`",
  }),
  payload: z
    .looseObject({
      payment: z.looseObject({ entity: paymentEntity.optional() }).optional(),
      payment_link: z
        .looseObject({
          entity: z.looseObject({ id: z.string(), reference_id: z.string().optional() }).optional(),
        })
        .optional(),
      qr_code: z
        .looseObject({
          entity: z
            .looseObject({ id: z.string(), notes: z.looseObject({ linkId: z.unknown() }).optional() })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookEventSchema>;

/** The webhook's headers (validated: an event without its signature is refused before it is read). */
export const razorpayWebhookHeadersSchema = z.object({
  "x-razorpay-signature": z.string().meta({
    description: "HMAC-SHA256 of the raw body with the webhook secret, in hex",
  }),
  "x-razorpay-event-id": z.string().optional().meta({
    description: "The event's id: a repeated id is answered as the first time; without it, the body's hash",
  }),
});
