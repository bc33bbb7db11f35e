import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { errorBody } from "./http-error";

/**
 * Bodies larger than the limit are refused with 413 before anything reads them. A GET or HEAD body
 * is never read, so it is not measured either: asking for it would make the node adapter build a
 * full web Request on every read of the busiest routes (the public slots), for nothing.
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
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
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
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

/**
 * PostgreSQL cannot store the NUL character, nor (in jsonb) half of a UTF-16 surrogate pair. Issue 9's
 * generated requests found 500s from `%00` in ids, `\u0000` in notes and `\ud800` in settings. The
 * API's validation hook (app.ts) asks this of every validated value, after the schema's own checks (so a
 * field's own message, e.g. "must not contain control characters", still wins), and refuses with 400
 * naming the field (decision 0046).
 */
export function unstorableTextAt(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return unstorable(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorableTextAt(item, path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (unstorable(key)) return at;
      const found = unstorableTextAt(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export const unstorableTextMessage =
  "This field holds a character that cannot be stored (a NUL character or half of an emoji).";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes("\u0000") || loneSurrogate.test(s);
