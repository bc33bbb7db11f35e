import type { Locale } from "@clinic/contract/locales";
import { api } from "../../lib/api-client";

/**
 * The place's Google reviews through the server's cached proxy, each review's age in `locale`: its
 * envelope, or undefined when the call failed in any way (the callers then show the manual reviews and a
 * notice). Apart from reviews-api.ts so the home page's reviews chunk carries no TanStack Query.
 */
export function googlePlace(placeId: string, locale: Locale) {
  return api.get
    .envelope("/api/google/places/{placeId}", { params: { path: { placeId }, query: { locale } } })
    .catch(() => undefined);
}

/** The reviews the website published, or undefined when the call failed. */
export function approvedReviews() {
  return api.get.data("/api/reviews/approved").catch(() => undefined);
}
