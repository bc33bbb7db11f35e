import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { prepareStart, startBackgroundWork } from "../src/booking-module";
import { loadConfig } from "../src/config/config";
import { startJobRunner } from "../src/jobs/job-runner";
import { createLogger } from "../src/logger";
import { testAppSecret } from "./support/auth-test-app";
import { bookingBody, makeSlots, postJson, slotIdsOf } from "./support/booking-fixtures";
import { fullTestApp, solvedToken } from "./support/full-test-app";
import { openFreshDatabase } from "./support/test-database";

/*
 * Background work on the job queue (issue 31; decision 0119). Before it, one loop ran every step in
 * turn and counted its ticks in its last statement: a step that kept failing (a refund provider down)
 * kept reminders, retention and pruning from ever running. Now each job has its own queue.
 */

let handle: Awaited<ReturnType<typeof openFreshDatabase>>;
beforeAll(async () => {
  handle = await openFreshDatabase();
});
afterAll(() => handle.close());

const q = async (text: string, values: unknown[] = []) => (await handle.pool.query(text, values)).rows;

it("a job failing on every run is retried, dead-lettered and counted, while every other runs on schedule", async () => {
  const config = loadConfig({
    SEED_DEMO: "false",
    DATA_DIR: "/tmp/clinic-job-queue-test",
    APP_SECRET: testAppSecret,
    REMINDER_HOURS: "720",
  });
  const log = createLogger("silent");
  // A hold that has expired, and a paid booking whose reminder is due (REMINDER_HOURS 720: 30 days).
  const { app } = fullTestApp(handle.db);
  const slots = await makeSlots(handle.db, 2);
  const ids = await slotIdsOf(app, slots[0]?.dateKey ?? "");
  const held = await postJson(
    app,
    "/api/public/bookings",
    bookingBody(ids[0] as string, await solvedToken()),
  );
  const hold = ((await held.json()) as { data: { bookingId: string } }).data;
  await q("update bookings set hold_expires_at = now() - interval '1 second' where id = $1", [
    hold.bookingId,
  ]);
  const paid = await postJson(
    app,
    "/api/public/bookings",
    bookingBody(ids[1] as string, await solvedToken()),
  );
  const { bookingId, orderId } = ((await paid.json()) as { data: { bookingId: string; orderId: string } })
    .data;
  await postJson(app, `/api/public/bookings/${bookingId}/payments/verify`, {
    razorpay_payment_id: "pay_dummy_test",
    razorpay_order_id: orderId,
    razorpay_signature: "dummy_signature",
  });
  await q("delete from email_outbox where kind like 'reminder-%'");

  // The real jobs, and beside them one that fails on every run.
  const prepared = await prepareStart(handle.db, config, log, testAppSecret);
  let tries = 0;
  const failing = await startJobRunner({
    pool: handle.pool,
    log,
    jobs: [
      {
        name: "test.always-fails",
        everySeconds: 1,
        retryLimit: 2,
        retryDelaySeconds: 1,
        expireInSeconds: 30,
        pollSeconds: 0.5,
        async run() {
          tries++;
          throw new Error("the provider is down");
        },
      },
    ],
  });
  const work = await startBackgroundWork(prepared, config, log, handle.pool);
  try {
    await vi.waitFor(
      async () => {
        expect(failing.counts()["test.always-fails"]?.dead).toBeGreaterThanOrEqual(1);
        expect((await q("select status from bookings where id = $1", [hold.bookingId]))[0].status).toBe(
          "EXPIRED",
        );
        expect(await q("select count(*)::int as n from email_outbox where kind like 'reminder-%'")).toEqual([
          { n: 1 },
        ]);
        expect(work.counts()["holds.expire"]?.completed).toBeGreaterThanOrEqual(2);
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(tries).toBeGreaterThanOrEqual(3);
    expect(failing.counts()["test.always-fails"]?.completed).toBe(0);
    // The reminder, queued in its transaction with a delivery job, went out through the queue.
    await vi.waitFor(
      async () =>
        expect(
          await q("select status from email_outbox where kind like 'reminder-%' and status = 'sent'"),
        ).toHaveLength(1),
      { timeout: 30_000, interval: 250 },
    );
  } finally {
    await Promise.all([work.stop(), failing.stop()]);
  }
}, 120_000);
