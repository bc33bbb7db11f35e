import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";

/** GET /api/health: 200 when the database answers, 503 (error envelope) when it does not. */
export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["embedded", "external"]),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
export const healthResponseSchema = successEnvelopeSchema(healthSchema);
