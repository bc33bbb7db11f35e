import { bookingRulesDocument } from "@clinic/contract/booking-body-rules";
import { plainLinePattern } from "@clinic/contract/control-characters";
import { beforeAll, describe, expect, it } from "vitest";
import { errorStatuses } from "../src/http/error-statuses";
import { unstorableTextMessage } from "../src/http/request-body-rules";
import { sessionCookieName } from "../src/http/session-cookie";
import { renderApiDocs } from "../src/routes/api-docs-page";
import { apiDocument } from "./support/api-document";

/**
 * What /api/openapi.json tells a client generated from it (issue 37): the request rules the server
 * enforces, the formats, the security of each operation and the refusals. The document is built with
 * every route group mounted and no database (building it queries nothing).
 */

// biome-ignore lint/suspicious/noExplicitAny: the document read loosely.
type Json = any;
let doc: Json;
beforeAll(async () => {
  doc = await apiDocument();
});

const operations = () =>
  Object.entries<Json>(doc.paths).flatMap(([path, methods]) =>
    Object.entries<Json>(methods).map(([method, op]) => ({ path, method, op, name: `${method} ${path}` })),
  );
const bodySchema = (op: Json) => op.requestBody?.content?.["application/json"]?.schema;

describe("POST /api/public/bookings in the document", () => {
  it("requires what the server requires: consent and notes of a patient's booking, a time zone", () => {
    const schema = bodySchema(doc.paths["/api/public/bookings"].post);
    // The cross-field rules come from the contract's one table (booking-body-rules.ts), checked there
    // against the schema that validates the body.
    expect(schema.allOf).toEqual(bookingRulesDocument.allOf);
    const unlessAdmin = schema.allOf.filter((r: Json) => r.if?.properties?.isAdminBooking && r.else);
    expect(unlessAdmin.map((r: Json) => r.else)).toContainEqual({ required: ["consent"] });
    const notes = schema.allOf.find((r: Json) => r.else?.required?.includes("notes"));
    expect(notes.else.properties.notes.pattern).toBe("\\S");
    expect(schema.properties.user.properties.timezone).toMatchObject({ type: "string", minLength: 1 });
  });
});

/** Every string schema of an operation's parameters and JSON body, with where it is. */
function requestStrings(op: Json): { at: string; schema: Json }[] {
  const found: { at: string; schema: Json }[] = [];
  const walk = (schema: Json, at: string) => {
    if (Array.isArray(schema)) for (const s of schema) walk(s, at);
    else if (schema && typeof schema === "object") {
      if (schema.type === "string") found.push({ at, schema });
      for (const [key, value] of Object.entries(schema))
        walk(value, key === "properties" || key === "items" ? at : `${at}.${key}`);
    }
  };
  for (const p of op.parameters ?? []) walk(p.schema, p.name);
  walk(bodySchema(op), "body");
  return found;
}

describe("formats in the document", () => {
  it("says format: date of every date a request gives (the server checks it is a real day)", () => {
    const dated = new Set<string>();
    for (const { name, op } of operations())
      for (const { at, schema } of requestStrings(op))
        if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") {
          expect(schema.format, `${name} ${at}`).toBe("date");
          dated.add(name);
        }
    // The issue counted 12 operations with dates in parameters; bodies have more.
    expect(dated.size).toBeGreaterThanOrEqual(12);
    expect(dated).toContain("get /api/admin/receipts/export");
  });

  it("says format: email of every email a request gives", () => {
    const emails: string[] = [];
    for (const { name, op } of operations())
      for (const { at, schema } of requestStrings(op))
        if (/email$/i.test(at)) {
          expect(schema.format, `${name} ${at}`).toBe("email");
          emails.push(name);
        }
    expect(emails).toEqual(
      expect.arrayContaining([
        "post /api/public/bookings",
        "post /api/auth/link/request",
        "patch /api/public/bookings/{bookingId}/contact",
        "post /api/admin/staff",
        "put /api/admin/settings",
      ]),
    );
  });
});

