import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/** The API client against a real HTTP server on 127.0.0.1 that answers like ours (and unlike it). */
let server: Server;
let client: typeof import("./api-client");

beforeAll(async () => {
  server = createServer((req, res) => {
    const reply = (status: number, body: string, statusMessage?: string) => {
      res.writeHead(status, statusMessage ?? "", { "content-type": "application/json" });
      res.end(body);
    };
    if (req.url === "/api/ok")
      return reply(200, JSON.stringify({ success: true, data: { n: 1 }, message: "fine" }));
    if (req.url === "/api/page")
      return reply(
        200,
        JSON.stringify({ success: true, data: [{ n: 1 }], pagination: { total: 3, page: 1, pageSize: 1 } }),
      );
    if (req.url === "/api/refused")
      return reply(409, JSON.stringify({ success: false, code: "conflict", message: "This slot is taken." }));
    if (req.url === "/api/bare-error" || req.url === "/api/admin/bare-error")
      return reply(502, "<html>bad gateway</html>", "Bad Gateway");
    if (req.url === "/api/soft-failure")
      return reply(200, JSON.stringify({ success: false, message: "Nope." }));
    if (req.url === "/api/echo-headers")
      return reply(200, JSON.stringify({ success: true, data: req.headers }));
    reply(404, "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("VITE_API_BASE_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  vi.resetModules();
  client = await import("./api-client");
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe("api client", () => {
  it("returns the envelope's data and message", async () => {
    expect(await client.apiRequestWithMessage("/api/ok")).toEqual({ data: { n: 1 }, message: "fine" });
  });

  it("returns the whole envelope, siblings of data included, and data alone as before", async () => {
    expect(await client.apiRequestEnvelope("/api/page")).toEqual({
      success: true,
      data: [{ n: 1 }],
      pagination: { total: 3, page: 1, pageSize: 1 },
    });
    expect(await client.api.get("/api/page")).toEqual([{ n: 1 }]);
    await expect(client.apiRequestEnvelope("/api/refused")).rejects.toMatchObject({ status: 409 });
  });

  it("throws the server's message, status and code", async () => {
    const error = await client.api.get("/api/refused").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "conflict",
      message: "This slot is taken.",
      isClientError: true,
    });
  });

  it("falls back to 'HTTP {status}: {statusText}' without a message", async () => {
    const error = await client.api.get("/api/bare-error").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: "HTTP 502: Bad Gateway", isClientError: false });
  });

  it("falls back to 'HTTP error! status: {code}' for an admin call without a message (admin.md §8)", async () => {
    const error = await client.api.get("/api/admin/bare-error").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: "HTTP error! status: 502" });
    expect(client.httpErrorText("/api/administrator", 500, "x")).toBe("HTTP 500: x");
  });

  it("treats success: false as an error even with a 2xx", async () => {
    await expect(client.api.get("/api/soft-failure")).rejects.toMatchObject({ message: "Nope." });
  });

  it("sends JSON and the idempotency key", async () => {
    const headers = await client.api.post<Record<string, string>>(
      "/api/echo-headers",
      { a: 1 },
      { idempotencyKey: "k-1" },
    );
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["idempotency-key"]).toBe("k-1");
  });
});

describe("withFallback", () => {
  it("lets the server's error through and says the fallback for anything else", async () => {
    const refused = new client.ApiError(409, "This slot is no longer available.", "slot_unavailable");
    await expect(client.withFallback(() => Promise.reject(refused), "Failed to fetch slots")).rejects.toBe(
      refused,
    );
    await expect(
      client.withFallback(() => Promise.reject(new TypeError("Failed to fetch")), "Failed to fetch slots"),
    ).rejects.toThrow(/^Failed to fetch slots$/);
    await expect(client.withFallback(() => Promise.resolve(7), "unused")).resolves.toBe(7);
  });
});
