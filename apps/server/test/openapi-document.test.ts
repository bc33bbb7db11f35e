import { bookingRulesDocument } from "@clinic/contract/booking-body-rules";
import { beforeAll, describe, expect, it } from "vitest";
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
