import { lockReviewNoticeState } from "../../db/review-notice-repository";
import { deleteHeldReviews, queueHeldReviews } from "../../db/review-repository";
import { transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import type { ReviewNoticeDeps } from "./review-digest";

const now = (d: ReviewNoticeDeps) => d.now?.() ?? new Date();

/**
 * POST /api/admin/reviews/held/release: every held review joins the pending queue now, oldest first,
 * whatever the hourly cap (the admin chose to see them; they count towards this hour's cap). No digest:
 * the admin is looking at them. Audited with the count only.
 */
export function releaseAllHeld(d: ReviewNoticeDeps, actor: string): Promise<number> {
  return transaction(d.db, async (tx) => {
    // The notice state's lock first, as every writer of the cap's counts takes it (no deadlock, exact counts).
    await lockReviewNoticeState(tx);
    const count = await queueHeldReviews(tx, now(d));
    await recordAudit(tx, { actor, action: "review.release_held", entity: "review", details: { count } });
    return count;
  });
}

/** DELETE /api/admin/reviews/held: every held review deleted for good. Audited with the count only. */
export function deleteAllHeld(d: ReviewNoticeDeps, actor: string): Promise<number> {
  return transaction(d.db, async (tx) => {
    await lockReviewNoticeState(tx);
    const count = await deleteHeldReviews(tx);
    await recordAudit(tx, { actor, action: "review.delete_held", entity: "review", details: { count } });
    return count;
  });
}
