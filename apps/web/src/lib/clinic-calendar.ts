import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * The clinic's zone, business hours and closed days (GET /api/admin/clinic-calendar), which every staff
 * role reads: the screens that show times, days and free hours take them from here, not from Settings
 * (the owner's alone). Settings refreshes this query when it saves.
 */
export const clinicCalendarKey = ["admin", "clinic-calendar"] as const;

export function useClinicCalendar() {
  return useQuery({
    queryKey: clinicCalendarKey,
    queryFn: ({ signal }) => api.get.data("/api/admin/clinic-calendar", { signal }),
  });
}
