import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { deviceTimeZone } from "@clinic/contract/time-zone";
import { useClinicCalendar } from "./clinic-calendar";

/** The browser's own zone: the fallback when the clinic's cannot be read. */
export function browserTimeZone(): string {
  return deviceTimeZone();
}

/**
 * The clinic's time zone for the admin screens, whatever the role (decision 0064): a new zone saved in
 * Settings refreshes the clinic calendar, so the screens follow it. Undefined while the first answer is
 * on its way (render no times yet); the browser's zone if the calendar cannot be read.
 */
export function useClinicZone(): string | undefined {
  const calendar = useClinicCalendar();
  if (calendar.data) return calendar.data.adminTimezone;
  return calendar.isError ? browserTimeZone() : undefined;
}

/** Today in the clinic's zone (the browser's while the clinic's is not known yet). */
export function todayKey(tz?: string): string {
  return dateKeyInZone(new Date(), tz ?? browserTimeZone());
}
