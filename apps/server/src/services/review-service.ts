import { randomUUID } from "node:crypto";
import { reviewTexts } from "@clinic/contract/review-texts";
import {
  type AdminReview,
  type CreateReviewRequest,
  nextReviewStatus,
  type PublicReview,
  type ReviewAction,
  type ReviewStats,
  type ReviewStatus,
} from "@clinic/contract/reviews";
import type { Database } from "../db/client";
import { lockReviewNoticeState, saveReviewNoticeState } from "../db/review-notice-repository";
import {
  deleteReview,
  findReviewForUpdate,
  insertReview,
  listReviews,
  type ReviewRow,
  reviewCounts,
  setReviewStatus,
} from "../db/review-repository";
import { type Tx, transaction } from "../db/transaction";
import type { CaptchaVerifier } from "../integrations/captcha/altcha-captcha";
import type { AddressHasher } from "./address-hash";
import { recentAudit, recordAudit } from "./audit-service";
import { verifyCaptchaOnce } from "./captcha-service";
import { DomainError } from "./domain-error";
import { hashRequest, type Outcome, type Replayable, runIdempotent } from "./idempotency-service";
import { admitReview } from "./reviews/review-admission";
import { notePendingReviews, type ReviewNoticeDeps } from "./reviews/review-digest";

export type ReviewDeps = ReviewNoticeDeps & {
  captcha: CaptchaVerifier;
  /** Keyed hashes of client addresses (APP_SECRET): a review keeps its sender's only as one (decision 0093). */
  addressHash: AddressHasher;
};

const now = (d: ReviewDeps) => d.now?.() ?? new Date();

function toPublic(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    name: r.name,
    ...(r.treatment ? { treatment: r.treatment } : {}),
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  };
}

function toAdmin(r: ReviewRow): AdminReview {
  return { ...toPublic(r), status: r.status as ReviewStatus, updatedAt: r.updatedAt.toISOString() };
}

/**
 * The review, in the pending queue or held back (decision 0115), and the clinic's digest when one is due.
 * Every outcome answers the same: the visitor cannot tell a held review from a queued one.
 */
async function storeReview(
  d: ReviewDeps,
  tx: Tx,
  input: CreateReviewRequest,
  clientAddress: string | undefined,
): Promise<Outcome<undefined>> {
  // The captcha is checked (and spent) before anything is stored, in the same transaction.
  await verifyCaptchaOnce(tx, d.captcha, { token: input.captchaToken });
  const at = now(d);
  // Locked before the cap is counted: reviews on several servers are admitted one at a time.
  const state = await lockReviewNoticeState(tx);
  const admission = await admitReview(tx, d, clientAddress, at);
  await insertReview(tx, {
    id: randomUUID(),
    name: input.name,
    rating: input.rating,
    comment: input.comment,
    treatment: input.treatment || null,
    ...admission,
    createdAt: at,
    updatedAt: at,
  });
  if (admission.status === "pending")
    await saveReviewNoticeState(tx, await notePendingReviews(tx, d, state, at));
  return { success: true, data: undefined, message: reviewTexts.submitted };
}

/** POST /api/reviews: captcha, then a pending (or held) review; an Idempotency-Key makes a retry harmless. */
export async function submitReview(
  d: ReviewDeps,
  request: { input: CreateReviewRequest; idempotencyKey?: string; clientAddress?: string },
): Promise<Replayable<undefined>> {
  if (request.idempotencyKey)
    return runIdempotent(
      d.db,
      { operation: "review.create", key: request.idempotencyKey, hash: hashRequest(request.input) },
      (tx) => storeReview(d, tx, request.input, request.clientAddress),
    );
  const outcome = await transaction(d.db, (tx) => storeReview(d, tx, request.input, request.clientAddress));
  return { outcome, replayed: false };
}

export async function approvedReviews(db: Database): Promise<PublicReview[]> {
  return (await listReviews(db, "approved")).map(toPublic);
}

export async function adminReviews(db: Database, status?: ReviewStatus): Promise<AdminReview[]> {
  return (await listReviews(db, status)).map(toAdmin);
}

export async function reviewStats(
  d: Pick<ReviewDeps, "db" | "newNetworkReviewsPerHour">,
): Promise<ReviewStats> {
  const c = await reviewCounts(d.db);
  return {
    total: c.total,
    pending: c.pending,
    approved: c.approved,
    rejected: c.rejected,
    averageRating: (c.average ?? 0).toFixed(1),
    heldBack: c.held,
    newNetworkLimitPerHour: d.newNetworkReviewsPerHour,
  };
}

const notFound = () => new DomainError("not_found", "There is no review with this id.");

/** PATCH /api/admin/reviews/{id}/{action}: one status move, audited in the same transaction. */
export function moderateReview(
  d: ReviewDeps,
  id: string,
  action: ReviewAction,
  actor: string,
): Promise<AdminReview> {
  return transaction(d.db, async (tx) => {
    const review = await findReviewForUpdate(tx, id);
    if (!review) throw notFound();
    const from = review.status as ReviewStatus;
    const to = nextReviewStatus(from, action);
    if (!to) throw new DomainError("conflict", `A ${from} review cannot be changed with "${action}".`);
    const updated = await setReviewStatus(tx, id, from, to, now(d));
    if (!updated) throw new DomainError("conflict", "The review changed meanwhile. Please refresh.");
    await recordAudit(tx, {
      actor,
      action: `review.${action}`,
      entity: "review",
      entityId: id,
      details: { from, to, name: review.name, rating: review.rating },
    });
    return toAdmin(updated);
  });
}

/** DELETE /api/admin/reviews/{id}: permanent, audited (the entry keeps who, not the text). */
export function removeReview(d: ReviewDeps, id: string, actor: string): Promise<void> {
  return transaction(d.db, async (tx) => {
    const review = await deleteReview(tx, id);
    if (!review) throw notFound();
    await recordAudit(tx, {
      actor,
      action: "review.delete",
      entity: "review",
      entityId: id,
      details: { status: review.status, name: review.name, rating: review.rating },
    });
  });
}

/** The last review actions (the panel's Recent Activity). */
export async function recentReviewActivity(db: Database, limit = 10) {
  const rows = await recentAudit(db, { entity: "review", limit });
  return rows.map((r) => ({
    action: r.action.replace(/^review\./, ""),
    reviewId: r.entityId ?? "",
    actor: r.actor,
    at: r.at.toISOString(),
    name:
      typeof r.details?.name === "string"
        ? r.details.name
        : // The held actions keep a count only (decision 0115).
          typeof r.details?.count === "number"
          ? `${r.details.count} held ${r.details.count === 1 ? "review" : "reviews"}`
          : undefined,
  }));
}

/** For the JSON-LD: the average and a few recent approved reviews (none: undefined). */
export async function ratingSummary(db: Database) {
  const approved = await listReviews(db, "approved");
  if (approved.length === 0) return undefined;
  const average = approved.reduce((s, r) => s + r.rating, 0) / approved.length;
  return {
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: approved.length,
    reviews: approved.slice(0, 3).map(toPublic),
  };
}
