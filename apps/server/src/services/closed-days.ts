import type { BlackoutRange } from "@clinic/contract/admin-settings";
import { readSetting } from "../db/settings-repository";
import type { Queryable } from "../db/transaction";

/** The settings key of the general settings (admin.md §3 Settings). */
export const generalSettingsKey = "general";

/**
 * One section of the general settings (retention, receipts, the tracker's) over its defaults: each field an
 * admin saved wins, the others keep their default.
 */
export async function readGeneralSection<T extends object>(
  db: Queryable,
  section: string,
  defaults: T,
): Promise<T> {
  const stored = (await readSetting(db, generalSettingsKey))?.value as
    | Record<string, Partial<T> | undefined>
    | undefined;
  return { ...defaults, ...stored?.[section] };
}

export type ClosedDays = { holidays: string[]; blackoutRanges: BlackoutRange[] };

/** Holidays and blackout ranges from the stored settings (none when never saved). */
export async function readClosedDays(db: Queryable): Promise<ClosedDays> {
  return closedDaysOf((await readSetting(db, generalSettingsKey))?.value);
}

/** Holidays and blackout ranges from the general settings' stored value (none when never saved). */
export function closedDaysOf(stored: unknown): ClosedDays {
  const value = (stored ?? {}) as Partial<ClosedDays>;
  return {
    holidays: Array.isArray(value.holidays) ? value.holidays : [],
    blackoutRanges: Array.isArray(value.blackoutRanges) ? value.blackoutRanges : [],
  };
}

export const closedDayMessage =
  "The clinic is closed on this day (a holiday or a blackout). Please choose another day.";

/**
 * Where the clinic's notices go (decision 0034): ADMIN_EMAIL when the environment gives it,
 * else the admin email saved in Settings, else nowhere.
 */
export async function clinicNotificationEmail(
  db: Queryable,
  fromEnv: string | undefined,
): Promise<string | undefined> {
  if (fromEnv) return fromEnv;
  const row = await readSetting(db, generalSettingsKey);
  const stored = (row?.value as { adminEmail?: unknown } | undefined)?.adminEmail;
  return typeof stored === "string" && stored ? stored : undefined;
}
