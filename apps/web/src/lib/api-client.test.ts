import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The API client against a real HTTP server on 127.0.0.1 that answers like ours (and unlike it). The
 * client only takes the document's paths, so each case borrows one; the answers are this server's.
 */
let server: Server;
let client: typeof import("./api-client");

type Echo = { url: string; method: string; headers: Record<string, string>; body: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    const reply = (status: number, body: string, statusMessage?: string) => {
      res.writeHead(status, statusMessage ?? "", { "content-type": "application/json" });
      res.end(body);
    };
    const url = req.url ?? "";
    const path = url.split("?")[0];
    if (path === "/api/health")
      return reply(200, JSON.stringify({ success: true, data: { n: 1 }, message: "fine" }));
    if (path === "/api/admin/bookings")
      return reply(
        200,
        JSON.stringify({ success: true, data: [{ n: 1 }], pagination: { total: 3, page: 1, pageSize: 1 } }),
      );
    if (path === "/api/public/slots")
      return reply(409, JSON.stringify({ success: false, code: "conflict", message: "This slot is taken." }));
    if (path === "/api/public/appointment-kinds") {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "150" });
      return res.end(JSON.stringify({ success: false, code: "rate_limited", message: "Too many requests." }));
    }
    if (path === "/api/public/privacy-notice")
      return reply(
        400,
        JSON.stringify({
          success: false,
          code: "validation_failed",
          message: "Please check the form.",
          fields: { email: "Enter a valid email" },
        }),
      );
    if (path === "/api/reviews/approved" || path === "/api/admin/dashboard")
      return reply(502, "<html>bad gateway</html>", "Bad Gateway");
    if (path === "/api/captcha/config")
      return reply(200, JSON.stringify({ success: false, message: "Nope." }));
    if (path === "/api/auth/session") {
      res.writeHead(204);
      return res.end();
    }
    if (path?.endsWith("/receipt.pdf")) {
      res.writeHead(200, { "content-type": "application/pdf" });
      return res.end(`%PDF ${req.headers.authorization}`);
    }
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const echo: Echo = {
        url,
        method: req.method ?? "",
        headers: req.headers as Record<string, string>,
        body,
      };
      reply(200, JSON.stringify({ success: true, data: echo }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("VITE_API_BASE_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  vi.resetModules();
  client = await import("./api-client");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

/** What the echoing server saw of a call (the client types it by the document; the server answers its own). */
const echoed = (data: unknown) => data as Echo;

describe("api client", () => {
  it("returns the envelope's data and message", async () => {
    expect(await client.api.get.withMessage("/api/health")).toEqual({ data: { n: 1 }, message: "fine" });
  });

  it("returns the whole envelope, siblings of data included, and data alone as before", async () => {
    expect(await client.api.get.envelope("/api/admin/bookings")).toEqual({
      success: true,
      data: [{ n: 1 }],
      pagination: { total: 3, page: 1, pageSize: 1 },
    });
    expect(await client.api.get.data("/api/admin/bookings")).toEqual([{ n: 1 }]);
    await expect(
      client.api.get.envelope("/api/public/slots", { params: { query: { date: "2026-11-02" } } }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("throws the server's message, status and code, and its field errors", async () => {
    const refused = client.api.get.data("/api/public/slots", { params: { query: { date: "x" } } });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "conflict",
      message: "This slot is taken.",
      isClientError: true,
    });
    await expect(client.api.get.data("/api/public/privacy-notice")).rejects.toMatchObject({
      status: 400,
      code: "validation_failed",
      fields: { email: "Enter a valid email" },
    });
  });

  it("keeps a 429's Retry-After as the seconds to wait", async () => {
    await expect(client.api.get.data("/api/public/appointment-kinds")).rejects.toMatchObject({
      status: 429,
      code: "rate_limited",
      retryAfterSeconds: 150,
    });
  });

  it("falls back to 'HTTP {status}: {statusText}' without a message", async () => {
    const error = await client.api.get.data("/api/reviews/approved").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: "HTTP 502: Bad Gateway", isClientError: false });
  });

  it("falls back to 'HTTP error! status: {code}' for an admin call without a message (admin.md §8)", async () => {
    const error = await client.api.get.data("/api/admin/dashboard").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: "HTTP error! status: 502" });
    expect(client.httpErrorText("/api/administrator", 500, "x")).toBe("HTTP 500: x");
  });

  it("treats success: false as an error even with a 2xx, and a 204 as no envelope", async () => {
    await expect(client.api.get.data("/api/captcha/config")).rejects.toMatchObject({ message: "Nope." });
    await expect(client.api.get.data("/api/auth/session")).rejects.toMatchObject({
      status: 204,
      message: "HTTP 204: unexpected response",
    });
  });

  it("sends JSON and the idempotency key, and no same-site header to the public API", async () => {
    const echo = echoed(
      await client.api.post.data("/api/reviews", {
        body: { name: "A", rating: 5, comment: "Kind and clear.", captchaToken: "t" },
        idempotencyKey: "k-1",
      }),
    );
    expect(echo.headers["content-type"]).toBe("application/json");
    expect(echo.headers["idempotency-key"]).toBe("k-1");
    expect(echo.headers["x-clinic-request"]).toBeUndefined();
    expect(JSON.parse(echo.body)).toMatchObject({ name: "A", rating: 5 });
  });

  it("adds the same-site header to unsafe /api/admin and /api/auth calls only, and an empty JSON body", async () => {
    const removed = echoed(
      await client.api.delete.data("/api/admin/slots/{id}", { params: { path: { id: "s1" } } }),
    );
    expect(removed).toMatchObject({ method: "DELETE", url: "/api/admin/slots/s1", body: "{}" });
    expect(removed.headers["x-clinic-request"]).toBe("1");
    expect(removed.headers["content-type"]).toBe("application/json");
    const signedOut = echoed(await client.api.post.data("/api/auth/signout"));
    expect(signedOut.headers["x-clinic-request"]).toBe("1");
    const read = echoed(await client.api.get.data("/api/admin/pricing"));
    expect(read.headers["x-clinic-request"]).toBeUndefined();
    expect(read.headers["content-type"]).toBeUndefined();
    expect(read.headers.accept).toBe("application/json");
  });

  it("fills in and encodes path parameters, and writes the query", async () => {
    const echo = echoed(
      await client.api.get.data("/api/admin/bookings/{id}/reschedule-slots", {
        params: { path: { id: "a/b c" }, query: { date: "2026-11-24" } },
      }),
    );
    expect(echo.url).toBe("/api/admin/bookings/a%2Fb%20c/reschedule-slots?date=2026-11-24");
    const audit = echoed(
      await client.api.get.data("/api/admin/audit", {
        params: { query: { page: 2, pageSize: 50, kind: undefined, from: "2026-11-01" } },
      }),
    );
    expect(audit.url).toBe("/api/admin/audit?page=2&pageSize=50&from=2026-11-01");
  });

  it("busts caches with t={now} when asked (admin.md §7)", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_790_000_000_000);
    const echo = echoed(await client.api.get.data("/api/admin/reviews", { cacheBust: true }));
    vi.mocked(Date.now).mockRestore();
    expect(echo.url).toBe("/api/admin/reviews?t=1790000000000");
  });

  it("answers a file's raw response, the credential in a header", async () => {
    const response = await client.apiFile("/api/public/bookings/{bookingId}/receipt.pdf", {
      params: { path: { bookingId: "b1" } },
      headers: { Authorization: "Bearer tok" },
    });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await response.text()).toBe("%PDF Bearer tok");
  });

  it("lets the network's TypeError through unchanged", async () => {
    const offline = new TypeError("Failed to fetch");
    vi.stubGlobal("fetch", () => Promise.reject(offline));
    await expect(client.api.get.data("/api/health")).rejects.toBe(offline);
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
