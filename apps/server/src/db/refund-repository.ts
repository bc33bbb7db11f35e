import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { forgetKey } from "./idempotency-repository";
import { idempotencyKeys } from "./schema/booking";
import type { Queryable } from "./transaction";

/**
 * Refunds made for late payments, one per payment id (kept with the idempotency keys under the
 * operation "refund", so as long as they are: 48 h, longer than a provider retries a webhook).
 */
export async function recordRefund(db: Queryable, paymentId: string, amount: number): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({
      operation: "refund",
      key: paymentId,
      requestHash: "",
      responseStatus: 200,
      responseBody: { amount },
      createdAt: new Date(),
    })
    .onConflictDoNothing();
}

/**
 * A refund owed (a cancelled paid booking, or a late payment whose slot was taken), written in the
 * cancellation's (or payment's) transaction and made after its commit (decisions 0061, 0067);
 * cleared once the refund is recorded. Kept with the keys under the operation "refund-pending";
 * each claim renews it, so pruning never drops one.
 */
export async function markRefundPending(
  db: Queryable,
  refund: { paymentId: string; bookingId: string; amount: number },
): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({
      operation: "refund-pending",
      key: refund.paymentId,
      requestHash: "",
      responseStatus: 202,
      responseBody: { bookingId: refund.bookingId, amount: refund.amount },
      createdAt: new Date(),
    })
    .onConflictDoNothing();
}

/**
 * The first attempt at an owed refund takes it (202 → 102, `created_at` now: the jobs leave it
 * alone for their rest period); false when another request took it already.
 */
export async function claimRefundPending(db: Queryable, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ responseStatus: 102, createdAt: new Date() })
    .where(
      and(
        eq(idempotencyKeys.operation, "refund-pending"),
        eq(idempotencyKeys.key, paymentId),
        eq(idempotencyKeys.responseStatus, 202),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function clearRefundPending(db: Queryable, paymentId: string): Promise<void> {
  await forgetKey(db, "refund-pending", paymentId);
}

/** Owed refunds untouched since `staleBefore`, each claimed for one server (a lease, SKIP LOCKED). */
export async function claimPendingRefunds(
  db: Database,
  staleBefore: Date,
  limit = 10,
): Promise<Array<{ paymentId: string; bookingId: string; amount: number }>> {
  const result = await db.execute<{ key: string; response_body: { bookingId: string; amount: number } }>(sql`
    update idempotency_keys k set created_at = now()
    from (
      select operation, key from idempotency_keys
      where operation = 'refund-pending' and created_at < ${staleBefore.toISOString()}
      order by created_at
      limit ${limit}
      for update skip locked
    ) due
    where k.operation = due.operation and k.key = due.key
    returning k.key, k.response_body`);
  return result.rows.map((r) => ({
    paymentId: r.key,
    bookingId: r.response_body.bookingId,
    amount: Number(r.response_body.amount),
  }));
}

export async function wasRefunded(db: Queryable, paymentId: string): Promise<boolean> {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.operation, "refund"), eq(idempotencyKeys.key, paymentId)));
  return rows.length > 0;
}
