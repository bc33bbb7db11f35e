import { useQuery } from "@tanstack/react-query";
import { settingsApi, settingsKey } from "./settings-api";

/** The browser's own zone: the fallback when the clinic's cannot be read. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * The clinic's time zone for the admin screens, as Settings answers it (decision 0064): a new zone
 * saved in Settings updates this query, so the screens follow it. Undefined while the first answer
 * is on its way (render no times yet); the browser's zone if Settings cannot be read.
 */
export function useClinicZone(): string | undefined {
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => settingsApi.get(signal) });
  if (settings.data) return settings.data.adminTimezone;
  return settings.isError ? browserTimeZone() : undefined;
}
