import pg from "pg";

/**
 * Waits for a database given by DATABASE_URL to answer at start: it may still be booting
 * (a container, a managed server after a failover). Gives up after `timeoutMs` with the
 * last reason, which the caller prints before exiting non-zero.
 */
export async function waitForDatabase(connectionString: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  do {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      lastError = (error as Error).message;
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await client.end().catch(() => undefined);
    }
  } while (Date.now() < deadline);
  throw new Error(
    `The database at DATABASE_URL did not answer within ${Math.round(timeoutMs / 1000)} s: ${lastError}`,
  );
}
