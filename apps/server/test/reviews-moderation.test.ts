import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { signedInClient } from "./support/admin-test-app";
import { adminHeaders, postReview, type ReviewsApp, reviewBody, reviewsApp } from "./support/review-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function submit(app: ReviewsApp, over: { rating?: number } = {}): Promise<string> {
  expect((await postReview(app, await reviewBody(over))).response.status).toBe(201);
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
        const asAdmin = await signedInClient(app);
        const id = await submit(app);
        await setStatus(id, from);
        const res = await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", {
          params: { path: { id, action } },
        });
        if (to) {
          expect(res.response.status).toBe(200);
          expect(res.data?.data.status).toBe(to);
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
          expect(res.response.status).toBe(409);
          expect(res.error?.message).toMatch(/cannot be changed/);
          const { rows } = await handle.pool.query("select status from reviews where id = $1", [id]);
          expect(rows[0]?.status).toBe(from);
          expect((await handle.pool.query("select * from audit_log")).rowCount).toBe(0);
        }
      });
    }

  it("answers 404 for an unknown id and 400 for an unknown action", async () => {
    const app = reviewsApp(handle.db);
    const asAdmin = await signedInClient(app);
    const nope = { path: { id: "nope", action: "approve" as const } };
    expect((await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", { params: nope })).response.status).toBe(
      404,
    );
    expect((await asAdmin.DELETE("/api/admin/reviews/{id}", { params: nope })).response.status).toBe(404);
    const id = await submit(app);
    // An action the document does not list: the typed client cannot send it.
    const publish = { method: "PATCH", headers: await adminHeaders(app) };
    expect((await app.request(`/api/admin/reviews/${id}/publish`, publish)).status).toBe(400);
  });

  it("deletes any review permanently and audits it; a deleted one never shows", async () => {
    const app = reviewsApp(handle.db);
    const asAdmin = await signedInClient(app);
    const id = await submit(app);
    const approve = { path: { id, action: "approve" as const } };
    expect(
      (await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", { params: approve })).response.status,
    ).toBe(200);
    const res = await asAdmin.DELETE("/api/admin/reviews/{id}", { params: { path: { id } } });
    expect(res.response.status).toBe(200);
    expect((await typedClient(app).GET("/api/reviews/approved")).data?.data).toEqual([]);
    const { rows } = await handle.pool.query("select action from audit_log order by id");
    expect(rows.map((r) => r.action)).toEqual(["review.approve", "review.delete"]);
  });

  it("refuses every admin call without a session", async () => {
    const anonymous = typedClient(reviewsApp(handle.db));
    const x = { path: { id: "x", action: "approve" as const } };
    for (const { response } of [
      await anonymous.GET("/api/admin/reviews"),
      await anonymous.GET("/api/admin/reviews/pending"),
      await anonymous.GET("/api/admin/stats"),
      await anonymous.PATCH("/api/admin/reviews/{id}/{action}", { params: x }),
      await anonymous.DELETE("/api/admin/reviews/{id}", { params: x }),
      await anonymous.GET("/api/admin/google/places/search", { params: { query: { query: "clinic" } } }),
    ])
      expect(response.status).toBe(401);
  });

  it("keeps the stats right after a sequence of actions, with no-cache headers", async () => {
    const app = reviewsApp(handle.db);
    const asAdmin = await signedInClient(app);
    const empty = await asAdmin.GET("/api/admin/stats");
    expect(empty.response.headers.get("cache-control")).toContain("no-cache");
    expect(empty.data?.data).toEqual({
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
    const patch = async (id: string, action: (typeof actions)[number]) => {
      const { response } = await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", {
        params: { path: { id, action } },
      });
      expect(response.status).toBe(200);
    };
    await patch(a, "approve");
    await patch(b, "approve");
    await patch(c, "reject");
    await patch(b, "setToPending");
    await patch(c, "unapprove");
    await patch(c, "reject");
    const { data: stats } = await asAdmin.GET("/api/admin/stats");
    expect(stats?.data).toEqual({
      total: 4,
      pending: 2,
      approved: 1,
      rejected: 1,
      averageRating: "3.0",
      heldBack: 0,
      newNetworkLimitPerHour: 1_000_000,
    });
    const { data: pending } = await asAdmin.GET("/api/admin/reviews/pending");
    expect(pending?.data).toHaveLength(2);
    const all = await asAdmin.GET("/api/admin/reviews");
    expect(all.response.headers.get("cache-control")).toContain("no-cache");
    expect(all.data?.data).toHaveLength(4);
    const { data: activity } = await asAdmin.GET("/api/admin/reviews/activity");
    expect(activity?.data.map((x) => x.action)).toEqual([
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
    const asAdmin = await signedInClient(app);
    expect(await aggregateRatingFor(handle.db)).toBeUndefined();
    const id = await submit(app, { rating: 4 });
    await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", { params: { path: { id, action: "approve" } } });
    expect(await aggregateRatingFor(handle.db)).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });
});
