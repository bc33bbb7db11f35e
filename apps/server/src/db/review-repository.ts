import { reviewStatuses } from "@clinic/contract/reviews";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { googlePlacesCache, reviews } from "./schema/reviews";
import type { Queryable } from "./transaction";

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

export async function insertReview(db: Queryable, row: NewReviewRow): Promise<ReviewRow> {
  const [inserted] = await db.insert(reviews).values(row).returning();
  if (!inserted) throw new Error("the review was not stored");
  return inserted;
}

/**
 * A status's reviews, or those of every status of the spec, newest first. Reviews held back (status
 * `held`, decision 0115) are in none of these lists: only `heldReviewCount` and the held actions see them.
 */
export function listReviews(db: Queryable, status?: string, limit?: number): Promise<ReviewRow[]> {
  const query = db
    .select()
    .from(reviews)
    .where(status ? eq(reviews.status, status) : inArray(reviews.status, [...reviewStatuses]))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return limit === undefined ? query : query.limit(limit);
}

/** A review the admin can see (not held back), locked for the rest of the transaction. */
export function findReviewForUpdate(db: Queryable, id: string): Promise<ReviewRow | undefined> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), inArray(reviews.status, [...reviewStatuses])))
    .for("update")
    .then((rows) => rows[0]);
}

export async function setReviewStatus(
  db: Queryable,
  id: string,
  from: string,
  to: string,
  now: Date,
): Promise<ReviewRow | undefined> {
  const rows = await db
    .update(reviews)
    .set({ status: to, updatedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.status, from)))
    .returning();
  return rows[0];
}

export async function deleteReview(db: Queryable, id: string): Promise<ReviewRow | undefined> {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), inArray(reviews.status, [...reviewStatuses])))
    .returning();
  return rows[0];
}

/** The spec's counts (held reviews in none of them) and, apart, how many are held back. */
export async function reviewCounts(db: Queryable): Promise<{
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  average: number | null;
  held: number;
}> {
  const result = await db.execute<{
    total: string;
    pending: string;
    approved: string;
    rejected: string;
    average: string | null;
    held: string;
  }>(sql`
    select count(*) filter (where status <> 'held') as total,
      count(*) filter (where status = 'pending') as pending,
      count(*) filter (where status = 'approved') as approved,
      count(*) filter (where status = 'rejected') as rejected,
      avg(rating) filter (where status <> 'held') as average,
      count(*) filter (where status = 'held') as held
    from reviews`);
  const row = result.rows[0];
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    approved: Number(row?.approved ?? 0),
    rejected: Number(row?.rejected ?? 0),
    average: row?.average == null ? null : Number(row.average),
    held: Number(row?.held ?? 0),
  };
}

// ── reviews from new networks (decision 0115) ─────────────────────────────────

/**
 * Whether a network was seen before: it sent a review that is approved, or made a booking that was paid.
 * Each key is the network's keyed hash for its table's purpose (`review`, `client`).
 */
export async function networkSeenBefore(
  db: Queryable,
  keys: { reviewKey: string; bookingKey: string },
): Promise<boolean> {
  const result = await db.execute<{ seen: boolean }>(sql`
    select exists (select 1 from reviews where client_key = ${keys.reviewKey} and status = 'approved')
      or exists (select 1 from bookings where client_key = ${keys.bookingKey} and paid_at is not null)
      as seen`);
  return result.rows[0]?.seen === true;
}

/** Reviews from new networks that joined the pending queue since `since` (what the hourly cap counts). */
export async function countQueuedFromNewNetworks(db: Queryable, since: Date): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from reviews
    where from_new_network and queued_at > ${since.toISOString()}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Moves the oldest held reviews (all of them without `limit`) to pending; answers how many moved. */
export async function queueHeldReviews(db: Queryable, now: Date, limit?: number): Promise<number> {
  const result = await db.execute(sql`
    update reviews set status = 'pending', queued_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
    where id in (
      select id from reviews where status = 'held' order by created_at, id
      ${limit === undefined ? sql`` : sql`limit ${limit}`})`);
  return result.rowCount ?? 0;
}

/** Deletes every held review; answers how many went. */
export async function deleteHeldReviews(db: Queryable): Promise<number> {
  const rows = await db.delete(reviews).where(eq(reviews.status, "held")).returning({ id: reviews.id });
  return rows.length;
}

// ── the Google Places cache ────────────────────────────────────────────────────

export type PlacesCacheRow = typeof googlePlacesCache.$inferSelect;

export function readPlacesCache(db: Queryable, placeId: string): Promise<PlacesCacheRow | undefined> {
  return db
    .select()
    .from(googlePlacesCache)
    .where(eq(googlePlacesCache.placeId, placeId))
    .then((rows) => rows[0]);
}

/**
 * Claims the refresh of `placeId` until `until`: true for exactly one caller while no other
 * refresh is running (or the running one's claim lapsed).
 */
export async function claimPlacesRefresh(
  db: Queryable,
  placeId: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  await db.insert(googlePlacesCache).values({ placeId }).onConflictDoNothing();
  const rows = await db
    .update(googlePlacesCache)
    .set({ refreshingUntil: until })
    .where(
      and(
        eq(googlePlacesCache.placeId, placeId),
        sql`(${googlePlacesCache.refreshingUntil} is null or ${googlePlacesCache.refreshingUntil} < ${now.toISOString()})`,
      ),
    )
    .returning({ id: googlePlacesCache.placeId });
  return rows.length === 1;
}

export async function storePlacesAnswer(
  db: Queryable,
  placeId: string,
  payload: Record<string, unknown> | undefined,
  fetchedAt: Date | undefined,
): Promise<void> {
  await db
    .update(googlePlacesCache)
    .set({
      ...(payload && fetchedAt ? { payload, fetchedAt } : {}),
      refreshingUntil: null,
    })
    .where(eq(googlePlacesCache.placeId, placeId));
}
