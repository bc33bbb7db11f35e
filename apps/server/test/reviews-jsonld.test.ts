import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { loadWebBuild, type WebBuild } from "../src/http/web-build";
import { signedInClient } from "./support/admin-test-app";
import { adminEmail, testAppSecret, testPublicUrl } from "./support/auth-test-app";
import { postReview, reviewBody, reviewSecret, testCaptcha } from "./support/review-fixtures";
import { createTestApp } from "./support/test-app";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

/** The clinic's JSON-LD gets aggregateRating and review entries from approved website reviews only. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

function makeBuild(): WebBuild {
  const root = mkdtempSync(path.join(tmpdir(), "clinic-web-reviews-"));
  const block =
    '<script id="clinic-structured-data" type="application/ld+json">{"@type":"MedicalClinic"}</script>';
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${block}</body></html>`;
  writeFileSync(path.join(root, "index.html"), page("Home"));
  writeFileSync(path.join(root, "__spa-fallback.html"), page("Shell"));
  mkdirSync(path.join(root, "reviews"));
  writeFileSync(path.join(root, "reviews", "index.html"), page("Reviews"));
  const build = loadWebBuild(root, { publicUrl: testPublicUrl });
  if (!build) throw new Error("fixture build did not load");
  return build;
}

function structuredData(html: string): Record<string, unknown> {
  const json = /<script id="clinic-structured-data" type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? "{}") as Record<string, unknown>;
}

describe("JSON-LD rating", () => {
  it("appears only once a review is approved, with a few review entries", async () => {
    const { app } = createTestApp({
      db: handle.db,
      webBuild: makeBuild(),
      reviews: { appSecret: reviewSecret, captcha: testCaptcha, ratingCacheMs: 0, limitReviewsPerHour: 1000 },
      auth: { appSecret: testAppSecret, publicUrl: testPublicUrl, adminEmail, signInPerMinute: 1000 },
    });
    expect(structuredData(await (await app.request("/")).text()).aggregateRating).toBeUndefined();
    for (const rating of [5, 4, 2])
      expect((await postReview(app, await reviewBody({ rating }))).response.status).toBe(201);
    expect(structuredData(await (await app.request("/")).text()).aggregateRating).toBeUndefined();
    const asAdmin = await signedInClient(app);
    const { rows } = await handle.pool.query<{ id: string; rating: number }>(
      "select id, rating from reviews",
    );
    for (const r of rows.filter((x) => x.rating !== 2))
      await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", {
        params: { path: { id: r.id, action: "approve" } },
      });
    const data = structuredData(await (await app.request("/reviews")).text());
    expect(data.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
    });
    expect(data.review).toHaveLength(2);
    expect((data.review as Array<Record<string, unknown>>)[0]).toMatchObject({
      "@type": "Review",
      author: { "@type": "Person", name: "Asha Rao" },
    });
  });
});
