import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Website reviews (public-site.md §3, admin.md §3). Status moves follow packages/contract/src/reviews.ts. */
export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    treatment: text("treatment"),
    status: text("status").notNull().default("pending"),
    /**
     * The submitter's address as a keyed hash (services/address-hash.ts), as bookings keep theirs: it
     * finds one sender's reviews for abuse handling, and a copy of the database does not reveal it.
     */
    clientKey: text("client_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    check("reviews_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** The Google Places answer, cached so visitors never reach Google and one refresh runs at a time. */
export const googlePlacesCache = pgTable("google_places_cache", {
  placeId: text("place_id").primaryKey(),
  payload: jsonb("payload").$type<Record<string, unknown>>(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  /** Set while one server refreshes; others serve the stale copy (or wait) until it clears or lapses. */
  refreshingUntil: timestamp("refreshing_until", { withTimezone: true }),
});
