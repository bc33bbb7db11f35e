import type { ErrorCode, ErrorEnvelope } from "@clinic/contract/api-envelope";
import type { Context } from "hono";

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
