import type { AddressInfo } from "node:net";
import { reviewTexts } from "@clinic/contract/review-texts";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import type { ReviewNoticeDeps } from "../src/services/reviews/review-digest";
import { runReviewJob } from "../src/services/reviews/review-job";
import { signedInClient } from "./support/admin-test-app";
import { bookingBody, makeSlots, slotIdsOf } from "./support/booking-fixtures";
import { fullTestApp, solvedToken } from "./support/full-test-app";
import { requestFrom } from "./support/loopback-request";
import { postReview, type ReviewsApp, reviewBody, reviewsApp } from "./support/review-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { type TypedClient, typedClient } from "./support/typed-client";

/**
 * Issue 30 (decision 0115): a burst of reviews from many networks, each with a solved robot check, is
 * accepted and answered as ever, but the practitioner gets one digest email per 15 minutes at most, and
 * beyond an hourly cap the reviews of new networks are held back out of the pending queue.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

const clinicEmail = "clinic@clinic.example";
const publicUrl = "https://clinic.example";
const minute = 60_000;

/** A clock the test moves; the app and the review job read it. */
function testClock(start = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

function setup(cap: number, clock = testClock(), options: { trustProxy?: number } = {}) {
  const reviews = {
    notifyEmail: clinicEmail,
    publicUrl,
    limitNewNetworkReviewsPerHour: cap,
    now: clock.now,
  };
  const app = reviewsApp(handle.db, reviews, options);
  const job: ReviewNoticeDeps = {
    db: handle.db,
    notifyEmail: clinicEmail,
    publicUrl,
    newNetworkReviewsPerHour: cap,
    now: clock.now,
  };
  return { app, job, clock };
}

async function reviewEmails(): Promise<Array<{ subject: string; text_body: string; to_address: string }>> {
  const { rows } = await handle.pool.query(
    "select subject, text_body, to_address from email_outbox where kind like 'review%' order by created_at",
  );
  return rows;
}

async function countsByStatus(): Promise<Record<string, number>> {
  const { rows } = await handle.pool.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from reviews group by status",
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

const from = (ip: string) => ({ "x-forwarded-for": ip });

async function stats(asAdmin: TypedClient) {
  return (await asAdmin.GET("/api/admin/stats")).data?.data;
}

/** An admin's move of one review, by its id. */
const moveReview = (asAdmin: TypedClient, id: string, action: "approve") =>
  asAdmin.PATCH("/api/admin/reviews/{id}/{action}", { params: { path: { id, action } } });

describe("a burst of reviews from many networks (issue 30)", () => {
  it("20 reviews from 20 loopback source addresses: all thanked, at most 2 emails to the practitioner, 20 - cap held back", async () => {
    const cap = 5;
    const { app, job, clock } = setup(cap, testClock(), { trustProxy: 0 });
    // A real listening socket: each review's client address is its connection's source address.
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const sources = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 2}`);
      const answers = await Promise.all(
        sources.map(async (source, i) =>
          requestFrom(base, source, "/api/reviews", await reviewBody({ name: `Visitor ${i + 2}` })),
        ),
      );
      for (const answer of answers)
        expect(answer).toEqual({ status: 201, body: { success: true, message: reviewTexts.submitted } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Twenty networks reached the server: twenty keys.
    const { rows } = await handle.pool.query("select count(distinct client_key)::int as n from reviews");
    expect(rows[0].n).toBe(20);
    const counts = await countsByStatus();
    expect((counts.pending ?? 0) + (counts.held ?? 0)).toBe(20);
    expect(counts.held).toBe(20 - cap);
    expect((await reviewEmails()).length).toBeLessThanOrEqual(2);

    // The held reviews are in no list and no count of the spec; the stats say how many wait.
    const asAdmin = await signedInClient(app);
    expect(await stats(asAdmin)).toMatchObject({
      total: cap,
      pending: cap,
      heldBack: 20 - cap,
      newNetworkLimitPerHour: cap,
    });
    expect((await asAdmin.GET("/api/admin/reviews")).data?.data).toHaveLength(cap);
    expect((await asAdmin.GET("/api/admin/reviews/pending")).data?.data).toHaveLength(cap);

    // After the window, one more digest of what waited, and still nothing released within the hour.
    clock.advance(15 * minute);
    expect(await runReviewJob(job)).toEqual({ released: 0 });
    const emails = await reviewEmails();
    expect(emails.length).toBeLessThanOrEqual(2);
    expect(emails.at(-1)?.subject).toBe(`${cap} reviews awaiting approval`);
  });

  it("a network with an approved review is not held, whatever the cap", async () => {
    const { app } = setup(1);
    const asAdmin = await signedInClient(app);
    // The hour's one place for a new network goes to the first review, which the admin approves.
    expect(
      (await postReview(app, await reviewBody({ name: "Known" }), from("198.51.100.7"))).response.status,
    ).toBe(201);
    const [first] = (await asAdmin.GET("/api/admin/reviews/pending")).data?.data ?? [];
    expect((await moveReview(asAdmin, first?.id ?? "", "approve")).response.status).toBe(200);
    // Another new network is now beyond the cap: held.
    expect(
      (await postReview(app, await reviewBody({ name: "Stranger" }), from("203.0.113.50"))).response.status,
    ).toBe(201);
    // The approved review's network is known: queued whatever the cap.
    expect(
      (await postReview(app, await reviewBody({ name: "Again" }), from("198.51.100.7"))).response.status,
    ).toBe(201);
    const { rows } = await handle.pool.query("select name, status from reviews order by created_at");
    expect(rows).toEqual([
      { name: "Known", status: "approved" },
      { name: "Stranger", status: "held" },
      { name: "Again", status: "pending" },
    ]);
  });

  it("a network with a paid booking is not held (the booking's key of the same network); an IPv6 network is its /64", async () => {
    const app = fullTestApp(handle.db, { reviews: { limitNewNetworkReviewsPerHour: 0 } }).app;
    const [slot] = await makeSlots(handle.db, 1);
    const [slotId] = await slotIdsOf(app, slot?.dateKey ?? "");
    const patient = typedClient(app, from("2001:db8:1:2::1"));
    const held = await patient.POST("/api/public/bookings", {
      body: bookingBody(slotId as string, await solvedToken()),
    });
    expect(held.response.status).toBe(201);
    const { bookingId = "", orderId = "" } = held.data?.data ?? {};
    const fullReview = async (name: string, ip: string) => {
      const review = {
        name,
        rating: 5,
        comment: "Kind and careful care.",
        captchaToken: await solvedToken(),
      };
      return (await typedClient(app).POST("/api/reviews", { body: review, headers: from(ip) })).response
        .status;
    };
    // Unpaid, the network is still new: with a cap of 0, held.
    expect(await fullReview("Before paying", "2001:db8:1:2::1")).toBe(201);
    const paid = await patient.POST("/api/public/bookings/{bookingId}/payments/verify", {
      params: { path: { bookingId } },
      body: {
        razorpay_payment_id: "pay_dummy_test",
        razorpay_order_id: orderId,
        razorpay_signature: "dummy_signature",
      },
    });
    expect(paid.response.status).toBe(200);
    // Paid: another address of the same /64 is the same network, known.
    expect(await fullReview("After paying", "2001:db8:1:2::99")).toBe(201);
    // Another /64 is another network.
    expect(await fullReview("Neighbour", "2001:db8:1:3::1")).toBe(201);
    const { rows } = await handle.pool.query("select name, status from reviews order by created_at");
    expect(rows).toEqual([
      { name: "Before paying", status: "held" },
      { name: "After paying", status: "pending" },
      { name: "Neighbour", status: "held" },
    ]);
  });
});

describe("the digest of pending reviews (decision 0115)", () => {
  it("sends the first review's at once, then waits out the 15-minute window for one digest of the rest", async () => {
    const { app, job, clock } = setup(1_000_000);
    // A second apart, so "the newest" is one order.
    const post = async (name: string, comment = "Gentle, expert care that helped my arm swelling a lot.") => {
      clock.advance(1000);
      expect((await postReview(app, await reviewBody({ name, comment }))).response.status).toBe(201);
    };

    await post("Asha Rao");
    expect(await reviewEmails()).toEqual([
      expect.objectContaining({ subject: "1 review awaiting approval", to_address: clinicEmail }),
    ]);
    clock.advance(5 * minute);
    await post("Meera", `Very patient. ${"The bandaging was explained step by step. ".repeat(5)}`);
    await post("Ravi");
    await post("Lakshmi");
    expect(await reviewEmails()).toHaveLength(1);
    clock.advance(9 * minute);
    await runReviewJob(job);
    expect(await reviewEmails()).toHaveLength(1);

    clock.advance(1 * minute);
    await runReviewJob(job);
    const emails = await reviewEmails();
    expect(emails).toHaveLength(2);
    const digest = emails[1];
    // No name in the subject; the count, the newest few and the way to the admin's reviews in the text.
    expect(digest?.subject).toBe("4 reviews awaiting approval");
    expect(digest?.text_body).toContain("4 reviews are waiting for your approval. The newest:");
    expect(digest?.text_body).toContain(
      `- Lakshmi, 5/5: "Gentle, expert care that helped my arm swelling a lot."`,
    );
    expect(digest?.text_body).toMatch(/- Meera, 5\/5: "Very patient\. The bandaging[^"\n]{40,}…"/);
    expect(digest?.text_body).not.toContain("Asha Rao");
    expect(digest?.text_body).toContain("…and 1 more.");
    expect(digest?.text_body).toContain(`${publicUrl}/admin?section=reviews`);
    // Nothing waits: the job sends nothing more.
    clock.advance(30 * minute);
    await runReviewJob(job);
    expect(await reviewEmails()).toHaveLength(2);
    // A review after a quiet window is told at once again.
    await post("Farah");
    expect(await reviewEmails()).toHaveLength(3);
  });

  it("sends no digest for reviews the admin moderated before the window ended", async () => {
    const { app, job, clock } = setup(1_000_000);
    const asAdmin = await signedInClient(app);
    expect((await postReview(app, await reviewBody())).response.status).toBe(201);
    clock.advance(minute);
    expect((await postReview(app, await reviewBody({ name: "Ravi" }))).response.status).toBe(201);
    for (const r of (await asAdmin.GET("/api/admin/reviews/pending")).data?.data ?? [])
      expect((await moveReview(asAdmin, r.id, "approve")).response.status).toBe(200);
    clock.advance(15 * minute);
    await runReviewJob(job);
    expect(await reviewEmails()).toHaveLength(1);
  });
});

describe("held reviews leave the hold (decision 0115)", () => {
  async function burst(
    app: ReviewsApp,
    clock: ReturnType<typeof testClock>,
    names: string[],
    firstIp: number,
  ) {
    for (const [i, name] of names.entries()) {
      clock.advance(1000);
      expect(
        (await postReview(app, await reviewBody({ name }), from(`203.0.113.${firstIp + i}`))).response.status,
      ).toBe(201);
    }
  }

  it("moves in oldest first as the hourly cap allows; the admin releases all or deletes all, audited with counts", async () => {
    const { app, job, clock } = setup(2);
    const asAdmin = await signedInClient(app);
    await burst(app, clock, ["One", "Two", "Three", "Four", "Five"], 1);
    expect(await countsByStatus()).toEqual({ pending: 2, held: 3 });
    // Within the hour the cap is spent.
    expect(await runReviewJob(job)).toEqual({ released: 0 });
    // A held review is not there for the admin's single-review calls either.
    const { rows: heldRows } = await handle.pool.query(
      "select id from reviews where status = 'held' limit 1",
    );
    const heldId = heldRows[0].id as string;
    expect((await moveReview(asAdmin, heldId, "approve")).response.status).toBe(404);
    const heldOne = { params: { path: { id: heldId } } };
    expect((await asAdmin.DELETE("/api/admin/reviews/{id}", heldOne)).response.status).toBe(404);

    clock.advance(60 * minute);
    expect(await runReviewJob(job)).toEqual({ released: 2 });
    const { rows } = await handle.pool.query("select name, status from reviews order by created_at");
    expect(rows.map((r) => `${r.name}:${r.status}`)).toEqual([
      "One:pending",
      "Two:pending",
      "Three:pending",
      "Four:pending",
      "Five:held",
    ]);
    // Released reviews are pending ones: the quiet window's digest counts them.
    expect((await reviewEmails()).at(-1)?.subject).toBe("4 reviews awaiting approval");

    const released = await asAdmin.POST("/api/admin/reviews/held/release");
    expect(released.response.status).toBe(200);
    expect(released.data).toEqual({
      success: true,
      data: { count: 1 },
      message: "1 held review moved to pending.",
    });
    expect(await countsByStatus()).toEqual({ pending: 5 });

    await burst(app, clock, ["Six", "Seven"], 50);
    expect(await countsByStatus()).toEqual({ pending: 5, held: 2 });
    const deleted = await asAdmin.DELETE("/api/admin/reviews/held");
    expect(deleted.response.status).toBe(200);
    expect(deleted.data).toEqual({
      success: true,
      data: { count: 2 },
      message: "2 held reviews deleted.",
    });
    expect(await countsByStatus()).toEqual({ pending: 5 });
    expect(await stats(asAdmin)).toMatchObject({ heldBack: 0, pending: 5, total: 5 });

    // Audited with the counts only: no name, no text.
    const { rows: audit } = await handle.pool.query(
      "select action, entity_id, details from audit_log where action like 'review.%held' order by at",
    );
    expect(audit).toEqual([
      { action: "review.release_held", entity_id: null, details: { count: 1 } },
      { action: "review.delete_held", entity_id: null, details: { count: 2 } },
    ]);
    const activity = (await asAdmin.GET("/api/admin/reviews/activity")).data?.data;
    expect(activity?.slice(0, 2)).toEqual([
      expect.objectContaining({ action: "delete_held", name: "2 held reviews" }),
      expect.objectContaining({ action: "release_held", name: "1 held review" }),
    ]);
  });

  it("refuses the held actions without an admin", async () => {
    const anonymous = typedClient(setup(2).app);
    expect((await anonymous.POST("/api/admin/reviews/held/release")).response.status).toBe(401);
    expect((await anonymous.DELETE("/api/admin/reviews/held")).response.status).toBe(401);
  });
});
