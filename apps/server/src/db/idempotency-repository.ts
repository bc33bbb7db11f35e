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

/** The booking or patient record an answer is about (decision 0116): its erasure replaces the answer. */
export type KeySubject = { bookingId?: string | undefined; patientId?: string | undefined };

const subjectColumns = (subject: KeySubject | undefined) => ({
  bookingId: subject?.bookingId ?? null,
  patientId: subject?.patientId ?? null,
});

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

export async function saveKey(
  tx: Tx,
  operation: string,
  key: string,
  answer: StoredAnswer,
  subject?: KeySubject,
): Promise<void> {
  const row = { ...answer, ...subjectColumns(subject), createdAt: new Date() };
  await tx
    .insert(idempotencyKeys)
    .values({ operation, key, ...row })
    .onConflictDoUpdate({ target: [idempotencyKeys.operation, idempotencyKeys.key], set: row });
}

/**
 * Claims a key for a request whose work runs outside any transaction of the key's (decision 0085): a row
 * with status 0 marks it as running. Taken over when it is older than `staleBefore` and still running (its
 * server stopped mid-way), or older than `keptSince`. True when this request holds the claim.
 */
export async function claimKeyRow(
  db: Queryable,
  row: { operation: string; key: string; requestHash: string; subject?: KeySubject | undefined },
  staleBefore: Date,
  keptSince: Date,
): Promise<boolean> {
  const now = new Date();
  const claim = { requestHash: row.requestHash, responseStatus: 0, responseBody: {}, createdAt: now };
  const subject = subjectColumns(row.subject);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ operation: row.operation, key: row.key, ...claim, ...subject })
    .onConflictDoUpdate({
      target: [idempotencyKeys.operation, idempotencyKeys.key],
      set: { ...claim, ...subject },
      setWhere: sql`(${idempotencyKeys.responseStatus} = 0 and ${idempotencyKeys.createdAt} < ${staleBefore.toISOString()})
        or ${idempotencyKeys.createdAt} < ${keptSince.toISOString()}`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The key's row while its request is still running (status 0: no answer stored yet). */
const stillRunning = (operation: string, key: string) =>
  and(
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.responseStatus, 0),
  );

/** Stores the answer of a claimed key (still running); the claim is this request's. */
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

/**
 * Replaces every stored answer about a record (its bookings, the patient and the records merged into
 * it) by `replacement`, in the erasure's transaction (decision 0116). A claim still running (status 0)
 * holds no answer yet and is left to finish; an answer replaced before stays as it is. Answers how
 * many were replaced.
 */
export async function replaceAnswersOfRecord(
  tx: Tx,
  record: { patientId: string | undefined; bookingIds: string[] },
  replacement: { responseStatus: number; responseBody: unknown },
): Promise<number> {
  const bookingIds = record.bookingIds.length > 0 ? record.bookingIds : [""];
  const result = await tx.execute<{ n: number }>(sql`
    with recursive merged(id) as (
      select ${record.patientId ?? ""}::text
      union select p.id from patients p join merged m on p.merged_into = m.id
    ), replaced as (
      update idempotency_keys set response_status = ${replacement.responseStatus}::int,
        response_body = ${JSON.stringify(replacement.responseBody)}::jsonb
      where response_status not in (0, ${replacement.responseStatus}::int) and (booking_id in (${sql.join(
        bookingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) or patient_id in (select id from merged))
      returning 1
    )
    select count(*)::int as n from replaced`);
  return Number(result.rows[0]?.n ?? 0);
}
