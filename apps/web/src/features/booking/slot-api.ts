import { api, withFallback } from "../../lib/api-client";

/**
 * The first step's calls (public-site.md §7): a day's slots and the month's dates with free times.
 * Apart from booking-api.ts so that the wizard's first load carries only these. Client error
 * texts of §8 when the server sent none.
 */
export const slotApi = {
  slots: (date: string) =>
    withFallback(
      () => api.get.data("/api/public/slots", { params: { query: { date } } }),
      "Failed to fetch slots",
    ),
  openDates: (from: string, to: string) =>
    withFallback(
      () => api.get.data("/api/public/slots/dates", { params: { query: { from, to } } }),
      "Failed to fetch slots",
    ),
};
