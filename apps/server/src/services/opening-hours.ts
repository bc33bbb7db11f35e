import type { BusinessHours } from "@clinic/contract/admin-settings";
import { encodeOpeningHours } from "@clinic/contract/opening-hours";
import { type GeneralSection, generalSettingsOf } from "@clinic/contract/settings-sections";
import { readSection, sectionOf } from "../db/settings-repository";
import type { Queryable } from "../db/transaction";

/**
 * The clinic's opening hours as the public pages show them (decision 0095): Settings' business hours,
 * or the first value (the content file's hours) until an admin saves some. Kept in this process and
 * re-read from the database when the last read is older than `maxAgeMs` (default 5 s), so a change
 * saved through another server sharing the database shows within that bound; a save through this
 * server shows at once (`saved`). The same bound and shape as the clinic's zone (decision 0064).
 * The practitioner's registration number, in the same settings row and shown in the same pages' footer
 * (decision 0105), rides along: read with the hours, `onRegistrationChange` when it changes.
 */
export type LiveOpeningHours = {
  /** The first value: the content file's hours read from the web build, else the contract's default. */
  readonly defaults: BusinessHours;
  /** The hours, re-reading the settings row first when the last read is older than the bound. */
  fresh(): Promise<BusinessHours>;
  /** This server just saved these hours (after the commit). */
  saved(hours: BusinessHours): void;
  /** This server just saved this registration number (null: none) in Settings → Receipts. */
  savedRegistration(registrationNumber: string | null): void;
};

export type LiveOpeningHoursOptions = {
  db: Queryable;
  defaults: BusinessHours;
  maxAgeMs?: number;
  /** Milliseconds clock (tests move it instead of sleeping). */
  now?: () => number;
  /** Called when the hours as shown change (the pages are made again with them). */
  onChange?: (hours: BusinessHours) => void;
  /** Called when the registration number shown changes (null: none). */
  onRegistrationChange?: (registrationNumber: string | null) => void;
};

/** The stored registration number (Settings → Receipts), or null. */
export function registrationOf(general: GeneralSection): string | null {
  const number = general.receipts?.registrationNumber;
  return number?.trim() ? number : null;
}

/**
 * The business hours of a stored general settings row, or the default when none are stored (or the
 * stored value is not a week).
 */
export function businessHoursOf(stored: unknown, defaults: BusinessHours): BusinessHours {
  return hoursOf(sectionOf("general", stored), defaults);
}

function hoursOf(general: GeneralSection, defaults: BusinessHours): BusinessHours {
  return generalSettingsOf(general, { businessHours: defaults }).businessHours;
}

export function createLiveOpeningHours(o: LiveOpeningHoursOptions): LiveOpeningHours {
  const maxAgeMs = o.maxAgeMs ?? 5_000;
  const now = o.now ?? (() => Date.now());
  let hours = o.defaults;
  let registration: string | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<BusinessHours> | undefined;
  /** Bumped by `saved`: a read that began before a save must not put the old hours back. */
  let saves = 0;

  // Compared as shown: a closed day's times change nothing on the pages.
  const set = (next: BusinessHours) => {
    const changed = encodeOpeningHours(next) !== encodeOpeningHours(hours);
    hours = next;
    if (changed) o.onChange?.(next);
  };
  const setRegistration = (next: string | null) => {
    const changed = next !== registration;
    registration = next;
    if (changed) o.onRegistrationChange?.(next);
  };

  const read = async (): Promise<BusinessHours> => {
    const startedAt = now();
    const savesBefore = saves;
    let general: GeneralSection | undefined;
    try {
      general = await readSection(o.db, "general");
    } catch {
      // The database is briefly away: keep the hours last known.
    }
    if (saves === savesBefore) {
      if (general) {
        set(hoursOf(general, o.defaults));
        setRegistration(registrationOf(general));
      }
      readAt = startedAt;
    }
    return hours;
  };

  return {
    defaults: o.defaults,
    fresh() {
      if (now() - readAt < maxAgeMs) return Promise.resolve(hours);
      // Requests arriving together share one read.
      reading ??= read().finally(() => {
        reading = undefined;
      });
      return reading;
    },
    saved(next) {
      saves++;
      set(next);
      readAt = now();
    },
    savedRegistration(next) {
      saves++;
      setRegistration(next);
      readAt = now();
    },
  };
}
