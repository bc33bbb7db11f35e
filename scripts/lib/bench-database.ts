import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../../apps/server/src/db/client";
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from "../../apps/server/src/db/embedded/embedded-postgres";
import { runMigrations } from "../../apps/server/src/db/migrate";

/**
 * A fresh, migrated database named `name` for a benchmark: on BENCH_DATABASE_URL's server (whose
 * `postgres` database is used to create it) or on an embedded PostgreSQL in a throwaway folder.
 * `close()` closes the pool and removes what was started.
 */
export async function openBenchDatabase(
  name: string,
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), `${name.replaceAll("_", "-")}-`));
    embedded = await startEmbeddedPostgres({ dataDir, log: { info() {}, warn() {} } });
    serverUrl = embedded.connectionString;
  }
  const withDb = (database: string) => {
    const u = new URL(serverUrl as string);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = new pg.Client({ connectionString: withDb("postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  await runMigrations(withDb(name));
  const handle = createDatabase(withDb(name), { info() {}, warn() {}, error() {} } as never, 10);
  return {
    handle,
    async close() {
      await handle.close();
      await embedded?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
