import { formatTimeAgo } from "@clinic/contract/format";
import type { Locale } from "@clinic/contract/locales";
import { reviewTexts } from "@clinic/contract/review-texts";
import type { GooglePlace, GooglePlaceResponse } from "@clinic/contract/reviews";
import type { Database } from "../db/client";
import { claimPlacesRefresh, readPlacesCache, storePlacesAnswer } from "../db/review-repository";
import {
  createPlacesClient,
  type PlacesClient,
  PlacesError,
} from "../integrations/google-places/places-client";
import { DomainError } from "./domain-error";

/**
 * GET /api/google/places/{placeId}: the configured place only (not an open proxy), from a
 * database cache refreshed at most once per TTL. One server refreshes at a time (a claim in the
 * cache row); the others serve the stale copy meanwhile, or wait briefly when there is none.
 */
export type GooglePlacesSettings = {
  apiKey?: string;
  placeId?: string;
  baseUrl?: string;
  ttlSeconds?: number;
  /** How long a refresh may take before another server may try (and how long a waiter waits). */
  refreshTimeoutMs?: number;
};

export type GooglePlacesDeps = {
  db: Database;
  settings: GooglePlacesSettings;
  client?: PlacesClient;
  now?: () => Date;
};

export const googleMessages = {
  /** The spec's informational message (public-site.md §8; issue 5: "with no key"). */
  noKey: reviewTexts.googleEmpty,
  ok: "Google reviews loaded.",
  failed: "Google reviews could not be loaded right now.",
} as const;

export function createGooglePlacesService(d: GooglePlacesDeps) {
  const s = d.settings;
  const ttlMs = (s.ttlSeconds ?? 6 * 3600) * 1000;
  const refreshTimeoutMs = s.refreshTimeoutMs ?? 15_000;
  const client =
    d.client ?? (s.apiKey ? createPlacesClient({ apiKey: s.apiKey, baseUrl: s.baseUrl }) : undefined);
  const now = () => d.now?.() ?? new Date();
  /** Requests in this process share one refresh. */
  const inFlight = new Map<string, Promise<GooglePlaceResponse>>();

  const answer = (place: GooglePlace, source: string, fetchedAt: Date | null | undefined) => ({
    success: true,
    message: googleMessages.ok,
    details: {
      source,
      ...(fetchedAt ? { fetchedAt: fetchedAt.toISOString() } : {}),
      totalFromGoogle: place.reviews.length,
      shown: place.reviews.length,
    },
    data: place,
  });

  async function refresh(placeId: string): Promise<GooglePlaceResponse> {
    const at = now();
    const cached = await readPlacesCache(d.db, placeId);
    const stale = cached?.payload ? (cached.payload as GooglePlace) : undefined;
    if (stale && cached?.fetchedAt && at.getTime() - cached.fetchedAt.getTime() < ttlMs)
      return answer(stale, "cache", cached.fetchedAt);
    const claimed = await claimPlacesRefresh(d.db, placeId, at, new Date(at.getTime() + refreshTimeoutMs));
    if (!claimed) {
      if (stale) return answer(stale, "stale-cache", cached?.fetchedAt);
      return waitForOther(placeId);
    }
    try {
      if (!client) throw new PlacesError("no key");
      const place = await client.details(placeId);
      const fetchedAt = now();
      await storePlacesAnswer(d.db, placeId, place as unknown as Record<string, unknown>, fetchedAt);
      return answer(place, "google", fetchedAt);
    } catch (error) {
      await storePlacesAnswer(d.db, placeId, undefined, undefined);
      if (stale) return answer(stale, "stale-cache", cached?.fetchedAt);
      const reason = error instanceof PlacesError ? ` ${error.message}` : "";
      return { success: false, message: `${googleMessages.failed}${reason}` };
    }
  }

  /** Another server is refreshing and nothing is cached: wait for its answer (bounded). */
  async function waitForOther(placeId: string): Promise<GooglePlaceResponse> {
    const deadline = Date.now() + refreshTimeoutMs;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const row = await readPlacesCache(d.db, placeId);
      if (row?.payload) return answer(row.payload as GooglePlace, "cache", row.fetchedAt);
      if (!row?.refreshingUntil || row.refreshingUntil.getTime() < Date.now()) break;
    }
    return { success: false, message: googleMessages.failed };
  }

  /**
   * Google writes each review's age in English ("2 months ago"): a Hindi or Kannada page gets it in its
   * own words from the review's time, on our clock (the cached copy's words would also be hours old).
   */
  const agesIn = (response: GooglePlaceResponse, locale: Locale): GooglePlaceResponse => {
    if (locale === "en" || !response.success || !response.data) return response;
    const reviews = response.data.reviews.map((r) =>
      r.time === undefined
        ? r
        : { ...r, relative_time_description: formatTimeAgo(r.time * 1000, now(), locale) },
    );
    return { ...response, data: { ...response.data, reviews } };
  };

  return {
    /** The place and its reviews, each review's age in `locale`. */
    async place(placeId: string, locale: Locale = "en"): Promise<GooglePlaceResponse> {
      return agesIn(await placeAsCached(placeId), locale);
    },
    search,
  };

  async function placeAsCached(placeId: string): Promise<GooglePlaceResponse> {
    // Without a key nothing is proxied, so any id gets the informational answer; with one, only ours.
    if (s.apiKey && placeId !== s.placeId)
      throw new DomainError("not_found", "There is no place with this id on this site.");
    if (!s.apiKey || !s.placeId)
      return {
        success: true,
        message: googleMessages.noKey,
        details: { source: "none", totalFromGoogle: 0, shown: 0 },
        data: { place_id: placeId, name: "", reviews: [] },
      };
    let pending = inFlight.get(placeId);
    if (!pending) {
      pending = refresh(placeId).finally(() => inFlight.delete(placeId));
      inFlight.set(placeId, pending);
    }
    return pending;
  }

  async function search(query: string) {
    if (!client) throw new DomainError("bad_request", "Set GOOGLE_PLACES_API_KEY to search for a place.");
    try {
      return await client.search(query);
    } catch (error) {
      throw new DomainError(
        "bad_request",
        error instanceof PlacesError ? error.message : googleMessages.failed,
      );
    }
  }
}
export type GooglePlacesService = ReturnType<typeof createGooglePlacesService>;
