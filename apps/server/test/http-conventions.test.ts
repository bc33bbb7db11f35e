import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { createRoute, z } from "@hono/zod-openapi";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { createDatabase } from "../src/db/client";
import { settings } from "../src/db/schema/settings";
import { fullTestApp } from "./support/full-test-app";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

/**
 * A JSON route that stores what it is given, to prove refused requests store nothing. It and the other
 * routes a test adds are not in the document, and most calls here send raw HTTP on purpose (bad JSON,
 * other content types, lengths, keys): they stay on `app.request`.
 */
function withEchoRoute() {
  const postEcho = createRoute({
    method: "post",
    path: "/test/echo",
    request: {
      body: {
        content: { "application/json": { schema: z.object({ key: z.string().min(1), value: z.string() }) } },
      },
    },
    responses: { 201: { description: "stored" } },
  });
  return createTestApp({
    db: handle.db,
    extraApiRoutes: (api) => {
      api.openapi(postEcho, async (c) => {
        const body = c.req.valid("json");
        await handle.db.insert(settings).values({ key: body.key, value: body.value });
        return c.json({ success: true as const, data: body }, 201);
      });
      api.get("/test/throw", () => {
        throw new Error("secret detail: select * from patients");
      });
    },
  });
}

async function storedRows() {
  const [row] = await handle.db.select({ n: count() }).from(settings);
  return row?.n ?? -1;
}

const json = { "content-type": "application/json" };

describe("GET /api/health", () => {
  it("reports ok with the kind of database", async () => {
    const { app } = createTestApp({ db: handle.db, databaseMode: "external" });
    const { data, response } = await typedClient(app).GET("/api/health");
    expect(response.status).toBe(200);
    expect(data).toEqual({
      success: true,
      data: { status: "ok", database: "external", version: "test" },
    });
  });

  it("answers 503 in the error envelope when the database does not answer", async () => {
    const dead = createDatabase("postgres://nobody:x@127.0.0.1:1/none", { warn() {} }, 1);
    const { app } = createTestApp({ db: dead.db });
    const { error, response } = await typedClient(app).GET("/api/health");
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ success: false, code: "service_unavailable" });
    await dead.close();
  });
});

