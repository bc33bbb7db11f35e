import { readSettings, writeSetting } from "./settings-repository";
import type { Queryable } from "./transaction";

/**
 * What the going-live check (services/preflight) needs to know about how the site is run, noted in the
 * database rather than in DATA_DIR so that every server on one database, the admin dashboard and
 * `npm run preflight` see the same: the last backup `npm run db:backup` took, and when a request last
 * came through a proxy (X-Forwarded-For) that TRUST_PROXY did not trust. Kept in the settings table
 * under keys of their own; nothing in the admin panel edits them.
 */
const lastBackupKey = "operations.last_backup";
const untrustedForwardKey = "operations.untrusted_forwarded_for";

export type BackupNote = { at: string; kind: "embedded-physical" | "pg_dump"; folder: string };
export type OperationsNotes = { lastBackup?: BackupNote; untrustedForwardedForAt?: Date };

export async function recordBackup(db: Queryable, note: BackupNote): Promise<void> {
  await writeSetting(db, lastBackupKey, note, new Date(note.at));
}

export async function recordUntrustedForwardedFor(db: Queryable, at: Date): Promise<void> {
  await writeSetting(db, untrustedForwardKey, { at: at.toISOString() }, at);
}

export async function readOperationsNotes(db: Queryable): Promise<OperationsNotes> {
  const rows = await readSettings(db, [lastBackupKey, untrustedForwardKey]);
  const backup = rows.get(lastBackupKey)?.value as BackupNote | undefined;
  const forwarded = rows.get(untrustedForwardKey);
  return {
    ...(backup?.at ? { lastBackup: backup } : {}),
    ...(forwarded ? { untrustedForwardedForAt: forwarded.updatedAt } : {}),
  };
}
