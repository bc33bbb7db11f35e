import { formatDateTime, formatZoneName } from "@clinic/contract/format";
import type { Locale } from "@clinic/contract/locales";
import { readSection, rekeyUnfinishedSlots } from "../db/settings-repository";
import type { Queryable } from "../db/transaction";
import { effective } from "./setting-precedence";

/**
 * The clinic's time zone, live (decision 0064): `CLINIC_TIMEZONE` when the environment gives it,
 * else Settings' stored `adminTimezone`, else the default. Kept in this process and re-read from
 * the database when the last read is older than `maxAgeMs` (default 5 s), so a change saved
 * through another server sharing the database is seen within that bound; a save through this
 * server is seen at once (`saved`).
 */
export type ClinicZone = {
  /** True when the environment fixes the zone: Settings cannot change it and nothing is read. */
  readonly fixed: boolean;
  /** The zone last known, without waiting (what services read through `settings.clinicTimezone`). */
  current(): string;
  /** The zone, re-reading the settings row first when the last read is older than the bound. */
  fresh(): Promise<string>;
  /** This server just saved the zone (after the commit). */
  saved(zone: string): void;
};

export type ClinicZoneOptions = {
  db: Queryable;
  /** CLINIC_TIMEZONE when the environment gives it explicitly. */
  envZone: string | undefined;
  defaultZone: string;
  maxAgeMs?: number;
  /** Milliseconds clock (tests move it instead of sleeping). */
  now?: () => number;
  /** Called when the zone changes (e.g. to forget cached answers that carry formatted times). */
  onChange?: (zone: string) => void;
};

export function createClinicZone(o: ClinicZoneOptions): ClinicZone {
  const maxAgeMs = o.maxAgeMs ?? 5_000;
  const now = o.now ?? (() => Date.now());
  let zone = effective(o.envZone, undefined, o.defaultZone).value;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<string> | undefined;
  /** Bumped by `saved`: a read that began before a save must not put the old zone back. */
  let saves = 0;

  const set = (next: string) => {
    if (next === zone) return;
    zone = next;
    o.onChange?.(next);
  };

  const read = async (): Promise<string> => {
    const startedAt = now();
    const savesBefore = saves;
    try {
      // Read only while the environment does not fix the zone (`fresh`); a stored zone is a known one.
      const { adminTimezone } = await readSection(o.db, "general");
      if (saves === savesBefore) set(effective(o.envZone, adminTimezone, o.defaultZone).value);
    } catch {
      // The database is briefly away: keep the last known zone; the request's own query says so.
    }
    if (saves === savesBefore) readAt = startedAt;
    return zone;
  };

  return {
    fixed: o.envZone !== undefined,
    current: () => zone,
    fresh() {
      if (o.envZone !== undefined || now() - readAt < maxAgeMs) return Promise.resolve(zone);
      // Requests arriving together share one read.
      reading ??= read().finally(() => {
        reading = undefined;
      });
      return reading;
    },
    saved(next) {
      if (o.envZone !== undefined) return;
      saves++;
      set(next);
      readAt = now();
    },
  };
}

/**
 * Slots that have not ended follow the clinic's zone (decision 0065): their `date_key` is their
 * start's date in `zone` and their `tz` is `zone`. Instants never move. Returns how many changed.
 */
export function alignUnfinishedSlots(db: Queryable, zone: string, now = new Date()): Promise<number> {
  return rekeyUnfinishedSlots(db, zone, now);
}

/**
 * A moment as patients read it, on the clinic's clock and saying so: "Mon, 7 Dec 2026, 10:00 am IST".
 * The one wording of emails, WhatsApp messages and the booking's change notices.
 */
export function clinicWhen(at: Date, timeZone: string, locale: Locale = "en"): string {
  return `${formatDateTime(at, timeZone, locale)} ${formatZoneName(timeZone, at)}`;
}
