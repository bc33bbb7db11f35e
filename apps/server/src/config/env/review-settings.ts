import { z } from "zod";
import { booleanFlag, httpUrl, type SettingTable, wholeNumber } from "./setting-schemas";

/** Website reviews and the Google reviews. */
export const reviewSettings = {
  LIMIT_REVIEWS_PER_HOUR: {
    schema: wholeNumber(1, 1000000),
    default: "5",
    meaning: "review submissions per hour per client address (429 with Retry-After beyond)",
  },
  LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR: {
    schema: wholeNumber(0, 1000000),
    default: "10",
    meaning:
      "reviews per hour that join the pending queue from networks with no approved review and no paid booking; more are held back (answered alike) and move in as the limit allows (0: only when the admin releases them)",
  },
  REVIEW_EMAIL_NOTIFY: {
    schema: booleanFlag,
    default: "true",
    meaning:
      "email ADMIN_EMAIL (through the email outbox) about pending reviews: at most one email every 15 minutes",
  },
  GOOGLE_PLACES_API_KEY: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Google Places API key for the Google reviews (used by the server only, never sent out)",
    secret: true,
  },
  GOOGLE_PLACE_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "the clinic's Google place id; /api/google/places answers for it only",
  },
  GOOGLE_PLACES_BASE_URL: {
    schema: httpUrl,
    default: "https://maps.googleapis.com",
    meaning: "Google Places API origin (tests point it at a fake on 127.0.0.1)",
  },
  GOOGLE_REVIEWS_TTL_SECONDS: {
    schema: wholeNumber(60, 7 * 24 * 3600),
    default: "21600",
    meaning: "how long the Google reviews answer is cached in the database (6 hours)",
  },
} as const satisfies SettingTable;
