import { errorEnvelopeSchema } from "@clinic/contract/api-envelope";
import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/auth";
import { recordSessionHeader } from "@clinic/contract/record-access";
import { z } from "@hono/zod-openapi";
import { errorStatuses } from "../http/error-statuses";
import { unstorableTextMessage } from "../http/request-body-rules";
import { bodyLimitOf, defaultPolicy, type IdempotencyMode, policyExtensions } from "../http/route-policy";
import { sessionCookieName } from "../http/session-cookie";

/**
 * What every operation shares and the route definitions do not repeat: the headers (the same-site
 * header on unsafe admin and sign-in calls, `Idempotency-Key` on POSTs), the admin session cookie and
 * the refusals any guarded or body-taking route can give. Added to the generated document once, so
 * /api/openapi.json and /api/docs tell a client everything it must send.
 */

// biome-ignore lint/suspicious/noExplicitAny: the generated document, extended as plain JSON.
type Json = any;

const unsafe = new Set(["post", "put", "patch", "delete"]);
const sameSiteGuarded = [/^\/api\/admin\//, /^\/api\/auth\/link\//, /^\/api\/auth\/signout$/];

const description = `JSON over HTTPS under /api.

- Answers: \`{ "success": true, "data": ... }\` on success; \`{ "success": false, "message", "code", "fields"? }\` with a 4xx or 5xx status on failure. Every answer carries \`X-Request-Id\`.
- Admin calls (/api/admin/*) need the session cookie set by sign-in; without it 401, for a signed-in non-admin 403.
- Unsafe admin and sign-in calls (POST, PUT, PATCH, DELETE) must also send \`${csrfHeaderName}: ${csrfHeaderValue}\` and may not come from another site (Origin, Sec-Fetch-Site); otherwise 403.
- \`Idempotency-Key\` (a UUID) is required on POST /api/public/bookings and on payment verification, and accepted on every other POST: the same key and body replay the first answer (header \`Idempotent-Replayed: true\`), another body is a 422, a key whose first request is still running is a 409.
- Bodies are JSON (\`Content-Type: application/json\`): another type is a 415, a body over the limit a 413, malformed JSON a 400. Too many requests: 429 with \`Retry-After\`.
- A body, query or path value that fails its schema is a 400 \`validation_failed\` ("Some fields need attention.") with one reason per field in \`fields\`. So is text PostgreSQL cannot store, whatever the field's schema allows: a NUL character (U+0000) or half of a UTF-16 surrogate pair (an emoji cut in two), in a value or a key; its reason is "${unstorableTextMessage}"
- Each POST, PUT, PATCH and DELETE states its \`x-idempotency\` (\`required-own\`, \`own\`: the operation keeps the key with its work; \`replayed\`: the server replays the first answer; \`none\`: no key) and its \`x-body-limit\` in bytes.`;

/**
 * `limits.bodyLimitBytes` is LIMIT_BODY_BYTES. Each operation's `Idempotency-Key` header and body limit
 * come from the policy on its route (`x-idempotency`, `x-body-limit`; decision 0090); `x-body-limit` is
 * written as the limit in bytes the operation accepts.
 */
/** Each status's error codes: a code has exactly one status (decision 0089), so a status carries these. */
const codesOfStatus = new Map<string, string[]>();
for (const [code, status] of Object.entries(errorStatuses))
  codesOfStatus.set(String(status), [...(codesOfStatus.get(String(status)) ?? []), code]);

/**
 * A refusal's envelope names the codes its status can carry (issue 37), where the contract's schema
 * lists every code. Each response gets its own copy: responses share their content and schema objects.
 */
function narrowCodes(status: string, response: Json) {
  const schema = response?.content?.["application/json"]?.schema;
  const success = schema?.properties?.success;
  const isEnvelope =
    success && (success.const === false || success.enum?.[0] === false) && schema.properties.code;
  const codes = codesOfStatus.get(status);
  if (!isEnvelope || !codes) return;
  const { $schema: _, ...rest } = schema;
  const narrowed = { ...rest, properties: { ...schema.properties, code: { type: "string", enum: codes } } };
  response.content = { ...response.content, "application/json": { schema: narrowed } };
}

/**
 * The admin session: its cookie's name depends on the scheme the site is served over (`__Host-` needs
 * https), so the document names both cookies, as alternatives a client follows by the one it was given.
 */
export const adminSessionSecurity: Array<Record<string, string[]>> = [
  { adminSession: [] },
  { adminSessionHttp: [] },
];

export function withConventions(doc: Json, limits: { bodyLimitBytes: number }): Json {
  const envelope = { "application/json": { schema: z.toJSONSchema(errorEnvelopeSchema) } };
  const refusal = (text: string) => ({ description: text, content: envelope });
  doc.info = { ...doc.info, description };
  doc.components = {
    ...doc.components,
    securitySchemes: {
      ...doc.components?.securitySchemes,
      adminSession: {
        type: "apiKey",
        in: "cookie",
        name: sessionCookieName(true),
        description: "The admin session, as set by sign-in when the site is served over https.",
      },
      adminSessionHttp: {
        type: "apiKey",
        in: "cookie",
        name: sessionCookieName(false),
        description:
          "The admin session, as set by sign-in when the site is served over plain http (a laptop).",
      },
      manageToken: {
        type: "http",
        scheme: "bearer",
        description:
          "A booking's manage token (from the manage link's #token=…): opens that booking only (decision 0113).",
      },
      recordSession: {
        type: "apiKey",
        in: "header",
        name: recordSessionHeader,
        description:
          "A record session (15 minutes) from POST …/record-access/verify: with the manage token, opens the whole patient record.",
      },
    },
  };
  for (const [path, methods] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(methods)) {
      const headers: Json[] = [];
      op.responses ??= {};
      // A path parameter the contract refuses (empty, too long) is a 400 before the route runs (issue 37).
      if ((op.parameters ?? []).some((p: Json) => p.in === "path"))
        op.responses["400"] ??= refusal("A path parameter is malformed");
      // Any validated value holding text that cannot be stored is refused 400 (request-body-rules.ts).
      if (
        op.requestBody?.content?.["application/json"] ||
        (op.parameters ?? []).some((p: Json) => p.in === "query")
      )
        op.responses["400"] ??= refusal(
          "A field fails its schema, or holds a character that cannot be stored",
        );
      if (path.startsWith("/api/admin/")) {
        op.security = adminSessionSecurity;
        op.responses["401"] ??= refusal("Not signed in");
        op.responses["403"] ??= refusal("Not an admin, or a cross-site request");
      }
      if (unsafe.has(method) && sameSiteGuarded.some((p) => p.test(path))) {
        headers.push({
          in: "header",
          name: csrfHeaderName,
          required: true,
          description: "Says the call comes from the clinic's own pages (a cross-site form cannot set it).",
          schema: { type: "string", const: csrfHeaderValue },
        });
        op.responses["403"] ??= refusal("A cross-site request");
      }
      const declared: IdempotencyMode | undefined = op[policyExtensions.idempotency];
      const idempotency = declared ?? defaultPolicy(method).idempotency;
      if (idempotency !== "none") {
        headers.push({
          in: "header",
          name: "Idempotency-Key",
          required: idempotency === "required-own",
          description: "A new UUID per submit, reused when the same submit is retried.",
          schema: { type: "string", format: "uuid" },
        });
        op.responses["400"] ??= refusal("The Idempotency-Key is not a UUID");
        op.responses["409"] ??= refusal("A request with this Idempotency-Key is still running");
        op.responses["422"] ??= refusal("This Idempotency-Key was used for another request");
      }
      if (unsafe.has(method)) {
        if (declared)
          op[policyExtensions.bodyLimit] = bodyLimitOf(
            { bodyLimitBytes: op[policyExtensions.bodyLimit] },
            limits.bodyLimitBytes,
          );
        op.responses["413"] ??= refusal("The body is over the size limit");
        op.responses["415"] ??= refusal("The body is not JSON");
      }
      if (headers.length > 0) op.parameters = [...(op.parameters ?? []), ...headers];
      for (const [status, response] of Object.entries<Json>(op.responses)) narrowCodes(status, response);
    }
  }
  return doc;
}
