import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { errorBody } from "./http-error";
import { bodyLimitOf, routePolicyOf } from "./route-policy";

/**
 * Bodies larger than the limit are refused with 413 before anything reads them.
 * With a Content-Length (what browsers send), Node's parser reads exactly that many bytes, so the
 * header is the size: checking it leaves the body to be read straight from the socket later. Asking
 * for the body's web stream here would make the node adapter build a full web Request for every
 * call. A chunked body is counted as it arrives (Hono's bodyLimit). A GET or HEAD body is never read.
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) =>
    c.json(
      errorBody(
        c,
        "payload_too_large",
        `The request body is larger than the limit of ${sizeText(maxBytes)}.`,
      ),
      413,
    );
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined)
      return Number(length) > maxBytes ? Promise.resolve(tooLarge(c)) : next();
    return counted(c, next);
  };
}

/**
 * The body limit of the route a request matched (its policy's `bodyLimitBytes`, decision 0090), else
 * `configuredBytes` (LIMIT_BODY_BYTES), an unmatched path included. Found before the body is read.
 */
export function routeBodySizeLimit(configuredBytes: number): MiddlewareHandler<AppEnv> {
  const limits = new Map<number, MiddlewareHandler<AppEnv>>();
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const bytes = bodyLimitOf(routePolicyOf(c), configuredBytes);
    let limit = limits.get(bytes);
    if (!limit) {
      limit = bodySizeLimit(bytes);
      limits.set(bytes, limit);
    }
    return limit(c, next);
  };
}

/** Whole megabytes as MB (the photo upload's 5 MB), anything else as KB. */
function sizeText(bytes: number): string {
  const mb = 1024 * 1024;
  return bytes >= mb && bytes % mb === 0 ? `${bytes / mb} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/**
 * Every API body is JSON; anything else is refused with 415 before a handler runs. A route whose policy
 * says its body is an image takes raw bytes instead, declared as an image or as plain bytes (a browser
 * may give a HEIC file no type); the route then reads the real type from the bytes.
 */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(c.req.method) || !hasBody(c.req.raw)) return next();
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (routePolicyOf(c).body === "image") {
    if (type === "application/octet-stream" || type.startsWith("image/")) return next();
    return c.json(
      errorBody(
        c,
        "unsupported_media_type",
        "Send the photo's bytes as the request body (Content-Type: application/octet-stream or image/…).",
      ),
      415,
    );
  }
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

/**
 * HTTP/1.1 (RFC 9112 §6.3): a request has a body only when it says so, with a Content-Length above 0
 * or a Transfer-Encoding. The node adapter gives every DELETE a body stream whatever the client sent,
 * so `request.body` cannot tell; `curl -X DELETE` and `fetch(url, { method: "DELETE" })` send neither
 * header and must reach the route (and its sign-in check), not a 415. A declared Content-Type also
 * claims a body: a Request built in-process (`app.request`) has one without a Content-Length.
 */
function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return length.trim() !== "0";
  return request.headers.has("transfer-encoding") || request.headers.has("content-type");
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
