import { z } from "zod";
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

const backupNoteSchema = z.object({
  at: z.string().min(1),
  kind: z.enum(["embedded-physical", "pg_dump"]),
  folder: z.string(),
});
export type BackupNote = z.output<typeof backupNoteSchema>;
export type OperationsNotes = { lastBackup?: BackupNote; untrustedForwardedForAt?: Date };

export async function recordBackup(db: Queryable, note: BackupNote): Promise<void> {
  await writeSetting(db, lastBackupKey, note, new Date(note.at));
}

export async function recordUntrustedForwardedFor(db: Queryable, at: Date): Promise<void> {
  await writeSetting(db, untrustedForwardKey, { at: at.toISOString() }, at);
}

export async function readOperationsNotes(db: Queryable): Promise<OperationsNotes> {
  const rows = await readSettings(db, [lastBackupKey, untrustedForwardKey]);
  // A note that does not read (written by another release) is as if no backup was noted.
  const backup = backupNoteSchema.safeParse(rows.get(lastBackupKey)?.value);
  const forwarded = rows.get(untrustedForwardKey);
  return {
    ...(backup.success ? { lastBackup: backup.data } : {}),
    ...(forwarded ? { untrustedForwardedForAt: forwarded.updatedAt } : {}),
  };
}
