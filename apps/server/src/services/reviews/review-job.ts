import { lockReviewNoticeState, saveReviewNoticeState } from "../../db/review-notice-repository";
import { queueHeldReviews } from "../../db/review-repository";
import { transaction } from "../../db/transaction";
import { roomInHourlyCap } from "./review-admission";
import { digestWaitingReviews, notePendingReviews, type ReviewNoticeDeps } from "./review-digest";

/**
 * The review job, a plain function the job loop calls (decision 0115): held reviews join the pending
 * queue, oldest first, as the hourly cap on new networks allows; then the reviews that waited out the
 * last digest's window get their digest. One transaction under the notice state's lock, so several
 * servers running it at once release each review once and send one digest.
 */
export function runReviewJob(
  d: ReviewNoticeDeps,
  at = d.now?.() ?? new Date(),
): Promise<{ released: number }> {
  return transaction(d.db, async (tx) => {
    let state = await lockReviewNoticeState(tx);
    const room = await roomInHourlyCap(tx, d.newNetworkReviewsPerHour, at);
    const released = room > 0 ? await queueHeldReviews(tx, at, room) : 0;
    if (released > 0) state = await notePendingReviews(tx, d, state, at);
    state = await digestWaitingReviews(tx, d, state, at);
    await saveReviewNoticeState(tx, state);
    return { released };
  });
}
