import {
  type GeneralDefaults,
  type GeneralSection,
  generalSettingsOf,
} from "@clinic/contract/settings-sections";
import { readSection } from "../db/settings-repository";
import type { Queryable } from "../db/transaction";

export type ClosedDays = Pick<GeneralDefaults, "holidays" | "blackoutRanges">;

/** Holidays and blackout ranges from the stored settings (none when never saved). */
export async function readClosedDays(db: Queryable): Promise<ClosedDays> {
  return closedDaysOf(await readSection(db, "general"));
}

/** Holidays and blackout ranges of the general settings (none when never saved). */
export function closedDaysOf(general: GeneralSection): ClosedDays {
  const { holidays, blackoutRanges } = generalSettingsOf(general);
  return { holidays, blackoutRanges };
}

export const closedDayMessage =
  "The clinic is closed on this day (a holiday or a blackout). Please choose another day.";
