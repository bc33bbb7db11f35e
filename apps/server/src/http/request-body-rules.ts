import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { errorBody } from "./http-error";

/** Bodies larger than the limit are refused with 413 before anything reads them. */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json(
        errorBody(
          c,
          "payload_too_large",
          `The request body is larger than the limit of ${Math.floor(maxBytes / 1024)} KB.`,
        ),
        413,
      ),
  });
}

/** Every API body is JSON; anything else is refused with 415 before a handler runs. */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(c.req.method) || !hasBody(c.req.raw)) return next();
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return c.json(
      errorBody(
        c,
        "unsupported_media_type",
        "Send the request body as JSON (Content-Type: application/json).",
      ),
      415,
    );
  }
  return next();
};

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return length !== "0";
  return request.headers.has("transfer-encoding") || request.body !== null;
}
