import { z } from "zod";

/**
 * An email field: the value as typed (trimmed, with its length limits) checked as an address. The check
 * is the second half of a pipe, which the OpenAPI document does not show (it shows what a client sends),
 * so the field states `format: email` itself: the document and the check come from this one call (issue 37).
 */
export function checkedEmail(typed: z.ZodType<string, string>, invalid: string) {
  return typed.pipe(z.email(invalid)).meta({ format: "email" });
}
