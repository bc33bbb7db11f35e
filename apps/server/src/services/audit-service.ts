import { type AuditEntry, insertAuditEntry, listAuditEntries } from "../db/audit-log-repository";
import type { Database } from "../db/client";

/**
 * The audit log of admin changes. Services call `recordAudit` inside the transaction that makes
 * the change, so a change and its entry are stored together or not at all.
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
