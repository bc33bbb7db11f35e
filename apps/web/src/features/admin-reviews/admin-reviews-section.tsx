import { formatDateTime } from "@clinic/contract/format";
import type { AdminReview, ReviewAction, ReviewStatus } from "@clinic/contract/reviews";
import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Stars } from "../../components/ui/stars";
import * as Tabs from "../../components/ui/tabs";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { browserTimeZone, useClinicZone } from "../../lib/clinic-zone";
import {
  type ReviewCommand,
  useAdminReviews,
  useHeldReviewsCommand,
  useReviewActivity,
  useReviewCommand,
  useReviewStats,
} from "./admin-reviews-api";
import { HeldBackNotice } from "./held-back-notice";

const NEW_MS = 5 * 60_000;

/** The buttons of each status (admin.md §4). */
const actionsOf: Record<ReviewStatus, Array<{ action: ReviewAction; label: string }>> = {
  pending: [
    { action: "approve", label: "Approve" },
    { action: "reject", label: "Reject" },
  ],
  approved: [{ action: "setToPending", label: "Set to Pending" }],
  rejected: [{ action: "unapprove", label: "Restore to Pending" }],
};

const failureVerb: Record<ReviewCommand["action"], string> = {
  approve: "approve",
  reject: "reject",
  unapprove: "unapprove",
  pending: "set to pending",
  setToPending: "set to pending",
  delete: "delete",
};

const badge: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
};

const tabClass =
  "min-h-11 rounded-lg px-4 py-2 text-base font-semibold text-slate-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

function ReviewCard({
  review,
  zone,
  busy,
  onAction,
  onDelete,
}: {
  review: AdminReview;
  zone: string;
  busy: boolean;
  onAction(action: ReviewAction): void;
  onDelete(): void;
}) {
  const isNew = Date.now() - new Date(review.createdAt).getTime() < NEW_MS;
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-testid="admin-review"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{review.name}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${badge[review.status]}`}
        >
          {review.status}
        </span>
        {isNew && (
          <span className="rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-semibold text-white">NEW</span>
        )}
      </div>
      <div className="mt-1 flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="text-sm text-slate-700">{review.rating}/5</span>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.comment}</p>
      <p className="mt-2 text-sm text-slate-700">
        Submitted <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, zone)}</time>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {actionsOf[review.status].map((a) => (
          <button
            key={a.action}
            type="button"
            disabled={busy}
            onClick={() => onAction(a.action)}
            className={a.action === "approve" ? buttonStyles.primary : buttonStyles.secondary}
          >
            {a.label}
          </button>
        ))}
        <button type="button" disabled={busy} onClick={onDelete} className={buttonStyles.ghost}>
          Delete
        </button>
      </div>
    </li>
  );
}

/** /admin?section=reviews (admin.md §2 Reviews section). */
export function AdminReviewsSection() {
  const reviews = useAdminReviews();
  const stats = useReviewStats();
  const activity = useReviewActivity();
  const command = useReviewCommand();
  const held = useHeldReviewsCommand();
  const [toDelete, setToDelete] = useState<AdminReview | null>(null);
  const zone = useClinicZone() ?? browserTimeZone();
  const known = useRef<Set<string> | null>(null);

  // A toast for each review that arrived since the last fetch (not for the first load).
  useEffect(() => {
    if (!reviews.data) return;
    const ids = new Set(reviews.data.map((r) => r.id));
    if (known.current)
      for (const r of reviews.data)
        if (!known.current.has(r.id))
          toast.success("New review received", { description: `${r.name} (${r.rating}/5)` });
    known.current = ids;
  }, [reviews.data]);

  const run = (c: ReviewCommand) =>
    command.mutate(c, {
      onError: (error) =>
        toast.error(`Failed to ${failureVerb[c.action]} review`, {
          description: error instanceof ApiError && error.message ? error.message : "Please try again.",
        }),
    });

  const runHeld = (action: "release" | "delete") =>
    held.mutate(action, {
      onSuccess: ({ message }) => toast.success(message ?? "Done"),
      onError: (error) =>
        toast.error(`Failed to ${action} held reviews`, {
          description: error instanceof ApiError && error.message ? error.message : "Please try again.",
        }),
    });

  const refresh = () => {
    void reviews.refetch();
    void stats.refetch();
    void activity.refetch();
  };

  const all = reviews.data ?? [];
  const byStatus = (s: ReviewStatus) => all.filter((r) => r.status === s);
  const lists: Array<{ value: string; label: string; items: AdminReview[] }> = [
    { value: "pending", label: "Pending", items: byStatus("pending") },
    { value: "approved", label: "Approved", items: byStatus("approved") },
    { value: "rejected", label: "Rejected", items: byStatus("rejected") },
    { value: "all", label: "All", items: all },
  ];
  const s = stats.data;

  return (
    <section aria-labelledby="admin-reviews-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-reviews-title" className="text-2xl font-bold text-slate-900">
          Review Moderation
        </h2>
        <button type="button" onClick={refresh} className={buttonStyles.secondary}>
          <RefreshCw aria-hidden="true" className={`size-5 ${reviews.isFetching ? "animate-spin" : ""}`} />
          Refresh
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="review-stats">
        {[
          ["Total", s?.total],
          ["Pending", s?.pending],
          ["Approved", s?.approved],
          ["Avg Rating", s?.averageRating],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value ?? "–"}</dd>
          </div>
        ))}
      </dl>
      {reviews.isError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          Failed to fetch data
        </p>
      )}
      <Tabs.Root defaultValue="pending">
        <Tabs.List aria-label="Reviews by status" className="mb-4 flex flex-wrap gap-2">
          {lists.map((l) => (
            <Tabs.Trigger key={l.value} value={l.value} className={tabClass}>
              {l.label} ({l.items.length})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {lists.map((l) => (
          <Tabs.Content key={l.value} value={l.value}>
            {l.value === "pending" && s && (
              <HeldBackNotice
                heldBack={s.heldBack}
                limitPerHour={s.newNetworkLimitPerHour}
                busy={held.isPending}
                onRelease={() => runHeld("release")}
                onDelete={() => runHeld("delete")}
              />
            )}
            {l.items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
                {reviews.isPending ? "Loading reviews…" : "No reviews here."}
              </p>
            ) : (
              <ul className="flex flex-col gap-4">
                {l.items.map((r) => (
                  <ReviewCard
                    key={r.id}
                    review={r}
                    zone={zone}
                    busy={command.isPending}
                    onAction={(action) => run({ id: r.id, action })}
                    onDelete={() => setToDelete(r)}
                  />
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <section
        aria-labelledby="review-activity-title"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h3 id="review-activity-title" className="text-lg font-semibold text-slate-900">
          Recent Activity
        </h3>
        {(activity.data ?? []).length === 0 ? (
          <p className="mt-2 text-slate-700">No actions yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-slate-800">
            {(activity.data ?? []).slice(0, 5).map((a) => (
              <li key={`${a.at}-${a.reviewId}-${a.action}`}>
                <span className="font-semibold">{a.action}</span> {a.name ?? a.reviewId} by {a.actor},{" "}
                <time dateTime={a.at}>{formatDateTime(a.at, zone)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete review"
        question="Are you sure you want to delete this review? This action cannot be undone."
        confirmLabel="Delete"
        dismissLabel="Keep review"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) run({ id: toDelete.id, action: "delete" });
          setToDelete(null);
        }}
      />
    </section>
  );
}
