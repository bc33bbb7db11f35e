import { readFile } from "node:fs/promises";
import path from "node:path";
// The server's own PostgreSQL client (a dependency of @clinic/server, installed at the root).
import pg from "pg";

/**
 * Reads the e2e server's embedded PostgreSQL directly, as `npm run db:backup` finds it: its port from
 * postmaster.pid, its password from DATA_DIR. For what no API shows yet (e.g. the consents a booking
 * stored); read-only by intent.
 */
export async function querySiteDatabase<T extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
  dataDir = process.env.E2E_DATA_DIR ?? "",
): Promise<T[]> {
  const pid = await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
  const port = Number(pid.split("\n")[3]);
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  const client = new pg.Client({ host: "127.0.0.1", port, user: "clinic", password, database: "clinic" });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
