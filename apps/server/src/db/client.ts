import { createHash } from "node:crypto";
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
  options: { keepOpen?: number; preparedStatements?: boolean } = {},
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
  const names = (options.preparedStatements ?? true) ? statementNames() : undefined;
  const open = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    // A connection that dies while checked out (PostgreSQL restarted mid-transaction) emits
    // 'error' on its client, which the pool only listens to while it is idle: without this
    // listener the process would crash. The query using it fails, and the pool discards it.
    client.on("error", () => undefined);
    if (names) prepareStatements(client, names);
    // Known until it has closed, so a stop can wait for it (closePool).
    open.add(client);
    client.once("end", () => open.delete(client));
  });
  return { db: drizzle(pool), pool, close: () => closePool(pool, open) };
}

/**
 * Ends the pool and waits (up to 5 s) until each connection has really closed: `pool.end()`
 * resolves once it has asked every idle connection to end, before PostgreSQL has seen them go. A
 * server stopping PostgreSQL right after would otherwise cut them off, and their "terminating
 * connection" errors would be logged as lost connections on every clean stop.
 */
async function closePool(pool: pg.Pool, open: ReadonlySet<pg.PoolClient>): Promise<void> {
  const closed = [...open].map(
    (client) => new Promise<void>((resolve) => client.once("end", () => resolve())),
  );
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 5_000);
  });
  await Promise.race([Promise.all(closed), limit]);
  clearTimeout(timer);
}

/** At most this many query texts are named per process; the rest run unnamed. */
const maxNamedStatements = 500;

type StatementNames = (text: string) => string | undefined;

/** One name per query text, derived from it, for at most `maxNamedStatements` texts. */
function statementNames(): StatementNames {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known || names.size >= maxNamedStatements) return known;
    const name = `s_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

/**
 * Runs each parameterised query as a named prepared statement of its connection, so PostgreSQL
 * parses and plans a text once per connection instead of on every call: about 40 % of
 * PostgreSQL's CPU per booking (decision 0074). Names come from the text, so a text is one
 * statement whatever the values; the cap keeps texts that vary (an `in (...)` list of any length)
 * from growing each connection's cache without bound. Queries without values (BEGIN, COMMIT)
 * keep the simple protocol.
 */
function prepareStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query;
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config !== "object" || config === null) return config;
    const c = config as { text?: unknown; name?: unknown; values?: unknown };
    const params = Array.isArray(values) ? values : c.values;
    if (typeof c.text !== "string" || c.name || !Array.isArray(params) || params.length === 0) return config;
    const name = names(c.text);
    return name ? { ...c, name } : config;
  };
  client.query = function (this: pg.PoolClient, config: unknown, ...rest: unknown[]) {
    return Reflect.apply(query, this, [named(config, rest[0]), ...rest]);
  } as typeof client.query;
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
