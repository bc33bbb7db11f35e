import { slotEnd } from "@clinic/contract/admin-slots";
import { type ClosedDays, isClosedDay } from "@clinic/contract/closed-days";
import type { GeneratedSlot } from "@clinic/contract/slot-generator";

/**
 * What becomes of a generated slot when sent: created ("new"), skipped because it overlaps an
 * existing slot, or skipped because its day is closed (a holiday or blackout).
 */
export type PreviewState = "new" | "overlap" | "closed";
export type PreviewSlot = GeneratedSlot & { state: PreviewState };

/**
 * The bulk create's slots as the server will treat them (apps/server slot-admin-service): a closed
 * day first, then an overlap with an existing slot (any status).
 */
export function classifyPreview(
  generated: readonly GeneratedSlot[],
  existing: readonly { startAt: string; endAt?: string | null }[],
  closed: ClosedDays,
): PreviewSlot[] {
  const taken = existing.map((e) => ({ s: Date.parse(e.startAt), e: Date.parse(slotEnd(e)) }));
  return generated.map((slot) => {
    if (isClosedDay(closed, slot.dateKey)) return { ...slot, state: "closed" };
    const s = Date.parse(slot.startAt);
    const e = Date.parse(slot.endAt);
    const overlaps = taken.some((t) => t.s < e && t.e > s);
    return { ...slot, state: overlaps ? "overlap" : "new" };
  });
}

export function countByState(preview: readonly PreviewSlot[]): Record<PreviewState, number> {
  const counts = { new: 0, overlap: 0, closed: 0 };
  for (const p of preview) counts[p.state] += 1;
  return counts;
}
