import { and, desc, eq } from "drizzle-orm";
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
