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
import { enqueueEmail } from "../db/email-outbox-repository";
import {
  deleteReview,
  findReviewForUpdate,
  insertReview,
  listReviews,
  type ReviewRow,
  reviewCounts,
  setReviewStatus,
} from "../db/review-repository";
import { type Queryable, transaction } from "../db/transaction";
import type { CaptchaVerifier } from "../integrations/captcha/altcha-captcha";
import type { AddressHasher } from "./address-hash";
import { recentAudit, recordAudit } from "./audit-service";
import { verifyCaptchaOnce } from "./captcha-service";
import { DomainError } from "./domain-error";
import { hashRequest, type Outcome, type Replayable, runIdempotent } from "./idempotency-service";

export type ReviewDeps = {
  db: Database;
  captcha: CaptchaVerifier;
  /** The clinic's address for the new-review email (REVIEW_EMAIL_NOTIFY); none: no email. */
  notifyEmail?: string;
  publicUrl: string;
  /** Keyed hashes of client addresses (APP_SECRET): a review keeps its sender's only as one (decision 0093). */
  addressHash: AddressHasher;
  now?: () => Date;
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

async function storeReview(
  d: ReviewDeps,
  tx: Queryable,
  input: CreateReviewRequest,
  clientAddress: string | undefined,
): Promise<Outcome<undefined>> {
  // The captcha is checked (and spent) before anything is stored, in the same transaction.
  await verifyCaptchaOnce(tx, d.captcha, { token: input.captchaToken });
  const at = now(d);
  const review = await insertReview(tx, {
    id: randomUUID(),
    name: input.name,
    rating: input.rating,
    comment: input.comment,
    treatment: input.treatment || null,
    status: "pending",
    clientKey: clientAddress ? d.addressHash("review", clientAddress) : null,
    createdAt: at,
    updatedAt: at,
  });
  if (d.notifyEmail)
    await enqueueEmail(tx, {
      id: randomUUID(),
      kind: "review_new",
      bookingId: null,
      toAddress: d.notifyEmail,
      // No name in the subject: subjects show in notifications and lock screens (decision 0093).
      subject: `New ${review.rating}/5 review awaiting approval`,
      textBody: [
        `${review.name} left a ${review.rating}/5 review${review.treatment ? ` (${review.treatment})` : ""}:`,
        "",
        review.comment,
        "",
        `Approve or reject it in the admin panel: ${d.publicUrl.replace(/\/$/, "")}/admin?section=reviews`,
      ].join("\n"),
    });
  return { success: true, data: undefined, message: reviewTexts.submitted };
}

/** POST /api/reviews: captcha, then a pending review; an Idempotency-Key makes a retry harmless. */
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

export async function reviewStats(db: Database): Promise<ReviewStats> {
  const c = await reviewCounts(db);
  return {
    total: c.total,
    pending: c.pending,
    approved: c.approved,
    rejected: c.rejected,
    averageRating: (c.average ?? 0).toFixed(1),
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
    name: typeof r.details?.name === "string" ? r.details.name : undefined,
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
