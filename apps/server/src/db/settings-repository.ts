import { eq, inArray, sql } from "drizzle-orm";
import { settings } from "./schema/settings";
import type { Queryable } from "./transaction";

/** The key/value settings table (one jsonb value per key). */

export type SettingRow = { key: string; value: unknown; updatedAt: Date };

export async function readSettings(db: Queryable, keys: string[]): Promise<Map<string, SettingRow>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r]));
}

export async function readSetting(db: Queryable, key: string): Promise<SettingRow | undefined> {
  const rows = await db.select().from(settings).where(eq(settings.key, key));
  return rows[0];
}

/** Reads a key for update inside a transaction (two admins saving at once do not lose a change). */
export async function readSettingForUpdate(db: Queryable, key: string): Promise<SettingRow | undefined> {
  const result = await db.execute<{ key: string; value: unknown; updated_at: string }>(
    sql`select key, value, updated_at from settings where key = ${key} for update`,
  );
  const row = result.rows[0];
  return row ? { key: row.key, value: row.value, updatedAt: new Date(row.updated_at) } : undefined;
}

export async function writeSetting(db: Queryable, key: string, value: unknown, now = new Date()) {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

export async function deleteSetting(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.delete(settings).where(eq(settings.key, key)).returning({ key: settings.key });
  return rows.length > 0;
}

/**
 * A change of the clinic's zone (decision 0065): slots that have not ended get the date key of
 * their start in the new zone and the new zone as their own; their instants stay. Past slots keep
 * the day they had.
 */
export async function rekeyUnfinishedSlots(db: Queryable, zone: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update slots
       set date_key = to_char(start_at at time zone ${zone}, 'YYYY-MM-DD'),
           tz = ${zone},
           updated_at = ${now}
     where end_at > ${now}
       and (tz <> ${zone} or date_key <> to_char(start_at at time zone ${zone}, 'YYYY-MM-DD'))`);
  return result.rowCount ?? 0;
}
