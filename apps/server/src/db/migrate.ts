import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { packagePaths } from "../package-paths";

const { migrationsFolder } = packagePaths;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so that several servers
 * starting together on one database apply each migration once.
 */
export async function runMigrations(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('clinic:migrations'))");
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(hashtext('clinic:migrations'))").catch(() => undefined);
    await client.end();
  }
}
