import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import type { ReviewNoticeState } from "../../db/review-notice-repository";
import { listReviews, reviewCounts } from "../../db/review-repository";
import type { Tx } from "../../db/transaction";
import { enqueueEmail } from "../messages/message-outbox";

/** What the digest and the cap on new networks need (decision 0115). */
export type ReviewNoticeDeps = {
  db: Database;
  /** Where the digest goes (ADMIN_EMAIL when REVIEW_EMAIL_NOTIFY is on); none: no email. */
  notifyEmail?: string;
  publicUrl: string;
  /** LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR: reviews from new networks that join the pending queue per hour. */
  newNetworkReviewsPerHour: number;
  now?: () => Date;
};

/** At most one email about pending reviews in this window, however many arrive. */
export const reviewDigestWindowMs = 15 * 60_000;
const newestShown = 3;
const excerptLength = 80;

export const digestEmailKind = "review-digest";

const insideWindow = (state: ReviewNoticeState, at: Date) =>
  state.lastDigestAt !== null && at.getTime() - state.lastDigestAt.getTime() < reviewDigestWindowMs;

/**
 * Reviews joined the pending queue at `at`, in the transaction that holds the notice state's lock. The
 * first after a quiet window queues a digest at once; later ones wait for the window's end
 * (`digestWaitingReviews`). Answers the state to save.
 */
export async function notePendingReviews(
  tx: Tx,
  d: ReviewNoticeDeps,
  state: ReviewNoticeState,
  at: Date,
): Promise<ReviewNoticeState> {
  if (!d.notifyEmail) return state;
  if (insideWindow(state, at)) return { ...state, waitingSince: state.waitingSince ?? at };
  await queueDigest(tx, d.notifyEmail, d.publicUrl);
  return { lastDigestAt: at, waitingSince: null };
}

/**
 * The review job's part: reviews that arrived inside the last digest's window get one digest once it
 * ends. None is sent when none is pending any more (the admin moderated them meanwhile).
 */
export async function digestWaitingReviews(
  tx: Tx,
  d: ReviewNoticeDeps,
  state: ReviewNoticeState,
  at: Date,
): Promise<ReviewNoticeState> {
  if (!d.notifyEmail || state.waitingSince === null || insideWindow(state, at)) return state;
  const queued = await queueDigest(tx, d.notifyEmail, d.publicUrl);
  return queued ? { lastDigestAt: at, waitingSince: null } : { ...state, waitingSince: null };
}

/** Queues the digest of the pending reviews; false when none is pending. */
async function queueDigest(tx: Tx, to: string, publicUrl: string): Promise<boolean> {
  const { pending } = await reviewCounts(tx);
  if (pending === 0) return false;
  const newest = await listReviews(tx, "pending", newestShown);
  await enqueueEmail(tx, {
    id: randomUUID(),
    kind: digestEmailKind,
    bookingId: null,
    toAddress: to,
    ...digestEmail(pending, newest, publicUrl),
  });
  return true;
}

/**
 * The digest: how many wait and the newest few. No name in the subject: subjects show in notifications
 * and on lock screens (decision 0093).
 */
export function digestEmail(
  pending: number,
  newest: Array<{ name: string; rating: number; comment: string }>,
  publicUrl: string,
): { subject: string; textBody: string } {
  const more = pending - newest.length;
  return {
    subject: pending === 1 ? "1 review awaiting approval" : `${pending} reviews awaiting approval`,
    textBody: [
      pending === 1
        ? "1 review is waiting for your approval:"
        : `${pending} reviews are waiting for your approval. The newest:`,
      "",
      ...newest.map((r) => `- ${r.name}, ${r.rating}/5: "${excerpt(r.comment)}"`),
      ...(more > 0 ? [`…and ${more} more.`] : []),
      "",
      `Approve or reject them in the admin panel: ${publicUrl.replace(/\/$/, "")}/admin?section=reviews`,
      "",
      "You get at most one email about new reviews every 15 minutes.",
    ].join("\n"),
  };
}

function excerpt(comment: string): string {
  const flat = comment.replace(/\s+/g, " ").trim();
  return flat.length <= excerptLength ? flat : `${flat.slice(0, excerptLength - 1).trimEnd()}…`;
}
