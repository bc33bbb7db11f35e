import type { GooglePlace, GoogleReview } from "@clinic/contract/reviews";

/**
 * The Google Places API (legacy Place Details and Text Search), called by the server only:
 * the key never reaches a browser. `baseUrl` is configurable so tests use a fake on 127.0.0.1.
 */
export type PlacesClientOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

export class PlacesError extends Error {}

const detailFields = [
  "place_id",
  "name",
  "rating",
  "user_ratings_total",
  "formatted_address",
  "website",
  "formatted_phone_number",
  "reviews",
].join(",");

type RawReview = Partial<GoogleReview> & { author_name?: string };
type RawPlace = {
  place_id?: string;
  name?: string;
  rating?: number;
  user_ratings_total?: number;
  formatted_address?: string;
  website?: string;
  formatted_phone_number?: string;
  international_phone_number?: string;
  reviews?: RawReview[];
};

async function getJson(url: URL, timeoutMs: number): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PlacesError(`Google Places did not answer (${(error as Error).name}).`);
  }
  if (!res.ok) throw new PlacesError(`Google Places answered HTTP ${res.status}.`);
  const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object")
    throw new PlacesError("Google Places answered something unreadable.");
  if (body.status !== "OK" && body.status !== "ZERO_RESULTS")
    throw new PlacesError(`Google Places refused the request (${String(body.status)}).`);
  return body;
}

function toReview(r: RawReview): GoogleReview | undefined {
  if (typeof r.author_name !== "string" || typeof r.rating !== "number") return undefined;
  return {
    author_name: r.author_name,
    ...(typeof r.profile_photo_url === "string" ? { profile_photo_url: r.profile_photo_url } : {}),
    relative_time_description:
      typeof r.relative_time_description === "string" ? r.relative_time_description : "",
    rating: r.rating,
    text: typeof r.text === "string" ? r.text : "",
    ...(typeof r.time === "number" ? { time: r.time } : {}),
  };
}

export function createPlacesClient(o: PlacesClientOptions) {
  const base = (o.baseUrl ?? "https://maps.googleapis.com").replace(/\/$/, "");
  const timeoutMs = o.timeoutMs ?? 8000;
  return {
    async details(placeId: string): Promise<GooglePlace> {
      const url = new URL(`${base}/maps/api/place/details/json`);
      url.search = new URLSearchParams({ place_id: placeId, fields: detailFields, key: o.apiKey }).toString();
      const body = await getJson(url, timeoutMs);
      const p = (body.result ?? {}) as RawPlace;
      const phone = p.formatted_phone_number ?? p.international_phone_number;
      return {
        place_id: p.place_id ?? placeId,
        name: p.name ?? "",
        ...(typeof p.rating === "number" ? { rating: p.rating } : {}),
        ...(typeof p.user_ratings_total === "number" ? { user_ratings_total: p.user_ratings_total } : {}),
        ...(p.formatted_address ? { formatted_address: p.formatted_address } : {}),
        ...(p.website ? { website: p.website } : {}),
        ...(phone ? { phone_number: phone } : {}),
        reviews: (p.reviews ?? []).map(toReview).filter((r) => r !== undefined),
      };
    },
    async search(query: string) {
      const url = new URL(`${base}/maps/api/place/textsearch/json`);
      url.search = new URLSearchParams({ query, key: o.apiKey }).toString();
      const body = await getJson(url, timeoutMs);
      const results = (body.results ?? []) as RawPlace[];
      return results
        .filter((r) => typeof r.place_id === "string")
        .slice(0, 10)
        .map((r) => ({
          place_id: r.place_id as string,
          name: r.name ?? "",
          ...(r.formatted_address ? { formatted_address: r.formatted_address } : {}),
        }));
    },
  };
}
export type PlacesClient = ReturnType<typeof createPlacesClient>;
