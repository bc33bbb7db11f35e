import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";

/**
 * The Pending tab's line about reviews from new networks held back beyond the hourly limit (decision
 * 0115): how many, the limit, and the two ways out besides waiting. Nothing when none is held.
 */
export function heldBackLine(heldBack: number, limitPerHour: number): string {
  const one = heldBack === 1;
  const held = one
    ? "1 review from a new network is held back"
    : `${heldBack} reviews from new networks are held back`;
  // A limit of 0 lets none in by itself: only "Release all" moves them.
  if (limitPerHour === 0)
    return `${held}. ${one ? "It waits until you release it." : "They wait until you release them."}`;
  return `${held} (limit: ${limitPerHour} an hour). ${one ? "It moves" : "They move"} to Pending as the limit allows.`;
}

export function HeldBackNotice({
  heldBack,
  limitPerHour,
  busy,
  onRelease,
  onDelete,
}: {
  heldBack: number;
  limitPerHour: number;
  busy: boolean;
  onRelease(): void;
  onDelete(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (heldBack === 0) return null;
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="held-back"
    >
      <p className="min-w-0 flex-1 text-slate-900">{heldBackLine(heldBack, limitPerHour)}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={onRelease} className={buttonStyles.secondary}>
          Release all
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setConfirming(true)}
          className={buttonStyles.ghost}
        >
          Delete all
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete held reviews"
        question={`Are you sure you want to delete ${heldBack === 1 ? "the held review" : `all ${heldBack} held reviews`}? Nobody has read ${heldBack === 1 ? "it" : "them"} yet. This action cannot be undone.`}
        confirmLabel="Delete all"
        dismissLabel="Keep them"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}
