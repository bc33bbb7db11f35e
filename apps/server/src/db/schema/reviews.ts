import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Website reviews (public-site.md §3, admin.md §3). Status moves follow packages/contract/src/reviews.ts.
 * `held` is internal (decision 0115): a review from a new network beyond the hourly cap, stored but in no
 * list of the spec until it is moved to pending.
 */
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
    /** Sent from a network with no approved review and no paid booking (decision 0115). */
    fromNewNetwork: boolean("from_new_network").notNull().default(false),
    /** When it joined the pending queue (null while held back): the hourly cap on new networks counts these. */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    // Whether a network was seen before (an approved review from it) and the hour's count of new networks.
    index("reviews_approved_client_idx").on(t.clientKey).where(sql`${t.status} = 'approved'`),
    index("reviews_new_network_queued_idx").on(t.queuedAt).where(sql`${t.fromNewNetwork}`),
    check("reviews_status_check", sql`${t.status} in ('pending', 'approved', 'rejected', 'held')`),
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

/**
 * The one row (`id` 'digest') that spaces the clinic's emails about pending reviews (decision 0115): every
 * new review and the review job lock it, so two servers agree on when the last digest went and whether
 * reviews wait for the next one. The lock also makes the hourly count of new networks exact.
 */
export const reviewNoticeState = pgTable("review_notice_state", {
  id: text("id").primaryKey(),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  /** The first review that arrived after the last digest, inside its window (null: none waits). */
  waitingSince: timestamp("waiting_since", { withTimezone: true }),
});
