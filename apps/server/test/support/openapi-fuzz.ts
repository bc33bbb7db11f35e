import { createHash, randomUUID } from "node:crypto";
import { errorEnvelopeSchema } from "@clinic/contract/api-envelope";
import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/auth";
import fc from "fast-check";
import type pg from "pg";
import { z } from "zod";

/**
 * Requests generated from the app's own OpenAPI document (built from the zod schemas), and the
 * checks every answer must pass. The bad-input suites walk every operation the document lists,
 * so an operation added later is covered without touching them.
 */

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is read loosely.
type Json = any;

export type Operation = {
  method: string;
  /** The OpenAPI path, e.g. /api/admin/slots/{id}. */
  path: string;
  spec: Json;
};

/** Generated requests per operation (BAD_INPUT_RUNS lowers it, e.g. in CI). */
export const runsPerOperation = Number(process.env.BAD_INPUT_RUNS ?? 1000);

export function operationsOf(document: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths ?? {}))
    for (const [method, spec] of Object.entries<Json>(item))
      if (["get", "post", "put", "patch", "delete"].includes(method))
        ops.push({ method: method.toUpperCase(), path, spec });
  return ops;
}

/** Strings a form field is likely to be abused with: injection, scripts, scripts of the world, control bytes. */
export const hostileStrings = [
  "'; DROP TABLE bookings; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  "1; select pg_sleep(0);",
  "<img src=x onerror=alert(1)>",
  "<script>window.__xss=1</script>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}#{7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "مرحبا، أحتاج إلى موعد",
  "שלום עולם",
  "\u202Egnp.exe",
  "😀👩🏽‍⚕️🏥🇮🇳",
  "नमस्ते, मुझे घुटने में दर्द है",
  "ஆஷா ராவ்",
  "Zoë Ångström-Łukasz",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFEFF",
  "\r\n\tX-Injected: 1",
  "   ",
  "",
  "x".repeat(5_000),
  "é".repeat(70_000),
];

const specialNumbers = [0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE];

/** Values seen in the database (ids, dates) offered for fields of the same name. */
export type Pools = Record<string, string[]>;

function fits(value: string, schema: Json): boolean {
  return (
    (schema.minLength === undefined || value.length >= schema.minLength) &&
    (schema.maxLength === undefined || value.length <= schema.maxLength)
  );
}

const isoDate = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A value of the shape the schema describes (what a careful client would send). */
export function validShaped(schema: Json, pools: Pools, name = ""): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== "object") return fc.jsonValue();
  const pool = pools[name];
  const withPool = (a: fc.Arbitrary<unknown>) =>
    pool && pool.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...pool), weight: 3 }, a) : a;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s: Json) => validShaped(s, pools, name)));
  if (schema.allOf) return validShaped(schema.allOf[0], pools, name);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((t: string) => validShaped({ ...schema, type: t }, pools, name)));
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "array":
      return fc.array(validShaped(schema.items, pools, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object": {
      const props: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries<Json>(schema.properties ?? {}))
        props[key] = validShaped(sub, pools, key);
      return fc.record(props, { requiredKeys: (schema.required ?? []).filter((k: string) => k in props) });
    }
    case "string":
      return withPool(stringOf(schema, name));
    default:
      return withPool(fc.jsonValue());
  }
}

function stringOf(schema: Json, name: string): fc.Arbitrary<string> {
  if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") return isoDate;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (/email/i.test(name)) return fc.emailAddress();
  if (/timezone|^tz$/i.test(name))
    return fc.constantFrom("Asia/Kolkata", "UTC", "Europe/London", "Mars/Base");
  if (/^(idempotencyKey)$/.test(name)) return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 64, 64));
  const hostile = hostileStrings.filter((s) => fits(s, schema));
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    { arbitrary: fc.string({ unit: "grapheme", minLength, maxLength }), weight: 2 },
    ...(hostile.length > 0 ? [{ arbitrary: fc.constantFrom(...hostile), weight: 2 }] : []),
  );
}

