import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Config, ConfigError, loadConfig, readEnvironment } from "../config/config";
import { acquireDataDirLock } from "../data-dir/data-dir-lock";
import { runningEmbeddedPostgres } from "../db/backup/embedded-backup";
import { createDatabase, type Database } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded/embedded-postgres";
import { runMigrations } from "../db/migrate";
import { createLogger } from "../logger";
import { DomainError } from "../services/domain-error";

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

/**
 * A command's whole run on the site's database: the configuration read (its problems printed), the
 * database opened, `work` done, everything closed in reverse. A refusal (DomainError) prints its
 * message; anything else prints "Could not <failing>: …". The exit code is `work`'s, or 1.
 */
export function runOnSiteDatabase(
  failing: string,
  work: (db: Database, config: Config) => Promise<number>,
): void {
  const run = async (): Promise<number> => {
    let config: Config;
    try {
      config = loadConfig(readEnvironment());
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      for (const problem of error.problems) console.error(problem);
      return 1;
    }
    const undo: Array<() => Promise<void>> = [];
    try {
      return await work(await openSiteDatabase(config, undo), config);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      console.error(error.message);
      return 1;
    } finally {
      for (const step of undo.reverse()) await step().catch(() => undefined);
    }
  };
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (error: Error) => {
      console.error(`Could not ${failing}: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
