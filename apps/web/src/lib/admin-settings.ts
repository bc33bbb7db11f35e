import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * The admin settings as the server answers them, shared by the screens that read them (the clinic's
 * zone, business hours); the Settings feature writes them and refreshes this query.
 */
export const settingsKey = ["admin", "settings"] as const;

export const fetchSettings = (signal?: AbortSignal) => api.get.data("/api/admin/settings", { signal });

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => fetchSettings(signal) });
}
