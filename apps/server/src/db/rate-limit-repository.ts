import { sql } from "drizzle-orm";
import type { Database } from "./client";

export type WindowCount = { count: number; secondsLeft: number };

/**
 * Counts one hit for `key` in the current window of `windowSeconds`, atomically (one upsert),
 * so concurrent requests on several servers are all counted.
 * The upsert commits without waiting for its WAL to reach the disk (`synchronous_commit` off for
 * this statement's own transaction): every request from one address updates the same row, and
 * with a synchronous commit each would hold that row's lock through a disk flush, so they could
 * only pass one flush at a time (about 120 a second here). A crash may forget the last few
 * counts, which only lets a client a few requests more.
 */
export async function countHit(db: Database, key: string, windowSeconds: number): Promise<WindowCount> {
  const result = await db.execute<{ count: number; seconds_left: number }>(sql`
    with asynchronous as (select set_config('synchronous_commit', 'off', true))
    insert into rate_limit_counters as c (key, window_start, count)
    select ${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1
    from asynchronous
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
