import { eq } from "drizzle-orm";
import { reviewNoticeState } from "./schema/reviews";
import type { Tx } from "./transaction";

export type ReviewNoticeState = { lastDigestAt: Date | null; waitingSince: Date | null };

const digestRow = "digest";

/**
 * The digest's state, its row locked until the transaction ends (created on first use). Every writer of
 * reviews that may notify or count new networks takes it first, so two servers never both send a digest
 * nor both admit the cap's last review.
 */
export async function lockReviewNoticeState(tx: Tx): Promise<ReviewNoticeState> {
  await tx.insert(reviewNoticeState).values({ id: digestRow }).onConflictDoNothing();
  const [row] = await tx
    .select({ lastDigestAt: reviewNoticeState.lastDigestAt, waitingSince: reviewNoticeState.waitingSince })
    .from(reviewNoticeState)
    .where(eq(reviewNoticeState.id, digestRow))
    .for("update");
  return row ?? { lastDigestAt: null, waitingSince: null };
}

export async function saveReviewNoticeState(tx: Tx, state: ReviewNoticeState): Promise<void> {
  await tx.update(reviewNoticeState).set(state).where(eq(reviewNoticeState.id, digestRow));
}
