import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { createAltchaCaptcha } from "../src/integrations/captcha/altcha-captcha";
import { solveAltcha } from "../src/integrations/captcha/solve-for-tests";
import { postJson } from "./support/booking-fixtures";
import {
  adminHeaders,
  fromAddress,
  postReview,
  reviewBody,
  reviewSecret,
  reviewsApp,
  solvedToken,
} from "./support/review-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";
import { typedClient } from "./support/typed-client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

async function count(table: string): Promise<number> {
  const { rows } = await handle.pool.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(rows[0]?.n ?? 0);
}

describe("POST /api/reviews", () => {
  it("stores a pending review and answers 201 with the spec's message; it is not public yet", async () => {
    const app = reviewsApp(handle.db);
    const res = await postReview(app, await reviewBody({ treatment: "  Lymphoedema care " }));
    expect(res.response.status).toBe(201);
    expect(res.data).toEqual({
      success: true,
      message: "Thank you for your feedback. Your review is pending approval.",
    });
    const { rows } = await handle.pool.query("select * from reviews");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", treatment: "Lymphoedema care", name: "Asha Rao" });
    const { data: approved } = await typedClient(app).GET("/api/reviews/approved");
    expect(approved?.data).toEqual([]);
    // The clinic is told through the outbox: the first review after a quiet window, at once (decision 0115).
    const { rows: emails } = await handle.pool.query("select kind, to_address, subject from email_outbox");
    expect(emails).toEqual([
      {
        kind: "review-digest",
        to_address: "clinic@clinic.example",
        subject: "1 review awaiting approval",
      },
    ]);
  });

  it("keeps the sender's address only as a keyed hash, as bookings do (decision 0093)", async () => {
    const app = reviewsApp(handle.db);
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (const ip of ["203.0.113.7", "203.0.113.7", "198.51.100.9"])
      expect((await postReview(app, await reviewBody(), from(ip))).response.status).toBe(201);
    const { rows } = await handle.pool.query("select * from reviews order by created_at");
    expect(Object.keys(rows[0])).not.toContain("client_address");
    const keys = rows.map((r) => r.client_key as string);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // One address, one key: a sender's reviews can still be found together.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // Not the address, nor a hash anyone can recompute without APP_SECRET.
    const plain = (text: string) => createHash("sha256").update(text).digest("hex");
    for (const guess of ["203.0.113.7", "client:203.0.113.7", "review:203.0.113.7"])
      expect(plain(guess).startsWith(keys[0] as string)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    // Another APP_SECRET gives another key.
    await postReview(
      reviewsApp(handle.db, { appSecret: "another-review-secret-0123456789-abc" }),
      await reviewBody(),
      from("203.0.113.7"),
    );
    const { rows: more } = await handle.pool.query("select client_key from reviews order by created_at");
    expect(more[3]?.client_key).not.toBe(keys[0]);
  });

  it("sends no email when notification is off", async () => {
    const app = reviewsApp(handle.db, { notifyEmail: undefined });
    expect((await postReview(app, await reviewBody())).response.status).toBe(201);
    expect(await count("email_outbox")).toBe(0);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["name only spaces", { name: "   " }, "name", "Name is required"],
    ["name too long", { name: "x".repeat(81) }, "name", "Name must be at most 80 characters"],
    ["name missing", { name: undefined }, "name", "Name is required"],
    [
      "name with a control character",
      { name: "Asha\u0007 Rao" },
      "name",
      "Name must not contain control characters",
    ],
    ["comment only spaces", { comment: "  \n " }, "comment", "Review is required"],
    ["comment too long", { comment: "y".repeat(2001) }, "comment", "Review must be at most 2000 characters"],
    [
      "comment with a control character",
      { comment: "Very good care\u0000 indeed" },
      "comment",
      "Review must not contain control characters",
    ],
    [
      "treatment too long",
      { treatment: "t".repeat(81) },
      "treatment",
      "Treatment must be at most 80 characters",
    ],
    [
      "treatment with a newline",
      { treatment: "Arm\ncare" },
      "treatment",
      "Treatment must not contain control characters",
    ],
    ["rating 0", { rating: 0 }, "rating", "Rating must be a whole number from 1 to 5"],
    ["rating 6", { rating: 6 }, "rating", "Rating must be a whole number from 1 to 5"],
    ["rating 4.5", { rating: 4.5 }, "rating", "Rating must be a whole number from 1 to 5"],
    ["rating as text", { rating: "5" }, "rating", "Rating must be a whole number from 1 to 5"],
    ["captcha missing", { captchaToken: "" }, "captchaToken", "Please complete the captcha verification"],
  ];
  for (const [label, over, field, message] of cases) {
    it(`refuses ${label} with a 400 naming the field`, async () => {
      const app = reviewsApp(handle.db);
      // Bad input on purpose: some of these bodies do not fit the document's types.
      const res = await postJson(app, "/api/reviews", await reviewBody(over), fromAddress());
      expect(res.status).toBe(400);
      const b = (await res.json()) as { success: boolean; code: string; fields: Record<string, string> };
      expect(b.success).toBe(false);
      expect(b.code).toBe("validation_failed");
      expect(b.fields[field]).toBe(message);
      expect(await count("reviews")).toBe(0);
    });
  }

  it("takes a short review: the spec asks only that name and comment are given", async () => {
    const app = reviewsApp(handle.db);
    expect((await postReview(app, await reviewBody({ name: "A", comment: "Great!" }))).response.status).toBe(
      201,
    );
    expect(await count("reviews")).toBe(1);
  });

  it("keeps line breaks in a comment and trims every field", async () => {
    const app = reviewsApp(handle.db);
    const res = await postReview(
      app,
      await reviewBody({ name: "  Asha  ", comment: "  Line one.\nLine two, fine.  " }),
    );
    expect(res.response.status).toBe(201);
    const { rows } = await handle.pool.query("select name, comment from reviews");
    expect(rows[0]).toEqual({ name: "Asha", comment: "Line one.\nLine two, fine." });
  });

  it("refuses a replayed captcha solution", async () => {
    const app = reviewsApp(handle.db);
    const token = await solvedToken();
    expect((await postReview(app, await reviewBody({ captchaToken: token }))).response.status).toBe(201);
    const again = await postReview(
      app,
      await reviewBody({ captchaToken: token, comment: "Another honest review here." }),
    );
    expect(again.response.status).toBe(400);
    expect(again.error?.message).toBe("This captcha verification was already used. Please verify again.");
    expect(await count("reviews")).toBe(1);
  });

  it("refuses an expired solution", async () => {
    const expiring = createAltchaCaptcha({
      appSecret: reviewSecret,
      counterMin: 10,
      counterMax: 50,
      expiresInSeconds: 1,
    });
    const token = await solveAltcha(await expiring.createChallenge());
    await new Promise((r) => setTimeout(r, 2100));
    const res = await postReview(reviewsApp(handle.db), await reviewBody({ captchaToken: token }));
    expect(res.response.status).toBe(400);
    expect(res.error?.message).toBe("The captcha verification expired. Please verify again.");
  });

  it("refuses a solution signed with another secret", async () => {
    const other = createAltchaCaptcha({
      appSecret: "another-secret-0123456789-abcdefghijklmn",
      counterMin: 10,
      counterMax: 50,
    });
    const token = await solveAltcha(await other.createChallenge());
    const res = await postReview(reviewsApp(handle.db), await reviewBody({ captchaToken: token }));
    expect(res.response.status).toBe(400);
    expect(res.error?.message).toBe("The captcha verification failed. Please verify again.");
  });

  it("refuses the widget's test-mode payload", async () => {
    // What <altcha-widget test> sends: a fake challenge without a server signature.
    const fake = Buffer.from(
      JSON.stringify({
        challenge: {
          parameters: { algorithm: "SHA-256", nonce: "test", salt: "test", cost: 1, keyLength: 32 },
        },
        solution: { counter: 1, derivedKey: "00" },
      }),
    ).toString("base64");
    const res = await postReview(reviewsApp(handle.db), await reviewBody({ captchaToken: fake }));
    expect(res.response.status).toBe(400);
    expect(await count("reviews")).toBe(0);
  });

  it("refuses garbage as a captcha token", async () => {
    const res = await postReview(
      reviewsApp(handle.db),
      await reviewBody({ captchaToken: "not-base64-json" }),
    );
    expect(res.response.status).toBe(400);
  });

  it("rate-limits per client address with 429 and Retry-After", async () => {
    const app = reviewsApp(handle.db, { limitReviewsPerHour: 2 });
    for (let i = 0; i < 2; i++) expect((await postReview(app, await reviewBody())).response.status).toBe(201);
    const third = await postReview(app, await reviewBody());
    expect(third.response.status).toBe(429);
    expect(Number(third.response.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await postReview(app, await reviewBody(), { "x-forwarded-for": "198.51.100.9" });
    expect(elsewhere.response.status).toBe(201);
  });

  it("makes a retried submit with the same Idempotency-Key harmless", async () => {
    const app = reviewsApp(handle.db);
    const key = randomUUID();
    const b = await reviewBody();
    const first = await postReview(app, b, { "idempotency-key": key });
    const second = await postReview(app, b, { "idempotency-key": key });
    expect(first.response.status).toBe(201);
    expect(second.response.status).toBe(201);
    expect(second.response.headers.get("idempotent-replayed")).toBe("true");
    expect(await count("reviews")).toBe(1);
  });
});

describe("GET /api/reviews/approved", () => {
  it("lists approved reviews newest first with public fields only", async () => {
    const app = reviewsApp(handle.db);
    for (const name of ["First One", "Second One", "Third One"])
      expect((await postReview(app, await reviewBody({ name }))).response.status).toBe(201);
    const admin = await adminHeaders(app);
    const asAdmin = typedClient(app, admin);
    const { data: all } = await asAdmin.GET("/api/admin/reviews");
    for (const r of all?.data.filter((x) => x.name !== "Second One") ?? []) {
      const approve = { params: { path: { id: r.id, action: "approve" as const } } };
      expect((await asAdmin.PATCH("/api/admin/reviews/{id}/{action}", approve)).response.status).toBe(200);
    }
    const { data: approved } = await typedClient(app).GET("/api/reviews/approved");
    expect(approved?.data.map((r) => r.name)).toEqual(["Third One", "First One"]);
    expect(approved?.message).toBe("2 approved reviews");
    for (const r of approved?.data ?? [])
      expect(Object.keys(r).sort()).toEqual(["comment", "createdAt", "id", "name", "rating"]);
  });
});
