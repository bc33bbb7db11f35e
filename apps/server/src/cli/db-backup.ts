/**
 * `npm run db:backup [-- --out <folder>]`: a consistent backup of the site's database, taken while
 * the site runs (or not). Embedded mode (no DATABASE_URL): a physical copy of DATA_DIR/postgres through
 * PostgreSQL's base-backup API, with the WAL it needs and DATA_DIR's secret files. DATABASE_URL mode:
 * `pg_dump -Fc`. Default folder: ./backups/clinic-<UTC time>. Restore with `npm run db:restore`.
 * See docs/operations.md ("Backups and restore") and docs/decisions/0050.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, readEnvironment } from "../config/config";
import type { BackupManifest } from "../db/backup/backup-manifest";
import { backupEmbedded } from "../db/backup/embedded-backup";
import { backupWithPgDump } from "../db/backup/pg-dump-backup";
import { createDatabase } from "../db/client";
import { recordBackup } from "../db/operations-notes-repository";
import { createLogger } from "../logger";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } }, allowPositionals: false });
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(problem);
      return 1;
    }
    throw error;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.resolve(values.out ?? path.join("backups", `clinic-${stamp}`));
  const log = (line: string) => console.error(line);
  if (config.DATABASE_URL) {
    const manifest = await backupWithPgDump(config.DATABASE_URL, outDir, log, config.PG_BIN_DIR);
    await noteBackup(config.DATABASE_URL, manifest, outDir);
    console.error(
      "APP_SECRET is not in this backup (it is set in your environment): keep it with the backup.",
    );
  } else {
    await backupEmbedded(config.dataDir, outDir, log, (url, manifest) => noteBackup(url, manifest, outDir));
    console.error(
      "The backup holds DATA_DIR's secret files (app-secret, postgres-password): keep it private.",
    );
  }
  console.log(outDir);
  return 0;
}

/** Noted in the site's database: the going-live check warns when none is younger than a day. */
async function noteBackup(databaseUrl: string, manifest: BackupManifest, folder: string): Promise<void> {
  const database = createDatabase(databaseUrl, createLogger("error"), 1);
  try {
    await recordBackup(database.db, { at: manifest.createdAt, kind: manifest.kind, folder });
  } catch (error) {
    // The backup itself is complete; only the note for `npm run preflight` is missing.
    console.error(
      `The backup is complete, but could not be noted in the database: ${(error as Error).message}`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exitCode = 1;
  },
);
