import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { body } from "./support/auth-test-app";
import { adminHeaders, postReview, type ReviewsApp, reviewBody, reviewsApp } from "./support/review-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function submit(app: ReviewsApp, over: Record<string, unknown> = {}): Promise<string> {
  expect((await postReview(app, await reviewBody(over))).status).toBe(201);
  const { rows } = await handle.pool.query<{ id: string }>(
    "select id from reviews order by created_at desc limit 1",
  );
  return rows[0]?.id ?? "";
}

async function setStatus(id: string, status: string) {
  await handle.pool.query("update reviews set status = $2 where id = $1", [id, status]);
}

const actions = ["approve", "reject", "pending", "unapprove", "setToPending"] as const;
const statuses = ["pending", "approved", "rejected"] as const;
const allowed: Record<string, string | undefined> = {
  "pending:approve": "approved",
  "pending:reject": "rejected",
  "rejected:unapprove": "pending",
  "rejected:pending": "pending",
  "approved:setToPending": "pending",
  "approved:pending": "pending",
};

describe("review moderation", () => {
  for (const from of statuses)
    for (const action of actions) {
      const to = allowed[`${from}:${action}`];
      it(`${from} + ${action} → ${to ?? "409"}`, async () => {
        const app = reviewsApp(handle.db);
        const admin = await adminHeaders(app);
        const id = await submit(app);
        await setStatus(id, from);
        const res = await app.request(`/api/admin/reviews/${id}/${action}`, {
          method: "PATCH",
          headers: admin,
        });
        const b = await body(res);
        if (to) {
          expect(res.status).toBe(200);
          expect(b.data.status).toBe(to);
          const { rows } = await handle.pool.query(
            "select actor, action, entity, entity_id, details from audit_log",
          );
          expect(rows).toEqual([
            {
              actor: "doctor@clinic.example",
              action: `review.${action}`,
              entity: "review",
              entity_id: id,
              details: expect.objectContaining({ from, to }),
            },
          ]);
        } else {
          expect(res.status).toBe(409);
          expect(b.message).toMatch(/cannot be changed/);
          const { rows } = await handle.pool.query("select status from reviews where id = $1", [id]);
          expect(rows[0]?.status).toBe(from);
          expect((await handle.pool.query("select * from audit_log")).rowCount).toBe(0);
        }
      });
    }

  it("answers 404 for an unknown id and 400 for an unknown action", async () => {
    const app = reviewsApp(handle.db);
    const admin = await adminHeaders(app);
    expect(
      (await app.request("/api/admin/reviews/nope/approve", { method: "PATCH", headers: admin })).status,
    ).toBe(404);
    expect((await app.request("/api/admin/reviews/nope", { method: "DELETE", headers: admin })).status).toBe(
      404,
    );
    const id = await submit(app);
    expect(
      (await app.request(`/api/admin/reviews/${id}/publish`, { method: "PATCH", headers: admin })).status,
    ).toBe(400);
  });

  it("deletes any review permanently and audits it; a deleted one never shows", async () => {
    const app = reviewsApp(handle.db);
    const admin = await adminHeaders(app);
    const id = await submit(app);
    await app.request(`/api/admin/reviews/${id}/approve`, { method: "PATCH", headers: admin });
    const res = await app.request(`/api/admin/reviews/${id}`, { method: "DELETE", headers: admin });
    expect(res.status).toBe(200);
    expect((await body(await app.request("/api/reviews/approved"))).data).toEqual([]);
    const { rows } = await handle.pool.query("select action from audit_log order by id");
    expect(rows.map((r) => r.action)).toEqual(["review.approve", "review.delete"]);
  });

  it("refuses every admin call without a session", async () => {
    const app = reviewsApp(handle.db);
    for (const [method, path] of [
      ["GET", "/api/admin/reviews"],
      ["GET", "/api/admin/reviews/pending"],
      ["GET", "/api/admin/stats"],
      ["PATCH", "/api/admin/reviews/x/approve"],
      ["DELETE", "/api/admin/reviews/x"],
      ["GET", "/api/admin/google/places/search?query=clinic"],
    ] as const)
      expect((await app.request(path, { method })).status).toBe(401);
  });

  it("keeps the stats right after a sequence of actions, with no-cache headers", async () => {
    const app = reviewsApp(handle.db);
    const admin = await adminHeaders(app);
    const empty = await app.request("/api/admin/stats", { headers: admin });
    expect(empty.headers.get("cache-control")).toContain("no-cache");
    expect((await body(empty)).data).toEqual({
      total: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      averageRating: "0.0",
      // Added fields (decision 0115).
      heldBack: 0,
      newNetworkLimitPerHour: 1_000_000,
    });
    const a = await submit(app, { rating: 5 });
    const b = await submit(app, { rating: 4 });
    const c = await submit(app, { rating: 2 });
    await submit(app, { rating: 1 });
    const patch = (id: string, action: string) =>
      app.request(`/api/admin/reviews/${id}/${action}`, { method: "PATCH", headers: admin });
    await patch(a, "approve");
    await patch(b, "approve");
    await patch(c, "reject");
    await patch(b, "setToPending");
    await patch(c, "unapprove");
    await patch(c, "reject");
    const stats = await body(await app.request("/api/admin/stats", { headers: admin }));
    expect(stats.data).toEqual({
      total: 4,
      pending: 2,
      approved: 1,
      rejected: 1,
      averageRating: "3.0",
      heldBack: 0,
      newNetworkLimitPerHour: 1_000_000,
    });
    const pending = await body(await app.request("/api/admin/reviews/pending", { headers: admin }));
    expect(pending.data).toHaveLength(2);
    const all = await app.request("/api/admin/reviews", { headers: admin });
    expect(all.headers.get("cache-control")).toContain("no-cache");
    expect((await body(all)).data).toHaveLength(4);
    const activity = await body(await app.request("/api/admin/reviews/activity", { headers: admin }));
    expect(activity.data.map((x: { action: string }) => x.action)).toEqual([
      "reject",
      "unapprove",
      "setToPending",
      "reject",
      "approve",
      "approve",
    ]);
  });

  it("adds aggregateRating and review entries to the JSON-LD once a review is approved", async () => {
    const { aggregateRatingFor } = await import("./support/review-jsonld");
    const app = reviewsApp(handle.db);
    const admin = await adminHeaders(app);
    expect(await aggregateRatingFor(handle.db)).toBeUndefined();
    const id = await submit(app, { rating: 4 });
    await app.request(`/api/admin/reviews/${id}/approve`, { method: "PATCH", headers: admin });
    expect(await aggregateRatingFor(handle.db)).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });
});
