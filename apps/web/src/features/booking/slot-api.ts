import type { PublicSlot } from "@clinic/contract/slots";
import { ApiError, api } from "../../lib/api-client";

/** A call's error: the server's (an ApiError, safe to show), or the spec's client text (§8) when none came. */
export async function withFallback<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(fallback);
  }
}

/**
 * The first step's calls (public-site.md §7): a day's slots and the month's dates with free times.
 * Apart from booking-api.ts so that the wizard's first load carries only these.
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
