import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";

export type Database = NodePgDatabase;
export type DatabaseHandle = { db: Database; pool: pg.Pool; close(): Promise<void> };

type Log = { warn(obj: object, msg: string): void };

/**
 * One pooled connection set for the process. Idle connections that die (PostgreSQL
 * restarted) are reported and replaced on the next query, so the server recovers by itself.
 */
export function createDatabase(
  connectionString: string,
  log: Log,
  max = 10,
  options: { keepOpen?: number } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // The server keeps its connections (`keepOpen`): a burst of bookings then never waits for
    // PostgreSQL logins (SCRAM costs milliseconds each). Scripts and tests let idle ones go.
    min: options.keepOpen ?? 0,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    application_name: "clinic-server",
  });
  pool.on("error", (error) => log.warn({ err: { message: error.message } }, "idle database connection lost"));
  // A connection that dies while checked out (PostgreSQL restarted mid-transaction) emits
  // 'error' on its client, which the pool only listens to while it is idle: without this
  // listener the process would crash. The query using it fails, and the pool discards it.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

/** Opens `count` connections now (best effort), so the first requests do not pay for them. */
export async function openConnections(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.allSettled(Array.from({ length: count }, () => pool.connect()));
  for (const c of clients) if (c.status === "fulfilled") c.value.release();
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|Connection refused/i;

/** True when an error only says the database cannot be reached right now (down, restarting). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = typeof current.code === "string" ? current.code : "";
    if (unavailableCodes.has(code) || code.startsWith("08")) return true;
    if (typeof current.message === "string" && unavailableMessages.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
