import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../src/db/client";
import { workerDatabaseUrl } from "./support/test-database";

/** db/client.ts: parameterised queries run as named prepared statements (decision 0074). */
const silent = { warn() {} };

async function preparedOnConnection(
  handle: DatabaseHandle,
  run: (db: DatabaseHandle["db"]) => Promise<unknown>,
) {
  // The pool has one connection: the statements and the view are on the same PostgreSQL session.
  await run(handle.db);
  const { rows } = await handle.pool.query<{ name: string; statement: string }>(
    "select name, statement from pg_prepared_statements where name like 's\\_%' order by prepare_time",
  );
  return rows;
}

describe("prepared statements", () => {
  let url: string;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    url = await workerDatabaseUrl();
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
  });

  it("a parameterised query is parsed once per connection and answers the same", async () => {
    const handle = createDatabase(url, silent, 1);
    handles.push(handle);
    const answers: unknown[] = [];
    const rows = await preparedOnConnection(handle, async (db) => {
      for (const n of [1, 2, 3]) answers.push((await db.execute(sql`select ${n}::int + 1 as next`)).rows[0]);
    });
    expect(answers).toEqual([{ next: 2 }, { next: 3 }, { next: 4 }]);
    expect(rows.filter((r) => r.statement.includes("+ 1 as next"))).toHaveLength(1);
  });

  it("a query without values keeps the simple protocol, and a failed one leaves the connection usable", async () => {
    const handle = createDatabase(url, silent, 1);
    handles.push(handle);
    const rows = await preparedOnConnection(handle, async (db) => {
      await db.execute(sql`select 42 as plain`);
      await expect(db.execute(sql`select ${"not a number"}::int as broken`)).rejects.toThrow();
      expect((await db.execute(sql`select ${"7"}::int as fixed`)).rows).toEqual([{ fixed: 7 }]);
    });
    expect(rows.some((r) => r.statement.includes("plain"))).toBe(false);
    expect(rows.some((r) => r.statement.includes("as fixed"))).toBe(true);
  });

  it("DATABASE_PREPARED_STATEMENTS=false (preparedStatements: false) names nothing", async () => {
    const handle = createDatabase(url, silent, 1, { preparedStatements: false });
    handles.push(handle);
    const rows = await preparedOnConnection(handle, async (db) => {
      await db.execute(sql`select ${1}::int as unnamed`);
    });
    expect(rows).toEqual([]);
  });
});
