import { noSlotsGeneratedMessage, noSlotsWillBeCreatedHint } from "@clinic/contract/slot-generator";
import type { PreviewState } from "./bulk-preview";

/**
 * The bulk-create form's one hint at 0 slots (admin.md §2: no slots will be created, and what to
 * check), naming the cause the admin can act on instead of listing every possible one.
 */
export const zeroSlotsHints = {
  startAfterEnd: "No slots will be created: the start date is after the end date.",
  noWeekdays: "No slots will be created: no weekday is selected. Choose at least one weekday.",
  endNotAfterStart: "No slots will be created: the daily end time is not after the daily start time.",
  noWeekdayInRange:
    "No slots will be created: none of the selected weekdays falls between the start and end dates.",
  allStarted: "No slots will be created: every slot in this range has already started.",
  allOverlap: "No slots will be created: every slot overlaps an existing slot.",
  allClosed: "No slots will be created: every day in this range is a holiday or blackout day.",
  overlapOrClosed:
    "No slots will be created: every slot overlaps an existing slot or falls on a holiday or blackout day.",
} as const;

export const windowTooShortHint = (from: string, to: string, minutes: number) =>
  `No slots will be created: the daily window ${from}–${to} is shorter than one ${minutes}-minute slot.`;

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export type ZeroSlotsInput = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  weekdays: readonly number[];
  /** Slots the generator makes, past ones included. */
  generated: number;
  /** Of the future ones: what the server will do with each. */
  states: Record<PreviewState, number>;
};

/** Why the form will create no slots (call it only at 0 with both dates set). */
export function zeroSlotsHint(input: ZeroSlotsInput): string {
  if (input.startDate > input.endDate) return zeroSlotsHints.startAfterEnd;
  if (input.weekdays.length === 0) return zeroSlotsHints.noWeekdays;
  if (input.startTime && input.endTime) {
    const window = minutesOf(input.endTime) - minutesOf(input.startTime);
    if (window <= 0) return zeroSlotsHints.endNotAfterStart;
    if (window < input.durationMinutes)
      return windowTooShortHint(input.startTime, input.endTime, input.durationMinutes);
  }
  if (input.generated === 0)
    return input.startTime && input.endTime ? zeroSlotsHints.noWeekdayInRange : noSlotsWillBeCreatedHint;
  const { overlap, closed } = input.states;
  if (overlap === 0 && closed === 0) return zeroSlotsHints.allStarted;
  if (closed === 0) return zeroSlotsHints.allOverlap;
  if (overlap === 0) return zeroSlotsHints.allClosed;
  return zeroSlotsHints.overlapOrClosed;
}

export type BulkCreateAnswer = {
  count: number;
  calendarEventsCreated: number;
  calendarEventsFailed: number;
  skipped?: number;
  skippedClosed?: number;
};

/** The toast titles when the server created none, by the cause it reports. */
export const noneCreatedTitles = {
  overlap: "No slots created: every slot overlaps an existing slot.",
  closed: "No slots created: every slot falls on a holiday or blackout day.",
  both: "No slots created: every slot overlaps an existing slot or falls on a holiday or blackout day.",
} as const;

/**
 * The toast after a bulk create (admin.md §8): 'Successfully created {count} slots!' with the
 * calendar events, what was skipped in the description; at 0 created, a title naming why (overlaps
 * or closed days), the spec's zero-slots text only when the server gives no cause.
 */
export function bulkCreateToast(data: BulkCreateAnswer): {
  tone: "success" | "error";
  title: string;
  description?: string;
} {
  const closed = data.skippedClosed ?? 0;
  const overlapping = (data.skipped ?? 0) - closed;
  const skipped = [
    overlapping > 0 ? `${overlapping} overlapping slots were skipped.` : "",
    closed > 0 ? `${closed} slots on holidays or blackout days were skipped.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const description = skipped || undefined;
  if (data.count > 0) {
    const calendar =
      data.calendarEventsCreated > 0 ? ` (${data.calendarEventsCreated} calendar events created)` : "";
    return { tone: "success", title: `Successfully created ${data.count} slots!${calendar}`, description };
  }
  const title =
    overlapping > 0 && closed > 0
      ? noneCreatedTitles.both
      : overlapping > 0
        ? noneCreatedTitles.overlap
        : closed > 0
          ? noneCreatedTitles.closed
          : noSlotsGeneratedMessage;
  return { tone: "error", title, description };
}
