import { sql } from "drizzle-orm";
import type { Database } from "./client";

export type WindowCount = { count: number; secondsLeft: number };

/**
 * Counts one hit for `key` in the current window of `windowSeconds`, atomically (one upsert),
 * so concurrent requests on several servers are all counted.
 */
export async function countHit(db: Database, key: string, windowSeconds: number): Promise<WindowCount> {
  const result = await db.execute<{ count: number; seconds_left: number }>(sql`
    insert into rate_limit_counters as c (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = c.count + 1
    returning c.count,
      ceil(extract(epoch from (c.window_start + make_interval(secs => ${windowSeconds}) - now())))::int as seconds_left
  `);
  const row = result.rows[0];
  return {
    count: Number(row?.count ?? 1),
    secondsLeft: Math.max(1, Number(row?.seconds_left ?? windowSeconds)),
  };
}

/** Drops windows that ended long ago. */
export async function deleteOldWindows(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where window_start < now() - interval '1 day'`);
}