describe("the error envelope", () => {
  it("404s unknown API paths", async () => {
    const { app } = createTestApp({ db: handle.db });
    // Paths the document does not have: the typed client cannot name them.
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope"],
      ["GET", "/api"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({
        success: false,
        code: "not_found",
        message: expect.any(String),
      });
    }
  });

  it("answers 405 with Allow for a path that exists, asked with a method it does not take", async () => {
    const { app } = createTestApp({ db: handle.db });
    for (const [method, path, allow] of [
      ["DELETE", "/api/health", "GET, HEAD"],
      ["OPTIONS", "/api/health", "GET, HEAD"],
      ["PUT", "/api/public/slots", "GET, HEAD"],
      ["GET", "/api/public/bookings", "POST"],
      ["PATCH", "/api/public/payment-links/pl_x", "GET, HEAD"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(await res.json()).toMatchObject({ success: false, code: "method_not_allowed" });
    }
    // A route's own 404 (nothing under that id) stays a 404.
    const unknown = await app.request("/api/public/payment-links/pl_nothing");
    expect(unknown.status).toBe(404);
  });

  it("answers malformed JSON with 400 and stores nothing", async () => {
    const { app } = withEchoRoute();
    const res = await app.request("/api/test/echo", { method: "POST", headers: json, body: '{"key": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: "bad_request",
      message: "The request body is not valid JSON.",
    });
    expect(await storedRows()).toBe(0);
  });

  it("answers a body that fails its schema with 400 and one reason per field", async () => {
    const { app } = withEchoRoute();
    const res = await app.request("/api/test/echo", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ key: "" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe("validation_failed");
    expect(Object.keys(body.fields).sort()).toEqual(["key", "value"]);
    expect(await storedRows()).toBe(0);
  });

  it("answers another content type with 415 and stores nothing", async () => {
    const { app } = withEchoRoute();
    const res = await app.request("/api/test/echo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "key=a&value=b",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false, code: "unsupported_media_type" });
    expect(await storedRows()).toBe(0);
  });

  it("answers a body over the limit with 413 and stores nothing", async () => {
    const { app } = withEchoRoute();
    const big = JSON.stringify({ key: "k", value: "x".repeat(70_000) });
    const res = await app.request("/api/test/echo", { method: "POST", headers: json, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: "payload_too_large" });
    expect(await storedRows()).toBe(0);
  });

  it("trusts a Content-Length over the limit without reading the body, and counts a streamed body", async () => {
    const { app } = withEchoRoute();
    // Refused on the header alone: the (small) body is never read. Over real HTTP, Node's parser
    // makes the body exactly as long as the header says.
    const declared = await app.request("/api/test/echo", {
      method: "POST",
      headers: { ...json, "content-length": String(70_000) },
      body: '{"key":"a","value":"b"}',
    });
    expect(declared.status).toBe(413);
    const chunks = [new TextEncoder().encode('{"key":"k","value":"'), new Uint8Array(70_000).fill(120)];
    const streamed = await app.request("/api/test/echo", {
      method: "POST",
      headers: json,
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await storedRows()).toBe(0);
  });

  it("stores a good request", async () => {
    const { app } = withEchoRoute();
    const res = await app.request("/api/test/echo", {
      method: "POST",
      headers: json,
      body: '{"key":"a","value":"b"}',
    });
    expect(res.status).toBe(201);
    expect(await storedRows()).toBe(1);
  });

  it("answers a thrown error with 500, a generic message and the request id, never the detail", async () => {
    const { app, logLines } = withEchoRoute();
    const res = await app.request("/api/test/throw");
    expect(res.status).toBe(500);
    const body = (await res.json()) as { message: string; code: string; requestId: string };
    expect(body.code).toBe("internal_error");
    expect(body.message).toContain(body.requestId);
    expect(JSON.stringify(body)).not.toMatch(/select|patients|stack|at /i);
    expect(logLines.some((l) => l.msg === "unhandled error" && l.reqId === body.requestId)).toBe(true);
  });
});

describe("Idempotency-Key on any other POST (design brief; decision 0085)", () => {
  const post = (app: ReturnType<typeof withEchoRoute>["app"], key: string, body: string) =>
    app.request("/api/test/echo", { method: "POST", headers: { ...json, "idempotency-key": key }, body });

  it("replays the first answer for the same key and body, and does the work once", async () => {
    const { app } = withEchoRoute();
    const key = crypto.randomUUID();
    const first = await post(app, key, '{"key":"a","value":"b"}');
    expect(first.status).toBe(201);
    const again = await post(app, key, '{"key":"a","value":"b"}');
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await storedRows()).toBe(1);
  });

  it("answers 422 for the same key with another body, and changes nothing", async () => {
    const { app } = withEchoRoute();
    const key = crypto.randomUUID();
    expect((await post(app, key, '{"key":"a","value":"b"}')).status).toBe(201);
    const other = await post(app, key, '{"key":"c","value":"d"}');
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ success: false, code: "idempotency_key_reused" });
    expect(await storedRows()).toBe(1);
  });

  it("refuses a key that is not a UUID with 400, before the work", async () => {
    const { app } = withEchoRoute();
    const res = await post(app, "not-a-uuid", '{"key":"a","value":"b"}');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: "bad_request" });
    expect(await storedRows()).toBe(0);
  });

  it("answers 409 while the first request with the key still runs, then replays its answer", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { app } = createTestApp({
      db: handle.db,
      extraApiRoutes: (api) => {
        api.post("/test/slow", async (c) => {
          await held;
          return c.json({ success: true as const, data: { done: true } }, 201);
        });
      },
    });
    const key = crypto.randomUUID();
    const send = () =>
      app.request("/api/test/slow", {
        method: "POST",
        headers: { ...json, "idempotency-key": key },
        body: "{}",
      });
    const first = send();
    await new Promise((r) => setTimeout(r, 200));
    const during = await send();
    expect(during.status).toBe(409);
    // No transaction is held while the route runs (it may be waiting on a payment provider).
    const { rows } = await handle.pool.query(
      "select count(*)::int as n from pg_stat_activity where state = 'idle in transaction' and datname = current_database()",
    );
    expect(rows[0].n).toBe(0);
    release();
    expect((await first).status).toBe(201);
    const after = await send();
    expect(after.status).toBe(201);
    expect(after.headers.get("idempotent-replayed")).toBe("true");
  });

  it("does not spend a key on a refused request", async () => {
    const { app } = withEchoRoute();
    const key = crypto.randomUUID();
    expect((await post(app, key, '{"key":""}')).status).toBe(400);
    expect((await post(app, key, '{"key":"a","value":"b"}')).status).toBe(201);
    expect(await storedRows()).toBe(1);
  });
});