/** Anything at all a broken or hostile client could put in a JSON value. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...specialNumbers),
  fc.constant(null),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
);

/** A valid-shaped object with one thing wrong: a field dropped, replaced by junk, or added. */
function mutated(schema: Json, pools: Pools): fc.Arbitrary<unknown> {
  return fc
    .tuple(validShaped(schema, pools), fc.nat(), junkValue, fc.constantFrom("drop", "replace", "add"))
    .map(([value, pick, junk, how]) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return junk;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(schema.properties ?? copy);
      const key = keys.length > 0 ? (keys[pick % keys.length] as string) : "extra";
      if (how === "drop") delete copy[key];
      else if (how === "replace") copy[key] = junk;
      else copy[`__${key}`] = junk;
      return copy;
    });
}

const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes a path segment; half a surrogate pair becomes bytes that are not UTF-8 at all. */
function encodePathValue(value: string): string {
  return value.split(loneSurrogates).map(encodeURIComponent).join("%ED%A0%80");
}

/**
 * "." and ".." cannot be a path segment's value: a URL parser removes them (encoded as %2E too), so the
 * request goes to another path, and another operation's answer (a 405) is not this one's.
 */
const isSendableSegment = (value: string) => value !== "." && value !== "..";

export type GeneratedRequest = {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** What kind of request this is, for the summary. */
  kind: "valid-shaped" | "invalid";
};

/** Requests for one operation: about half valid-shaped, half broken in one or several ways. */
export function requestsFor(op: Operation, pools: Pools): fc.Arbitrary<GeneratedRequest> {
  const params: Json[] = op.spec.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const bodySchema = op.spec.requestBody?.content?.["application/json"]?.schema;
  const takesBody = bodySchema !== undefined || !["GET", "HEAD"].includes(op.method);

  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc
          .oneof(
            { arbitrary: validShaped(p.schema, pools, p.name).map(String), weight: 4 },
            {
              arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s.length < 3000 && s !== "")),
              weight: 1,
            },
            { arbitrary: fc.string({ minLength: 1, maxLength: 80 }), weight: 1 },
          )
          .filter(isSendableSegment),
      ]),
    ),
  );
  const queryArb = fc.tuple(
    fc.record(
      Object.fromEntries(
        queryParams.map((p) => [
          p.name,
          fc.option(
            fc.oneof(
              { arbitrary: validShaped(p.schema, pools, p.name).map(String), weight: 4 },
              { arbitrary: junkValue.map((v) => (typeof v === "string" ? v : JSON.stringify(v))), weight: 1 },
            ),
            { freq: 5 },
          ),
        ]),
      ),
    ),
    fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })), { freq: 4 }),
  );
  const bodyArb: fc.Arbitrary<{ body?: string; valid: boolean }> = takesBody
    ? fc.oneof(
        {
          arbitrary: validShaped(bodySchema ?? {}, pools).map((v) => ({
            body: JSON.stringify(v),
            valid: true,
          })),
          weight: 5,
        },
        {
          arbitrary: mutated(bodySchema ?? {}, pools).map((v) => ({ body: JSON.stringify(v), valid: false })),
          weight: 3,
        },
        { arbitrary: junkValue.map((v) => ({ body: JSON.stringify(v), valid: false })), weight: 1 },
        { arbitrary: fc.constant({ body: undefined, valid: bodySchema === undefined }), weight: 1 },
      )
    : fc.constant({ body: undefined, valid: true });
  const headerArb = fc.record({
    sameSite: fc.boolean().map((b) => b || op.path.startsWith("/api/admin")),
    idempotency: fc.oneof(fc.uuid(), fc.constant(undefined), fc.constantFrom("x", "k".repeat(300), "clé")),
    ip: fc.ipV4(),
  });

  return fc
    .tuple(pathArb, queryArb, bodyArb, headerArb)
    .map(([pathValues, [queryValues, extra], body, h]) => {
      const path = pathValues as Record<string, unknown>;
      const query = queryValues as Record<string, unknown>;
      let url = op.path;
      let valid = body.valid;
      for (const p of pathParams) url = url.replace(`{${p.name}}`, encodePathValue(String(path[p.name])));
      const search = new URLSearchParams();
      for (const p of queryParams) {
        const value = query[p.name];
        if (value !== null && value !== undefined) search.set(p.name, String(value));
        else if (p.required) valid = false;
      }
      if (extra) search.set(extra[0] || "x", extra[1]);
      const qs = search.toString();
      const headers: Record<string, string> = { "x-forwarded-for": h.ip };
      if (body.body !== undefined) headers["content-type"] = "application/json";
      if (h.sameSite) headers[csrfHeaderName] = csrfHeaderValue;
      if (h.idempotency) headers["idempotency-key"] = h.idempotency;
      return {
        path: qs ? `${url}?${qs}` : url,
        method: op.method,
        headers,
        body: body.body,
        kind: valid ? "valid-shaped" : "invalid",
      };
    });
}

