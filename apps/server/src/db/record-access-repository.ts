import { toWhatsAppNumber } from "@clinic/contract/whatsapp";
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { recordAccessCodes, recordSessions } from "./schema/record-access";
import type { Queryable, Tx } from "./transaction";

/* The one-time codes and record sessions of record access (decision 0113). */

export type RecordAccessCodeRow = typeof recordAccessCodes.$inferSelect;
export type RecordSessionRow = typeof recordSessions.$inferSelect;

/** Stores a new code for the booking and ends every code it asked for before (one code works at a time). */
export async function replaceCode(tx: Tx, row: typeof recordAccessCodes.$inferInsert, at: Date) {
  await tx
    .update(recordAccessCodes)
    .set({ endedAt: at, endReason: "replaced" })
    .where(and(eq(recordAccessCodes.bookingId, row.bookingId), isNull(recordAccessCodes.endedAt)));
  await tx.insert(recordAccessCodes).values(row);
}

/** The booking's newest code, locked: two tries at once are counted one after the other. */
export async function lockNewestCode(tx: Tx, bookingId: string): Promise<RecordAccessCodeRow | undefined> {
  const rows = await tx
    .select()
    .from(recordAccessCodes)
    .where(eq(recordAccessCodes.bookingId, bookingId))
    .orderBy(desc(recordAccessCodes.createdAt))
    .limit(1)
    .for("update");
  return rows[0];
}

/** Counts one wrong try; the last allowed one ends the code. Answers the tries made. */
export async function countWrongAttempt(tx: Tx, id: string, allowed: number, at: Date): Promise<number> {
  const rows = await tx
    .update(recordAccessCodes)
    .set({
      wrongAttempts: sql`${recordAccessCodes.wrongAttempts} + 1`,
      endedAt: sql`case when ${recordAccessCodes.wrongAttempts} + 1 >= ${allowed} then ${at.toISOString()}::timestamptz end`,
      endReason: sql`case when ${recordAccessCodes.wrongAttempts} + 1 >= ${allowed} then 'attempts' end`,
    })
    .where(eq(recordAccessCodes.id, id))
    .returning({ wrongAttempts: recordAccessCodes.wrongAttempts });
  return rows[0]?.wrongAttempts ?? allowed;
}

export async function endCode(tx: Tx, id: string, reason: "used", at: Date): Promise<void> {
  await tx
    .update(recordAccessCodes)
    .set({ endedAt: at, endReason: reason })
    .where(eq(recordAccessCodes.id, id));
}

export async function insertRecordSession(tx: Tx, row: typeof recordSessions.$inferInsert): Promise<void> {
  await tx.insert(recordSessions).values(row);
}

/** A session still running for this booking, by its token's hash. */
export async function findLiveSession(
  db: Queryable,
  tokenHash: string,
  bookingId: string,
  now: Date,
): Promise<RecordSessionRow | undefined> {
  const rows = await db
    .select()
    .from(recordSessions)
    .where(
      and(
        eq(recordSessions.tokenHash, tokenHash),
        eq(recordSessions.bookingId, bookingId),
        gt(recordSessions.expiresAt, now),
      ),
    );
  return rows[0];
}

/** Ends a record's sessions (its contact details changed or it was erased: the proof no longer holds). */
export async function endSessionsOfRecord(db: Queryable, patientId: string): Promise<void> {
  await db.delete(recordSessions).where(eq(recordSessions.patientId, patientId));
}

/** Codes and sessions that can never be used again, kept a day for the audit trail's sake, then deleted. */
export async function pruneRecordAccess(db: Queryable, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const codes = await db
    .delete(recordAccessCodes)
    .where(or(lt(recordAccessCodes.expiresAt, dayAgo), lt(recordAccessCodes.endedAt, dayAgo)));
  const sessions = await db.delete(recordSessions).where(lt(recordSessions.expiresAt, now));
  return (codes.rowCount ?? 0) + (sessions.rowCount ?? 0);
}

/**
 * An erased record's access ends (decision 0113): its sessions and codes go, and so do the code and
 * contact-change messages sent to its phones without a booking (those with one go with the booking's).
 */
export async function removeAccessOfRecord(
  db: Queryable,
  patientId: string | undefined,
  bookingIds: string[],
  phones: string[],
): Promise<void> {
  const ids = bookingIds.length ? bookingIds : [""];
  await db
    .delete(recordSessions)
    .where(or(inArray(recordSessions.bookingId, ids), eq(recordSessions.patientId, patientId ?? "")));
  await db
    .delete(recordAccessCodes)
    .where(or(inArray(recordAccessCodes.bookingId, ids), eq(recordAccessCodes.patientId, patientId ?? "")));
  // The outbox holds numbers in E.164; a record keeps its phone as digits (decision 0099).
  const numbers = [...new Set(phones.map((p) => toWhatsAppNumber(p.startsWith("+") ? p : `+${p}`) ?? p))];
  if (numbers.length > 0)
    await db.execute(sql`
      delete from whatsapp_outbox where booking_id is null
        and (kind like 'record-access-code:%' or kind like 'contact-changed:%')
        and to_phone in (${sql.join(
          numbers.map((p) => sql`${p}`),
          sql`, `,
        )})`);
}