describe("the manage token in the document", () => {
  /** A booking's public operations that take no manage token in the Authorization header, and why. */
  const tokenless: Record<string, string> = {
    "post /api/public/bookings/{bookingId}/payments/verify": "the provider's signature proves it",
    "get /api/public/bookings/{bookingId}": "the confirmation, by the booking's unguessable id",
    "get /api/public/bookings/{bookingId}/invite.ics": "the calendar invitation, likewise",
    "post /api/public/bookings/{bookingId}/manage": "the token is in the body",
    "post /api/public/bookings/{bookingId}/reschedule": "the token is in the body",
    "post /api/public/bookings/{bookingId}/cancel": "the token is in the body",
    "post /api/public/bookings/{bookingId}/manage-link": "asks for the link to be emailed again",
  };

  it("is a security scheme every operation taking it names", () => {
    expect(doc.components.securitySchemes.manageToken).toMatchObject({ type: "http", scheme: "bearer" });
    const guarded = operations().filter(
      ({ path, name }) => path.startsWith("/api/public/bookings/{bookingId}") && !(name in tokenless),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(19);
    for (const { name, op } of guarded) {
      expect(
        op.security?.some((alt: Json) => "manageToken" in alt),
        name,
      ).toBe(true);
      // OpenAPI ignores a header parameter named Authorization: the scheme says it.
      expect(op.parameters?.some((p: Json) => p.name.toLowerCase() === "authorization") ?? false, name).toBe(
        false,
      );
    }
    for (const name of [
      "get /api/public/bookings/{bookingId}/whatsapp",
      "post /api/public/bookings/{bookingId}/whatsapp/opt-out",
      "get /api/public/bookings/{bookingId}/intake",
      "get /api/public/bookings/{bookingId}/receipt.pdf",
      "put /api/public/bookings/{bookingId}/locale",
    ])
      expect(guarded.map((o) => o.name)).toContain(name);
  });

  it("and the error answers are on the API reference page", () => {
    const html = renderApiDocs(doc);
    expect(html).toContain("<h2>Credentials</h2>");
    expect(html).toContain("<code>manageToken</code>");
    const whatsapp = html.slice(html.indexOf("<code>GET /api/public/bookings/{bookingId}/whatsapp</code>"));
    expect(whatsapp.slice(0, whatsapp.indexOf("</section>"))).toMatch(
      /Credentials: <code>manageToken<\/code>[\s\S]*<h4>403 [^<]*<\/h4><pre>[\s\S]*&quot;success&quot;/,
    );
  });
});

describe("the admin session in the document", () => {
  it("names both cookies sign-in sets (https and plain http), as alternatives on every admin operation", () => {
    const { adminSession, adminSessionHttp } = doc.components.securitySchemes;
    expect(adminSession).toMatchObject({ type: "apiKey", in: "cookie", name: "__Host-clinic-session" });
    expect(adminSessionHttp).toMatchObject({ type: "apiKey", in: "cookie", name: "clinic-session" });
    // The names sign-in gives the cookie (auth-sessions.test.ts reads them off Set-Cookie).
    expect([adminSession.name, adminSessionHttp.name]).toEqual([
      sessionCookieName(true),
      sessionCookieName(false),
    ]);
    const admin = operations().filter(
      ({ path }) => path.startsWith("/api/admin/") || path === "/api/google/places/search",
    );
    expect(admin.length).toBeGreaterThan(50);
    for (const { name, op } of admin)
      expect(op.security, name).toEqual([{ adminSession: [] }, { adminSessionHttp: [] }]);
  });
});

describe("the rules a request's text must keep, in the document", () => {
  it("gives the admin patient search's one-line rule as a pattern", () => {
    const q = doc.paths["/api/admin/patients"].get.parameters.find((p: Json) => p.name === "q");
    expect(q.schema).toMatchObject({ type: "string", maxLength: 100, pattern: plainLinePattern });
  });

  it("says text that cannot be stored (NUL, half a surrogate pair) is a 400, on every operation taking text", () => {
    expect(doc.info.description).toContain(unstorableTextMessage);
    expect(doc.info.description).toContain("validation_failed");
    for (const { name, op } of operations())
      if (bodySchema(op) || op.parameters?.some((p: Json) => p.in === "query" || p.in === "path"))
        expect(Object.keys(op.responses), name).toContain("400");
  });

  it("describes the Razorpay webhook's signature header and body", () => {
    const op = doc.paths["/api/webhooks/razorpay"].post;
    const signature = op.parameters.find((p: Json) => p.name.toLowerCase() === "x-razorpay-signature");
    expect(signature).toMatchObject({ in: "header", required: true, schema: { type: "string" } });
    expect(op.parameters.map((p: Json) => p.name.toLowerCase())).toContain("x-razorpay-event-id");
    const body = bodySchema(op);
    expect(body.required).toEqual(["event"]);
    expect(Object.keys(body.properties.payload.properties)).toEqual(["payment", "payment_link", "qr_code"]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "409"]));
  });
});

describe("refusals in the document", () => {
  it("give the error envelope with the codes their status carries", () => {
    let refusals = 0;
    for (const { name, op } of operations())
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.["application/json"]?.schema;
        expect(schema?.required, `${name} ${status}`).toEqual(
          expect.arrayContaining(["success", "message", "code"]),
        );
        expect(schema.properties.fields).toBeDefined();
        const codes = Object.entries(errorStatuses)
          .filter(([, s]) => String(s) === status)
          .map(([code]) => code);
        expect(schema.properties.code.enum, `${name} ${status}`).toEqual(codes);
        refusals += 1;
      }
    expect(refusals).toBeGreaterThan(500);
    const booking = doc.paths["/api/public/bookings"].post.responses;
    expect(booking["409"].content["application/json"].schema.properties.code.enum).toContain(
      "slot_unavailable",
    );
    expect(booking["429"].content["application/json"].schema.properties.code.enum).toEqual([
      "rate_limited",
      "hold_limit",
    ]);
  });
});