/** A fingerprint of every application table, minus the bookkeeping a refused request may touch. */
export async function fingerprintQuery(pool: pg.Pool, skip: { tables: string[]; columns: string[] }) {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const r of rows) {
    if (skip.tables.includes(r.table_name) || skip.columns.includes(`${r.table_name}.${r.column_name}`))
      continue;
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  }
  const parts = [...tables].map(
    ([t, cols]) =>
      `'${t}', (select md5(coalesce(string_agg(x, '|' order by x), '')) || ':' || count(*) from (select row(${cols
        .map((c) => `"${c}"`)
        .join(", ")})::text as x from "${t}") s)`,
  );
  const sql = `select json_build_object(${parts.join(", ")}) as f`;
  // Prepared once per connection: planning this query over every table costs about ten times running it
  // (11 ms a call unprepared, 1 ms prepared), and it runs after every generated request. Named by its text,
  // since another skip list is another statement on the same pool.
  const query = { name: `fingerprint-${createHash("sha1").update(sql).digest("hex")}`, text: sql };
  return async () => (await pool.query<{ f: Record<string, string> }>(query)).rows[0]?.f ?? {};
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

const schemaCache = new WeakMap<object, z.ZodType>();

/** What is wrong with an answer, or undefined: no 5xx, a status the operation lists, the envelope on 4xx, the documented schema. */
export function answerProblem(
  op: Operation,
  status: number,
  contentType: string,
  text: string,
): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  const documented = op.spec.responses?.[String(status)];
  let json: unknown;
  if (contentType.includes("application/json")) {
    try {
      json = JSON.parse(text);
    } catch {
      return `answered invalid JSON with ${status}`;
    }
  }
  if (status >= 400) {
    const envelope = errorEnvelopeSchema.safeParse(json);
    if (!envelope.success) return `a ${status} without the error envelope: ${text.slice(0, 200)}`;
  }
  // Every status, a refusal's too, is listed for its operation (issue 37): a client generated from the
  // document knows each answer it can get.
  if (!documented) return `answered ${status}, which is not documented`;
  const schema = documented?.content?.["application/json"]?.schema;
  if (schema && json !== undefined) {
    let zod = schemaCache.get(schema);
    if (!zod) {
      zod = z.fromJSONSchema(schema) as unknown as z.ZodType;
      schemaCache.set(schema, zod);
    }
    const parsed = zod.safeParse(json);
    if (!parsed.success)
      return `a ${status} not matching its documented schema: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join(".")}: ${i.message}`)
        .join("; ")} in ${text.slice(0, 200)}`;
  } else if (documented?.content?.["application/json"] && json === undefined && status !== 204) {
    return `a ${status} documented as JSON answered ${contentType}`;
  }
  return undefined;
}

export const freshIdempotencyKey = () => randomUUID();
