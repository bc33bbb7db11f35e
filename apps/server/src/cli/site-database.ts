import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/config";
import { acquireDataDirLock } from "../data-dir/data-dir-lock";
import { runningEmbeddedPostgres } from "../db/backup/embedded-backup";
import { createDatabase, type Database } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded/embedded-postgres";
import { runMigrations } from "../db/migrate";
import { createLogger } from "../logger";

/**
 * The site's database for a command, whether or not the site runs: DATABASE_URL; else the embedded
 * PostgreSQL the running server started on DATA_DIR (its port from postmaster.pid, as `db:backup`
 * finds it); else that database started for the command, holding the DATA_DIR lock so no server
 * starts meanwhile. Each step's undo is pushed on `undo`, to run in reverse.
 */
export async function openSiteDatabase(config: Config, undo: Array<() => Promise<void>>): Promise<Database> {
  const log = createLogger("error");
  let url = config.DATABASE_URL;
  if (!url) {
    const running = await runningEmbeddedPostgres(config.dataDir);
    if (running) {
      const password = (await readFile(path.join(config.dataDir, "postgres-password"), "utf8")).trim();
      url = `postgres://clinic:${encodeURIComponent(password)}@127.0.0.1:${running.port}/clinic`;
    } else {
      await mkdir(config.dataDir, { recursive: true });
      const lock = await acquireDataDirLock(config.dataDir);
      undo.push(() => lock.release());
      const embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log,
        startTimeoutMs: config.DATABASE_START_TIMEOUT_SECONDS * 1000,
      });
      undo.push(() => embedded.stop());
      url = embedded.connectionString;
    }
  }
  await runMigrations(url);
  const database = createDatabase(url, log, 2);
  undo.push(() => database.close());
  return database.db;
}
