import pg from "pg";
import { inject } from "vitest";
import { ensureDefaultKind } from "../../src/db/appointment-kind-repository";
import { createDatabase, type DatabaseHandle } from "../../src/db/client";
import { ensureShippedExercises } from "../../src/db/exercise-repository";
import { ensureShippedTemplates } from "../../src/db/session-note-repository";
import { templateDatabase, withDatabase, workerDatabase } from "./database-names";

/**
 * This worker's own database, copied from the migrated template on first use and
 * emptied by `resetDatabase` between tests.
 */
export async function workerDatabaseUrl(): Promise<string> {
  const serverUrl = inject("testServerUrl");
  const name = workerDatabase();
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}" template ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

const silent = { warn() {} };

export async function openWorkerDatabase(): Promise<DatabaseHandle> {
  return createDatabase(await workerDatabaseUrl(), silent, 4);
}

/** Empties every application table (the migrations journal stays). */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const { rows } = await handle.pool.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
  );
  if (rows.length > 0)
    await handle.pool.query(`truncate ${rows.map((r) => r.name).join(", ")} restart identity cascade`);
  // The default appointment kind is the migration's row, which the server relies on: made again, and
  // the shipped session note templates, which a start stores.
  await ensureDefaultKind(handle.db);
  await ensureShippedExercises(handle.db);
  await ensureShippedTemplates(handle.db);
}

let freshCount = 0;

/**
 * A database of this file's own, copied from the migrated template and dropped at close
 * (for suites whose requests leave state behind: generated requests, security walks).
 */
export async function openFreshDatabase(): Promise<DatabaseHandle & { url: string }> {
  const serverUrl = inject("testServerUrl");
  freshCount += 1;
  const name = `${workerDatabase()}_f${process.pid}_${freshCount}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const handle = createDatabase(url, silent, 4);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
    },
  };
}
