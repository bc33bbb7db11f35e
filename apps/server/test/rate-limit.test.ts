import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { rateLimit } from "../src/http/rate-limit";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

function appWithLimit(max: number, trustProxy = 0) {
  return createTestApp({
    db: handle.db,
    trustProxy,
    extraApiRoutes: (api, { db }) => {
      api.post("/test/limited", rateLimit({ db, name: "test", max }), (c) =>
        c.json({ success: true, data: null }),
      );
    },
  }).app;
}

/** The route the test adds is not in the document: a plain request. */
const post = async (app: ReturnType<typeof appWithLimit>, forwardedFor?: string): Promise<Response> =>
  app.request("/api/test/limited", {
    method: "POST",
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

describe("rate limits", () => {
  it("allow the limit, then answer 429 with Retry-After in the envelope", async () => {
    const app = appWithLimit(3);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(app)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post(app);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ success: false, code: "rate_limited" });
  });

  it("count concurrent requests exactly", async () => {
    const app = appWithLimit(10);
    const statuses = await Promise.all(Array.from({ length: 25 }, () => post(app).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("count each client address apart, behind a trusted proxy", async () => {
    const app = appWithLimit(1, 1);
    expect((await post(app, "1.1.1.1")).status).toBe(200);
    expect((await post(app, "2.2.2.2")).status).toBe(200);
    expect((await post(app, "1.1.1.1")).status).toBe(429);
  });
});
