import { errorEnvelopeSchema } from "@clinic/contract/api-envelope";

/** An OpenAPI response with a JSON body of the given schema (for createRoute's `responses`). */
export const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A required JSON request body of the given schema (for createRoute's `request.body`). */
export const jsonBody = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/** A refusal documented with the error envelope. */
export const refusal = (description: string) => json(errorEnvelopeSchema, description);