describe("requests without a body, over real HTTP", () => {
  it("reach the route: a DELETE with no Content-Length gets its sign-in check, not a 415", async () => {
    const { app } = createTestApp({ db: handle.db });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      // What `curl -X DELETE` and `fetch(url, { method: "DELETE" })` send: no Content-Length, no type.
      const bare = (method: string, path: string) =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on("error", reject);
          req.end();
        });
      expect(await bare("DELETE", "/api/admin/slots/00000000-0000-4000-8000-000000000000")).toBe(401);
      expect(await bare("DELETE", "/api/admin/reviews/00000000-0000-4000-8000-000000000000")).toBe(401);
      // A body without its type is still refused.
      const typed = await fetch(`http://127.0.0.1:${port}/api/admin/slots/x`, {
        method: "DELETE",
        headers: { "content-type": "text/plain" },
        body: "x",
      });
      expect(typed.status).toBe(415);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("request ids and logs", () => {
  it("generates an X-Request-Id and logs one line per request with it", async () => {
    const { app, logLines } = createTestApp({ db: handle.db });
    // A query the document does not list (the typed client cannot send it): the log must leave it out.
    const res = await app.request("/api/health?email=someone@example.com");
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = logLines.find((l) => l.msg === "request");
    expect(line).toMatchObject({ reqId: id, method: "GET", route: "/api/health", status: 200 });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(logLines)).not.toContain("someone@example.com");
  });

  it("keeps a well-formed incoming request id and replaces a malformed one", async () => {
    const client = typedClient(createTestApp({ db: handle.db }).app);
    const kept = await client.GET("/api/health", { headers: { "x-request-id": "proxy-id-12345" } });
    expect(kept.response.headers.get("x-request-id")).toBe("proxy-id-12345");
    const replaced = await client.GET("/api/health", { headers: { "x-request-id": "bad id <script>" } });
    expect(replaced.response.headers.get("x-request-id")).not.toBe("bad id <script>");
  });
});

describe("security headers", () => {
  it("are on every API answer, errors included", async () => {
    const { app } = createTestApp({ db: handle.db });
    // An unknown path's 404 as well: the typed client cannot name it.
    for (const res of [
      (await typedClient(app).GET("/api/health")).response,
      await app.request("/api/nope"),
    ]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$| )/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("add HSTS for a year when PUBLIC_URL is https", async () => {
    const { app } = createTestApp({ db: handle.db, isHttps: true });
    const { response } = await typedClient(app).GET("/api/health");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });
});

// The document and its reference page are not paths of the document: these stay on app.request.
describe("GET /api/openapi.json", () => {
  it("documents the API from the contract's schemas", async () => {
    const { app } = createTestApp({ db: handle.db });
    const doc = (await (await app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/api/health");
  });

  it("documents the headers, the admin session and the shared refusals", async () => {
    const { app } = fullTestApp(handle.db);
    // biome-ignore lint/suspicious/noExplicitAny: the document read loosely.
    const doc: any = await (await app.request("/api/openapi.json")).json();
    const headerNames = (op: { parameters?: Array<{ in: string; name: string; required?: boolean }> }) =>
      (op.parameters ?? []).filter((p) => p.in === "header").map((p) => `${p.name}${p.required ? "!" : ""}`);
    expect(doc.info.description).toContain("X-Clinic-Request: 1");
    expect(doc.components.securitySchemes.adminSession).toMatchObject({ type: "apiKey", in: "cookie" });
    const bulk = doc.paths["/api/admin/slots/bulkCreate"].post;
    expect(headerNames(bulk)).toEqual(["X-Clinic-Request!", "Idempotency-Key"]);
    expect(Object.keys(bulk.responses)).toEqual(expect.arrayContaining(["401", "403", "413", "415", "422"]));
    expect(bulk.security).toEqual([{ adminSession: [] }, { adminSessionHttp: [] }]);
    expect(headerNames(doc.paths["/api/public/bookings"].post)).toEqual(["Idempotency-Key!"]);
    expect(headerNames(doc.paths["/api/admin/bookings"].get)).toEqual([]);
    // Issue 37: every operation lists the 400 its path parameters and its Idempotency-Key can get, and
    // the sign-in limit's 429 is on the OpenID routes it guards.
    for (const [path, methods] of Object.entries<
      Record<string, { parameters?: { in: string; name: string }[] }>
    >(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const takes = (where: string, name?: string) =>
          (op.parameters ?? []).some((p) => p.in === where && (!name || p.name === name));
        const statuses = Object.keys((op as { responses: object }).responses);
        if (takes("path") || takes("header", "Idempotency-Key"))
          expect(statuses, `${method} ${path}`).toContain("400");
      }
    expect(Object.keys(doc.paths["/api/auth/oidc/start"].get.responses)).toContain("429");
    expect(Object.keys(doc.paths["/api/auth/oidc/callback"].get.responses)).toContain("429");
  });

  it("documents GET /api/admin/bookings as a list in data with pagination beside it (decision 0083)", async () => {
    const { app } = fullTestApp(handle.db);
    // biome-ignore lint/suspicious/noExplicitAny: the document read loosely.
    const doc: any = await (await app.request("/api/openapi.json")).json();
    const schema = doc.paths["/api/admin/bookings"].get.responses["200"].content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["success", "data", "pagination"]));
    expect(schema.properties.data.type).toBe("array");
    expect(schema.properties.pagination.properties).toMatchObject({
      total: { type: "integer" },
      page: { type: "integer" },
      pageSize: { type: "integer" },
    });
  });

  it("has a reference page at /api/docs with no script", async () => {
    const { app } = createTestApp({ db: handle.db });
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("GET /api/health");
    expect(html).not.toContain("<script");
  });
});
