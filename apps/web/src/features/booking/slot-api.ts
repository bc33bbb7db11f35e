import type { PublicSlot } from "@clinic/contract/slots";
import { api, withFallback } from "../../lib/api-client";

/**
 * The first step's calls (public-site.md §7): a day's slots and the month's dates with free times.
 * Apart from booking-api.ts so that the wizard's first load carries only these. Client error
 * texts of §8 when the server sent none.
 */
export const slotApi = {
  slots: (date: string) =>
    withFallback(() => api.get<PublicSlot[]>(`/api/public/slots?date=${date}`), "Failed to fetch slots"),
  openDates: (from: string, to: string) =>
    withFallback(
      () => api.get<{ dates: string[]; timezone: string }>(`/api/public/slots/dates?from=${from}&to=${to}`),
      "Failed to fetch slots",
    ),
};
