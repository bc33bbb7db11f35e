import { and, eq, sql } from "drizzle-orm";
import { idempotencyKeys } from "./schema/booking";
import type { Queryable, Tx } from "./transaction";

/** Transaction-scoped lock on (operation, key); false when another request holds it. */
export async function tryLockKey(tx: Tx, operation: string, key: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`${operation}:${key}`}, 0)) as locked`,
  );
  return result.rows[0]?.locked === true;
}

export type StoredAnswer = { requestHash: string; responseStatus: number; responseBody: unknown };

export async function findKey(
  tx: Queryable,
  operation: string,
  key: string,
  keptSince: Date,
): Promise<StoredAnswer | undefined> {
  const rows = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} >= ${keptSince.toISOString()}`,
      ),
    );
  return rows[0];
}

export async function saveKey(tx: Tx, operation: string, key: string, answer: StoredAnswer): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ operation, key, ...answer, createdAt: new Date() })
    .onConflictDoUpdate({
      target: [idempotencyKeys.operation, idempotencyKeys.key],
      set: { ...answer, createdAt: new Date() },
    });
}

/**
 * Claims a key for a request whose work runs outside any transaction of the key's (decision 0085): a row
 * with status 0 marks it as running. Taken over when it is older than `staleBefore` and still running (its
 * server stopped mid-way), or older than `keptSince`. True when this request holds the claim.
 */
export async function claimKeyRow(
  db: Queryable,
  row: { operation: string; key: string; requestHash: string },
  staleBefore: Date,
  keptSince: Date,
): Promise<boolean> {
  const now = new Date();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...row, responseStatus: 0, responseBody: {}, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.operation, idempotencyKeys.key],
      set: { requestHash: row.requestHash, responseStatus: 0, responseBody: {}, createdAt: now },
      setWhere: sql`(${idempotencyKeys.responseStatus} = 0 and ${idempotencyKeys.createdAt} < ${staleBefore.toISOString()})
        or ${idempotencyKeys.createdAt} < ${keptSince.toISOString()}`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Stores the answer of a claimed key (still running); the claim is this request's. */
/** The key's row while its request is still running (status 0: no answer stored yet). */
const stillRunning = (operation: string, key: string) =>
  and(
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.responseStatus, 0),
  );

export async function completeKeyRow(
  db: Queryable,
  operation: string,
  key: string,
  answer: { responseStatus: number; responseBody: unknown },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(stillRunning(operation, key));
}

/** Drops a claim that is still running, so the key may be used again. */
export async function releaseKeyRow(db: Queryable, operation: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(stillRunning(operation, key));
}

/** Frees a key, so the same request may be made again with it. */
export async function forgetKey(db: Queryable, operation: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key)));
}

export async function deleteOldKeys(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${before.toISOString()}`)
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
