import type { Database } from "../../src/db/client";
import { createReviewsModule } from "../../src/reviews-module";

/** The JSON-LD rating as the web pages get it (no caching). */
export function aggregateRatingFor(db: Database) {
  return createReviewsModule(db, { appSecret: "x".repeat(40), ratingCacheMs: 0 }).aggregateRating();
}
