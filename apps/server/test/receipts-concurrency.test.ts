import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../src/db/client";
import { nextReceiptSequence } from "../src/db/receipt-repository";
import { transaction } from "../src/db/transaction";
import type { CaptchaVerifier } from "../src/integrations/captcha/altcha-captcha";
import { bookingApp, bookingBody, makeSlots, postJson, slotIdsOf } from "./support/booking-fixtures";
import { openWorkerDatabase, resetDatabase, workerDatabaseUrl } from "./support/test-database";

/**
 * Decision 0105: receipt numbers are consecutive per financial year, never reused or skipped, with
 * two servers (two apps, each with its own connection pool, on one database) and retries.
 * RECEIPT_CONCURRENCY_PAYMENTS lowers the count where the machine is slow.
 */
const payments = Number(process.env.RECEIPT_CONCURRENCY_PAYMENTS ?? 200);
const acceptAll: CaptchaVerifier = {
  provider: "altcha",
  createChallenge: () => Promise.reject(new Error("not used")),
  check: async (token) => ({ ok: true, challengeId: token ?? "", expiresAt: new Date(Date.now() + 600_000) }),
};
const options = { captcha: acceptAll, LIMIT_HELD_SLOTS_PERCENT: 0 };

let handle: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
  second = createDatabase(await workerDatabaseUrl(), { warn() {} }, 4);
});
afterAll(async () => {
  await second.close();
  await handle.close();
});
beforeEach(() => resetDatabase(handle));

/** Runs `work` over `items` with at most `width` in flight. */
async function inParallel<T>(items: T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i] as T, i);
      }
    }),
  );
}

describe("receipt numbering under concurrency", () => {
  it(`${payments} payments through two servers, each reported twice: numbers 1..${payments}, no gap, no repeat`, async () => {
    const servers = [bookingApp(handle.db, options).app, bookingApp(second.db, options).app];
    const slots = await makeSlots(handle.db, payments);
    const ids = (
      await Promise.all(
        [...new Set(slots.map((s) => s.dateKey))].map((d) => slotIdsOf(servers[0] as (typeof servers)[0], d)),
      )
    ).flat();
    expect(ids).toHaveLength(payments);
    const holds: Array<{ bookingId: string; orderId: string }> = [];
    await inParallel(ids, 8, async (slotId, i) => {
      const person = {
        name: `P${i}`,
        email: `p${i}@example.com`,
        phone: `+91${9_000_000_000 + i}`,
        timezone: "UTC",
      };
      const res = await postJson(
        servers[i % 2] as (typeof servers)[0],
        "/api/public/bookings",
        bookingBody(slotId, `t-${i}`, { user: person }),
        {
          "x-forwarded-for": `10.0.${Math.floor(i / 250)}.${i % 250}`,
        },
      );
      expect(res.status).toBe(201);
      holds.push(((await res.json()) as { data: { bookingId: string; orderId: string } }).data);
    });
    // Each payment is reported to both servers at once (the browser's verify and a retry).
    await inParallel(holds, 8, async (hold) => {
      const proof = {
        razorpay_payment_id: "pay_dummy_test",
        razorpay_order_id: hold.orderId,
        razorpay_signature: "dummy_signature",
      };
      const answers = await Promise.all(
        servers.map((app) => postJson(app, `/api/public/bookings/${hold.bookingId}/payments/verify`, proof)),
      );
      // The report that loses the race is told "changed meanwhile, try again" (409 booking_changed);
      // its retry is answered with the same paid booking and issues nothing new.
      for (const [i, answer] of answers.entries()) {
        if (answer.status === 200) continue;
        expect(((await answer.json()) as { code: string }).code).toBe("booking_changed");
        const retry = await postJson(
          servers[i] as (typeof servers)[0],
          `/api/public/bookings/${hold.bookingId}/payments/verify`,
          proof,
        );
        expect(retry.status).toBe(200);
      }
    });
    const { rows } = await handle.db.execute<{ sequence: number; number: string; booking_id: string }>(
      sql`select sequence, number, booking_id from receipts where kind = 'receipt' order by sequence`,
    );
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: payments }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(payments);
    expect(new Set(rows.map((r) => r.booking_id)).size).toBe(payments);
    for (const r of rows) expect(r.number.length).toBeLessThanOrEqual(16);
  }, 300_000);

  it("a rolled-back payment gives its number back: the next one takes it", async () => {
    const taken = await transaction(handle.db, (tx) => nextReceiptSequence(tx, "REC", "26-27"));
    await expect(
      transaction(handle.db, async (tx) => {
        expect(await nextReceiptSequence(tx, "REC", "26-27")).toBe(taken + 1);
        throw new Error("the payment's transaction fails after its number was taken");
      }),
    ).rejects.toThrow("fails");
    expect(await transaction(second.db, (tx) => nextReceiptSequence(tx, "REC", "26-27"))).toBe(taken + 1);
    // Each series and year counts on its own.
    expect(await transaction(second.db, (tx) => nextReceiptSequence(tx, "REC", "27-28"))).toBe(1);
    expect(await transaction(second.db, (tx) => nextReceiptSequence(tx, "RECCN", "26-27"))).toBe(1);
  });
});
