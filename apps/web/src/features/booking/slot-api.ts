import type { Locale } from "@clinic/contract/locales";
import { api, withFallback } from "../../lib/api-client";

/**
 * The first step's calls (public-site.md §7): the kinds bookable online, a day's slots and the month's
 * dates with free times (both for the chosen kind, issue 34). Apart from booking-api.ts so that the
 * wizard's first load carries only these. Client error texts of §8 when the server sent none.
 */
export const slotApi = {
  slots: (date: string, kindId: string) =>
    withFallback(
      () => api.get.data("/api/public/slots", { params: { query: { date, kindId } } }),
      "Failed to fetch slots",
    ),
  openDates: (from: string, to: string, kindId: string) =>
    withFallback(
      () => api.get.data("/api/public/slots/dates", { params: { query: { from, to, kindId } } }),
      "Failed to fetch slots",
    ),
  kinds: (locale: Locale) =>
    withFallback(
      () => api.get.data("/api/public/appointment-kinds", { params: { query: { locale } } }),
      "Failed to fetch slots",
    ),
  /** The packages sold online (issue 35): the page's "Packages" section, shown only when there are some. */
  packages: (locale: Locale) =>
    withFallback(
      () => api.get.data("/api/public/packages", { params: { query: { locale } } }),
      "Failed to fetch slots",
    ),
};
