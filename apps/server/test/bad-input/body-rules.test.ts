import { errorEnvelopeSchema } from "@clinic/contract/api-envelope";
import { csrfHeaderName, csrfHeaderValue } from "@clinic/contract/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client";
import { type Fixtures, type FullApp, fullTestApp, seedFixtures } from "../support/full-test-app";
import { changedTables, fingerprintQuery, type Operation, operationsOf } from "../support/openapi-fuzz";
import { openFreshDatabase } from "../support/test-database";

/** Oversize bodies (413), malformed JSON (400) and other media types (415), on every operation that takes a body. */

let handle: DatabaseHandle;
let app: FullApp;
let fixtures: Fixtures;
let operations: Operation[];
let fingerprint: () => Promise<Record<string, string>>;
beforeAll(async () => {
  handle = await openFreshDatabase();
  app = fullTestApp(handle.db).app;
  fixtures = await seedFixtures(app, handle.db);
  // The document itself is not one of its paths.
  operations = operationsOf(await (await app.request("/api/openapi.json")).json());
  // Refused at the door: not even an Idempotency-Key record may be written (only the rate-limit counters
  // and the session's last_seen_at move).
  fingerprint = await fingerprintQuery(handle.pool, {
    tables: ["rate_limit_counters"],
    columns: ["admin_sessions.last_seen_at"],
  });
});
afterAll(() => handle.close());

const bodyTaking = () =>
  operations.filter((op) => op.spec.requestBody || !["GET", "HEAD"].includes(op.method));
const withJsonBody = () => operations.filter((op) => op.spec.requestBody?.content?.["application/json"]);
/** The body limit the operation documents (test app: 64 KB; the bulk slot creation: 512 KB; decision 0090). */
function limitOf(op: Operation): number {
  const limit = op.spec["x-body-limit"];
  if (typeof limit !== "number") throw new Error(`${op.method} ${op.path} documents no x-body-limit`);
  return limit;
}

function pathOf(op: Operation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    name === "action"
      ? "approve"
      : name === "bookingId"
        ? String(fixtures.bookingIds[0])
        : String(fixtures.slotIds[1]),
  );
}

async function send(op: Operation, contentType: string, body: string) {
  const before = await fingerprint();
  const res = await app.request(pathOf(op), {
    method: op.method,
    headers: {
      "content-type": contentType,
      [csrfHeaderName]: csrfHeaderValue,
      cookie: `clinic-session=${fixtures.session}`,
      "idempotency-key": crypto.randomUUID(),
    },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: an answer read loosely.
  const json: any = await res.json().catch(() => undefined);
  const label = `${op.method} ${op.path}`;
  expect(errorEnvelopeSchema.safeParse(json).success, `${label}: ${JSON.stringify(json)}`).toBe(true);
  expect(changedTables(before, await fingerprint()), label).toEqual([]);
  return { status: res.status, json, label };
}

describe("every operation that takes a body", () => {
  it("refuses a body over the limit with 413", async () => {
    expect(bodyTaking().length).toBeGreaterThan(10);
    for (const op of bodyTaking()) {
      const body = JSON.stringify({ padding: "x".repeat(limitOf(op) + 1) });
      const { status, json, label } = await send(op, "application/json", body);
      expect(status, label).toBe(413);
      expect(json.code, label).toBe("payload_too_large");
    }
  });

  it("refuses malformed JSON with 400", async () => {
    for (const op of withJsonBody()) {
      for (const body of [
        '{"name": "Asha",',
        "{'single': 'quotes'}",
        "not json",
        '{"a":1}}',
        "\u00ff\u00fe",
      ]) {
        const { status, label } = await send(op, "application/json", body);
        expect(status, `${label} ${body}`).toBe(400);
      }
    }
  });

  it("refuses another media type with 415", async () => {
    for (const op of bodyTaking()) {
      for (const [type, body] of [
        ["text/plain", "{}"],
        ["application/x-www-form-urlencoded", "name=Asha"],
        [
          "multipart/form-data; boundary=x",
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        ],
        ["application/xml", "<a/>"],
        ["application/json-patch+json", "[]"],
      ] as const) {
        const { status, json, label } = await send(op, type, body);
        expect(status, `${label} as ${type}`).toBe(415);
        expect(json.code, label).toBe("unsupported_media_type");
      }
    }
  });
});
