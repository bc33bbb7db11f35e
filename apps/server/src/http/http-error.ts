import type { ErrorCode, ErrorEnvelope } from "@clinic/contract/api-envelope";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A refusal a person can act on; becomes the error envelope with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(
  c: Context,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorEnvelope {
  const requestId = c.get("requestId") as string | undefined;
  return {
    success: false,
    message,
    code,
    ...(requestId ? { requestId } : {}),
    ...(fields ? { fields } : {}),
  };
}

export function sendError(c: Context, error: HttpError) {
  return c.json(errorBody(c, error.code, error.message, error.fields), error.status);
}
