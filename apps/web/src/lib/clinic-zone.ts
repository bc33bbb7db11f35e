import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { deviceTimeZone } from "@clinic/contract/time-zone";
import { useAdminSettings } from "./admin-settings";

/** The browser's own zone: the fallback when the clinic's cannot be read. */
export function browserTimeZone(): string {
  return deviceTimeZone();
}

/**
 * The clinic's time zone for the admin screens, as Settings answers it (decision 0064): a new zone
 * saved in Settings updates this query, so the screens follow it. Undefined while the first answer
 * is on its way (render no times yet); the browser's zone if Settings cannot be read.
 */
export function useClinicZone(): string | undefined {
  const settings = useAdminSettings();
  if (settings.data) return settings.data.adminTimezone;
  return settings.isError ? browserTimeZone() : undefined;
}

/** Today in the clinic's zone (the browser's while the clinic's is not known yet). */
export function todayKey(tz?: string): string {
  return dateKeyInZone(new Date(), tz ?? browserTimeZone());
}
