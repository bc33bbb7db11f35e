import { and, desc, eq, sql } from "drizzle-orm";
import { googlePlacesCache, reviews } from "./schema/reviews";
import type { Queryable } from "./transaction";

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

export async function insertReview(db: Queryable, row: NewReviewRow): Promise<ReviewRow> {
  const [inserted] = await db.insert(reviews).values(row).returning();
  if (!inserted) throw new Error("the review was not stored");
  return inserted;
}

export function listReviews(db: Queryable, status?: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(status ? eq(reviews.status, status) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** The review, locked for the rest of the transaction (one moderation change at a time). */
export function findReviewForUpdate(db: Queryable, id: string): Promise<ReviewRow | undefined> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.id, id))
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
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning();
  return rows[0];
}

export async function reviewCounts(db: Queryable): Promise<{
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  average: number | null;
}> {
  const result = await db.execute<{
    total: string;
    pending: string;
    approved: string;
    rejected: string;
    average: string | null;
  }>(sql`
    select count(*) as total,
      count(*) filter (where status = 'pending') as pending,
      count(*) filter (where status = 'approved') as approved,
      count(*) filter (where status = 'rejected') as rejected,
      avg(rating) as average
    from reviews`);
  const row = result.rows[0];
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    approved: Number(row?.approved ?? 0),
    rejected: Number(row?.rejected ?? 0),
    average: row?.average == null ? null : Number(row.average),
  };
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
