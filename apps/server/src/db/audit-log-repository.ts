import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "./client";
import { auditLog } from "./schema/audit-log";

export type AuditEntry = {
  actor: string;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/** A database or an open transaction: write the entry in the same transaction as the change. */
type Executor = Pick<Database, "insert">;

export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

export async function listAuditEntries(
  db: Database,
  filter: { entity?: string; entityId?: string; limit?: number },
) {
  const conditions = [
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit ?? 50);
}

export type AuditPageFilter = {
  entity?: string;
  /** Days (YYYY-MM-DD) in `tz`, both inclusive. */
  from?: string;
  to?: string;
  tz: string;
  limit: number;
  offset: number;
};

/**
 * One page of the log, newest first, and how many entries match (read-only: this module has no
 * update or delete of audit rows). Day bounds are local midnights of `tz` turned into instants.
 */
export async function pageAuditEntries(db: Database, f: AuditPageFilter) {
  const conditions = [
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.from ? sql`${auditLog.at} >= ${f.from}::date::timestamp at time zone ${f.tz}` : undefined,
    f.to ? sql`${auditLog.at} < (${f.to}::date + 1)::timestamp at time zone ${f.tz}` : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select({
        ...getTableColumns(auditLog),
        // Who the actor's email belongs to on the staff (issue 34); a removed member keeps their name.
        actorName: sql<string | null>`(select s.name from staff s where s.email = ${auditLog.actor}
          order by s.removed_at desc nulls first limit 1)`,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Every entity on record, for the view's kind filter. */
export async function auditEntities(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}
