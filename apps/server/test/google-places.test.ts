import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { adminHeaders, reviewsApp } from "./support/review-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/** The Google reviews proxy against a fake Places server on 127.0.0.1. */
const placeId = "ChIJexamplePlaceIdHealingTouch";
let handle: DatabaseHandle;
let server: Server;
let baseUrl: string;
let calls: string[] = [];
let mode: "ok" | "error" | "empty" | "http500" = "ok";
let delayMs = 0;

const place = {
  place_id: placeId,
  name: "Healing Touch Physiotherapy",
  rating: 4.8,
  user_ratings_total: 57,
  formatted_address: "12 Example Road, Bengaluru",
  website: "https://clinic.example/",
  formatted_phone_number: "098765 43210",
  reviews: [
    {
      author_name: "Ravi",
      rating: 5,
      relative_time_description: "a month ago",
      text: "Dr. Priya helped me a lot.",
      profile_photo_url: "https://example.com/r.png",
      // Written 62 days ago: "2 months" in any language.
      time: Math.floor(Date.now() / 1000) - 62 * 86_400,
    },
    { author_name: "Meena", rating: 4, relative_time_description: "2 months ago", text: "Good clinic." },
  ],
};

beforeAll(async () => {
  handle = await openWorkerDatabase();
  server = createServer((req, res) => {
    calls.push(req.url ?? "");
    setTimeout(() => {
      if (mode === "http500") return void res.writeHead(500).end();
      const body = req.url?.startsWith("/maps/api/place/textsearch/json")
        ? {
            status: "OK",
            results: [{ place_id: placeId, name: place.name, formatted_address: place.formatted_address }],
          }
        : mode === "error"
          ? { status: "REQUEST_DENIED", error_message: "The provided API key is invalid." }
          : mode === "empty"
            ? { status: "OK", result: { place_id: placeId, name: place.name } }
            : { status: "OK", result: place };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await handle.close();
});
beforeEach(async () => {
  calls = [];
  mode = "ok";
  delayMs = 0;
  await resetDatabase(handle);
});

const app = (over: { apiKey?: string; ttlSeconds?: number } = {}) =>
  reviewsApp(handle.db, { google: { apiKey: "test-key", placeId, baseUrl, ttlSeconds: 3600, ...over } });

// biome-ignore lint/suspicious/noExplicitAny: test assertions read into the answer.
const get = async (a: ReturnType<typeof app>, id = placeId): Promise<{ status: number; body: any }> => {
  const res = await a.request(`/api/google/places/${id}`);
  return { status: res.status, body: await res.json() };
};

describe("GET /api/google/places/{placeId}", () => {
  it("answers the place and its reviews from Google, with the key kept on the server", async () => {
    const { status, body } = await get(app());
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      place_id: placeId,
      name: "Healing Touch Physiotherapy",
      rating: 4.8,
      user_ratings_total: 57,
      formatted_address: "12 Example Road, Bengaluru",
      website: "https://clinic.example/",
      phone_number: "098765 43210",
    });
    expect(body.data.reviews).toHaveLength(2);
    expect(body.data.reviews[0]).toMatchObject({
      author_name: "Ravi",
      profile_photo_url: "https://example.com/r.png",
    });
    expect(body.details).toMatchObject({ source: "google", totalFromGoogle: 2 });
    expect(calls[0]).toContain("key=test-key");
    expect(JSON.stringify(body)).not.toContain("test-key");
  });

  it("says each review's age in the page's language from its time; English keeps Google's words", async () => {
    const a = app();
    const ages = async (query: string) => {
      const res = await a.request(`/api/google/places/${placeId}${query}`);
      // biome-ignore lint/suspicious/noExplicitAny: test assertions read into the answer.
      return { status: res.status, body: (await res.json()) as any };
    };
    const words = (body: { data: { reviews: Array<{ relative_time_description: string }> } }) =>
      body.data.reviews.map((r) => r.relative_time_description);
    // Meena's review has no time: Google's words stay.
    expect(words((await ages("?locale=kn")).body)).toEqual(["2 ತಿಂಗಳುಗಳ ಹಿಂದೆ", "2 months ago"]);
    expect(words((await ages("?locale=hi")).body)).toEqual(["2 महीने पहले", "2 months ago"]);
    expect(words((await ages("?locale=en")).body)).toEqual(["a month ago", "2 months ago"]);
    expect(words((await ages("")).body)).toEqual(["a month ago", "2 months ago"]);
    const refused = await ages("?locale=ta");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "validation_failed", fields: { locale: expect.any(String) } });
    // One upstream call serves every language.
    expect(calls).toHaveLength(1);
  });

  it("serves a cache hit without a second upstream call", async () => {
    const a = app();
    await get(a);
    const second = await get(app());
    expect(second.body.details.source).toBe("cache");
    expect(calls).toHaveLength(1);
  });

  it("makes one upstream call for a concurrent burst", async () => {
    delayMs = 200;
    const apps = [app(), app(), app()];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(apps[i % 3] as ReturnType<typeof app>)),
    );
    expect(answers.every((x) => x.body.success === true && x.body.data.reviews.length === 2)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("serves the stale copy when the refresh fails", async () => {
    await get(app({ ttlSeconds: 60 }));
    await handle.pool.query("update google_places_cache set fetched_at = now() - interval '2 hours'");
    mode = "error";
    const { body } = await get(app({ ttlSeconds: 60 }));
    expect(body.success).toBe(true);
    expect(body.details.source).toBe("stale-cache");
    expect(calls).toHaveLength(2);
  });

  it("answers success false with a message when Google refuses and nothing is cached", async () => {
    mode = "error";
    const { status, body } = await get(app());
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/could not be loaded/);
    mode = "http500";
    expect((await get(app())).body.success).toBe(false);
  });

  it("answers an empty review list", async () => {
    mode = "empty";
    const { body } = await get(app());
    expect(body.success).toBe(true);
    expect(body.data.reviews).toEqual([]);
  });

  it("answers success with no reviews and an informational message without a key", async () => {
    const { body } = await get(app({ apiKey: undefined }));
    expect(body).toMatchObject({
      success: true,
      message:
        "Google reviews are not currently available. Please check back later or write a review on our website.",
    });
    expect(body.data.reviews).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it("refuses another place id (not an open proxy)", async () => {
    const { status } = await get(app(), "ChIJsomeoneElse");
    expect(status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it.each(["/api/admin/google/places/search", "/api/google/places/search"])(
    "lets an admin search for the place id at %s, and no one else",
    async (path) => {
      const a = app();
      const refused = await a.request(`${path}?query=healing`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ success: false, code: "unauthenticated" });
      expect(calls).toHaveLength(0);
      const res = await a.request(`${path}?query=healing`, { headers: await adminHeaders(a) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown[] }).data).toEqual([
        { place_id: placeId, name: place.name, formatted_address: place.formatted_address },
      ]);
    },
  );
});
