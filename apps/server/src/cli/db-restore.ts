/**
 * `npm run db:restore -- <backup folder>`: puts a backup made by `npm run db:backup` back.
 * Stop the site first. Embedded mode (no DATABASE_URL): DATA_DIR/postgres and the secret files are moved
 * aside (kept as *.before-restore-<time>), the backup is copied in and started once to replay its WAL;
 * refused while a server runs on DATA_DIR. DATABASE_URL mode: `pg_restore --clean --single-transaction`
 * into that database (stop every server instance first). See docs/operations.md and docs/decisions/0050.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, readEnvironment } from "../config/config";
import { restoreEmbedded } from "../db/backup/embedded-backup";
import { restoreWithPgRestore } from "../db/backup/pg-dump-backup";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { from: { type: "string" } },
    allowPositionals: true,
  });
  const from = values.from ?? positionals[0];
  if (!from) {
    console.error("Which backup? npm run db:restore -- backups/clinic-<time>");
    return 1;
  }
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
  const backupDir = path.resolve(from);
  const log = (line: string) => console.error(line);
  if (config.DATABASE_URL) {
    await restoreWithPgRestore(backupDir, config.DATABASE_URL, log, config.PG_BIN_DIR);
  } else {
    const { movedAside } = await restoreEmbedded(backupDir, config.dataDir, log);
    if (movedAside.length > 0)
      console.error(`The previous data is kept in ${movedAside.join(", ")}; delete it once the site works.`);
  }
  console.error("Restored. Start the site.");
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exitCode = 1;
  },
);
