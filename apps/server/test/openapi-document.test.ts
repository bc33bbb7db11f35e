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
