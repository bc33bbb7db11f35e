import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "./client";
import { adminSessions, authOneTimeUses } from "./schema/auth";

export type SessionRow = typeof adminSessions.$inferSelect;
export type NewSession = Omit<typeof adminSessions.$inferInsert, "createdAt" | "lastSeenAt" | "endedAt">;

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(adminSessions).values(session);
}

/** A live session: not ended, before its absolute expiry and used within the idle window. */
export async function findLiveSession(
  db: Database,
  idHash: string,
  idleSeconds: number,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.idHash, idHash),
        isNull(adminSessions.endedAt),
        sql`${adminSessions.expiresAt} > now()`,
        sql`${adminSessions.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
      ),
    );
  return row;
}

/** Records activity, at most once a minute per session (keeps writes low). */
export async function touchSession(db: Database, idHash: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(eq(adminSessions.idHash, idHash), sql`${adminSessions.lastSeenAt} < now() - interval '1 minute'`),
    );
}

export async function endSession(db: Database, idHash: string): Promise<boolean> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(adminSessions.idHash, idHash), isNull(adminSessions.endedAt)))
    .returning({ idHash: adminSessions.idHash });
  return ended.length > 0;
}

/**
 * Records a one-time use. True the first time; false when it was used before (the primary key
 * makes this hold across servers).
 */
export async function recordOneTimeUse(
  db: Database,
  use: { idHash: string; kind: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(authOneTimeUses)
    .values(use)
    .onConflictDoNothing()
    .returning({ idHash: authOneTimeUses.idHash });
  return inserted.length > 0;
}

/**
 * Claims `idHash` for `seconds` unless a live claim exists, in one statement, so servers sharing the
 * database agree: the row is taken when new or expired, and only then answers true. The database's
 * clock decides, so servers with skewed clocks still wait the whole period.
 */
export async function claimForPeriod(
  db: Database,
  claim: { idHash: string; kind: string; seconds: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into auth_one_time_uses as u (id_hash, kind, used_at, expires_at)
    values (${claim.idHash}, ${claim.kind}, now(), now() + make_interval(secs => ${claim.seconds}))
    on conflict (id_hash) do update set used_at = excluded.used_at, expires_at = excluded.expires_at
      where u.expires_at <= now()
    returning u.id_hash`);
  return result.rows.length > 0;
}

/** Gives a claim back (the email it guarded could not be sent). */
export async function releaseClaim(db: Database, idHash: string): Promise<void> {
  await db.delete(authOneTimeUses).where(eq(authOneTimeUses.idHash, idHash));
}

/** Forgets expired one-time uses and sessions that ended or expired over a day ago. */
export async function deleteExpiredAuthRows(db: Database): Promise<void> {
  await db.delete(authOneTimeUses).where(lt(authOneTimeUses.expiresAt, sql`now() - interval '1 day'`));
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, sql`now() - interval '1 day'`),
        lt(adminSessions.endedAt, sql`now() - interval '1 day'`),
      ),
    );
}
