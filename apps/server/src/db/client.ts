import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";

export type Database = NodePgDatabase;
export type DatabaseHandle = { db: Database; pool: pg.Pool; close(): Promise<void> };

type Log = { warn(obj: object, msg: string): void };

/**
 * One pooled connection set for the process. Idle connections that die (PostgreSQL
 * restarted) are reported and replaced on the next query, so the server recovers by itself.
 */
export function createDatabase(connectionString: string, log: Log, max = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    application_name: "clinic-server",
  });
  pool.on("error", (error) => log.warn({ err: { message: error.message } }, "idle database connection lost"));
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}
