import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../src/db/embedded/embedded-postgres";
import { runMigrations } from "../../src/db/migrate";
import { templateDatabase, withDatabase } from "./database-names";

declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL of the test PostgreSQL server, without a database name. */
    testServerUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL's server when set, otherwise an
 * embedded one in a throwaway folder. Migrations are applied once to a template
 * database; each test worker copies it (CREATE DATABASE ... TEMPLATE is fast).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), "clinic-test-pg-"));
    const quiet = { info() {}, warn() {} };
    embedded = await startEmbeddedPostgres({ dataDir, log: quiet });
    serverUrl = embedded.connectionString;
  }
  const admin = withDatabase(serverUrl, "postgres");
  await dropTestDatabases(admin);
  await exec(admin, `create database ${templateDatabase}`);
  await runMigrations(withDatabase(serverUrl, templateDatabase));
  project.provide("testServerUrl", serverUrl);

  return async () => {
    await dropTestDatabases(admin).catch(() => undefined);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

async function dropTestDatabases(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'clinic_test%'",
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

async function exec(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
