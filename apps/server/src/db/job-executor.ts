import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "./transaction";

/**
 * The job queue's statements (pg-boss's `executeSql(text, values)` with `$n` placeholders) run on a
 * transaction of ours: a job enqueued in a business write commits with it or not at all (decision 0119).
 */
export function jobExecutor(db: Queryable) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const result = await db.execute(withParameters(text, values));
      return { rows: result.rows };
    },
  };
}

/** `select $1, $2` with [a, b] as one parameterised statement (values never spliced into the text). */
export function withParameters(text: string, values: unknown[]): SQL {
  const parts: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    parts.push(sql.raw(text.slice(from, match.index)));
    parts.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    from = (match.index ?? 0) + match[0].length;
  }
  parts.push(sql.raw(text.slice(from)));
  return sql.join(parts);
}
