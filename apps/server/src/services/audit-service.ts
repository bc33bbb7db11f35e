import type { AuditEntryView, AuditPage, AuditQuery } from "@clinic/contract/admin-audit";
import {
  type AuditEntry,
  auditEntities,
  insertAuditEntry,
  listAuditEntries,
  pageAuditEntries,
} from "../db/audit-log-repository";
import type { Database } from "../db/client";

/**
 * The audit log of admin changes. Services call `recordAudit` inside the transaction that makes
 * the change, so a change and its entry are stored together or not at all. Entries are only ever
 * added and read: nothing here (or anywhere in the app) edits or deletes one.
 */
export type { AuditEntry };

export function recordAudit(db: Parameters<typeof insertAuditEntry>[0], entry: AuditEntry): Promise<void> {
  return insertAuditEntry(db, entry);
}

export function recentAudit(
  db: Database,
  filter: { entity?: string; entityId?: string; limit?: number } = {},
) {
  return listAuditEntries(db, filter);
}

type StoredEntry = Awaited<ReturnType<typeof pageAuditEntries>>["rows"][number];

/** An entry as the view shows it: `details.before`/`details.after` lifted out, the rest kept. */
export function toAuditView(row: StoredEntry): AuditEntryView {
  const { before, after, ...rest } = row.details ?? {};
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    actorName: row.actorName ?? null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    details: row.details ? rest : null,
  };
}

/** GET /api/admin/audit: one page of the log, newest first (decision 0038). */
export async function auditPage(db: Database, q: AuditQuery, tz: string): Promise<AuditPage> {
  const [{ rows, total }, kinds] = await Promise.all([
    pageAuditEntries(db, {
      entity: q.kind,
      from: q.from,
      to: q.to,
      tz,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
    auditEntities(db),
  ]);
  return { items: rows.map(toAuditView), total, page: q.page, pageSize: q.pageSize, kinds, timezone: tz };
}
