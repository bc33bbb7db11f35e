import { type AdminSlot, slotListLimit, slotListLimitNote } from "@clinic/contract/admin-slots";
import { todayKey } from "../../lib/clinic-zone";
import type { SlotHandlers } from "./slot-actions";
import { SlotList } from "./slot-list";

/** The list view's filter (admin.md §2): 'Show All Slots', on by default; off, one date's slots. */
export function ListControls({
  showAll,
  onShowAll,
  date,
  minDate,
  onDate,
}: {
  showAll: boolean;
  onShowAll(on: boolean): void;
  date: string;
  minDate: string;
  onDate(date: string): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex min-h-11 items-center gap-2 text-slate-900">
        <input
          type="checkbox"
          className="size-5"
          checked={showAll}
          onChange={(e) => onShowAll(e.target.checked)}
        />
        Show All Slots
      </label>
      {!showAll && (
        <label className="flex items-center gap-2 text-slate-900">
          <span>Date</span>
          <input
            type="date"
            className="rounded-md border border-slate-400 px-3 py-2"
            min={minDate}
            value={date}
            onChange={(e) => e.target.value && onDate(e.target.value)}
          />
        </label>
      )}
    </div>
  );
}

/** The list by day, or the spec's empty state ('No slots found', with a hint when a date is chosen). */
export function SlotListBody({
  slots,
  zone,
  loading,
  dateChosen,
  on,
  limit = slotListLimit,
}: {
  slots: readonly AdminSlot[];
  zone: string;
  loading: boolean;
  dateChosen: boolean;
  on: SlotHandlers;
  /** The most slots the server answers (a test gives a smaller one). */
  limit?: number;
}) {
  if (slots.length === 0 && !loading)
    return (
      <div className="mt-6 text-center text-slate-700">
        <p className="font-semibold">No slots found</p>
        {dateChosen && <p>Pick another date or view all slots.</p>}
      </div>
    );
  return (
    <>
      {!dateChosen && slots.length >= limit && (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-slate-800" data-testid="slot-list-limit">
          {slotListLimitNote}
        </p>
      )}
      <SlotList slots={slots} zone={zone} on={on} today={dateChosen ? undefined : todayKey(zone)} />
    </>
  );
}
