import {
  type SettingSectionKey,
  type StoredSection,
  settingSections,
} from "@clinic/contract/settings-sections";
import { eq, inArray, sql } from "drizzle-orm";
import { settings } from "./schema/settings";
import type { Queryable } from "./transaction";

/**
 * The settings table: one row per section, its value the section's JSON (decision 0118). Sections are
 * read and written through `readSection` and `writeSection`, which parse with the contract's schema
 * (`settingSections`); other keys (operations notes) use the plain rows below.
 */

export type SettingRow = { key: string; value: unknown; updatedAt: Date };

export async function readSettings(db: Queryable, keys: string[]): Promise<Map<string, SettingRow>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r]));
}

async function readSetting(db: Queryable, key: string, forUpdate: boolean): Promise<SettingRow | undefined> {
  if (!forUpdate) return (await db.select().from(settings).where(eq(settings.key, key)))[0];
  // For update inside a transaction: two admins saving at once do not lose a change.
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

/** Told, once per field and process, of stored fields that no longer fit: their names, never values. */
export type DroppedSettingsListener = (dropped: { section: SettingSectionKey; fields: string[] }) => void;
let droppedListener: DroppedSettingsListener | undefined;
const droppedTold = new Set<string>();

/** The server logs stored fields that no longer fit (server.ts); tests listen too. */
export function onDroppedSettings(listener: DroppedSettingsListener | undefined): void {
  droppedListener = listener;
  droppedTold.clear();
}

/**
 * A section's stored value (JSON as the settings table holds it) parsed once with its schema: never
 * throws; fields that no longer fit read as never saved and are told to the listener.
 */
export function sectionOf<K extends SettingSectionKey>(key: K, stored: unknown): StoredSection<K> {
  const { value, dropped } = settingSections[key].parse(stored);
  const untold = dropped.filter((field) => !droppedTold.has(`${key}.${field}`));
  if (droppedListener && untold.length > 0) {
    for (const field of untold) droppedTold.add(`${key}.${field}`);
    droppedListener({ section: key, fields: untold });
  }
  return value;
}

/** A section as stored, typed; `forUpdate` locks its row until the transaction ends. */
export async function readSection<K extends SettingSectionKey>(
  db: Queryable,
  key: K,
  options: { forUpdate?: boolean } = {},
): Promise<StoredSection<K>> {
  return sectionOf(key, (await readSetting(db, key, options.forUpdate ?? false))?.value);
}

/** A section as stored and when it was last saved (null: never). */
export async function readSectionStamped<K extends SettingSectionKey>(
  db: Queryable,
  key: K,
): Promise<{ value: StoredSection<K>; updatedAt: Date | null }> {
  const row = await readSetting(db, key, false);
  return { value: sectionOf(key, row?.value), updatedAt: row?.updatedAt ?? null };
}

/** Stores a section whole; it must fit its schema (what is stored is what `readSection` reads). */
export async function writeSection<K extends SettingSectionKey>(
  db: Queryable,
  key: K,
  value: NonNullable<StoredSection<K>>,
  now = new Date(),
): Promise<void> {
  await writeSetting(db, key, settingSections[key].schema.parse(value), now);
}

export async function deleteSection(db: Queryable, key: SettingSectionKey): Promise<boolean> {
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
