import { type AdminSlot, slotEnd } from "@clinic/contract/admin-slots";
import { formatDateKey, formatTime24 } from "@clinic/contract/format";
import { StatusBadge } from "../../components/ui/status-badge";
import { BookingDetails } from "./booking-details";
import { SlotActions, type SlotHandlers } from "./slot-actions";
import { groupByDay } from "./slot-groups";
import { dayLabel } from "./week-layout";

/**
 * Brings a day's heading to the top at once and moves focus to it. Not the page's smooth scrolling: the
 * days on the way are drawn only as they near the view (content-visibility, below) and replace their
 * guessed heights while a smooth scroll runs, so it stops far from the day.
 */
function scrollToDay(id: string) {
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ block: "start", behavior: "instant" });
  heading?.focus({ preventScroll: true });
}

/** From how many slots the list draws only the days near the view. */
const longList = 500;

/**
 * The slot list (admin.md §2), by day in the clinic's zone: a heading per day, then that day's slots
 * in compact rows: time range (24-hour), status badge and date, the Booking Details of a held,
 * booked or completed slot, and the actions its status allows (§4).
 */
export function SlotList({
  slots,
  zone,
  on,
  today,
}: {
  slots: readonly AdminSlot[];
  zone: string;
  on: SlotHandlers;
  /** Today in `zone`: when past days come first, a link skips them to the first day from today. */
  today?: string;
}) {
  const days = groupByDay(slots, zone);
  // In a long list a day off screen is neither laid out nor painted until it nears the view, its height
  // guessed till then (`auto` keeps the last one measured): with "Show All Slots" a clinic's list runs to
  // thousands of rows (5,000 slots: 4.0 s to show on a 2-core machine, 2.2 s so; npm run
  // bench:slot-list). Not in a short one, where it saves nothing and a check that needs drawn text
  // (axe's contrast) cannot read it.
  const long = slots.length > longList;
  const upcoming = today && days[0] && days[0].day < today ? days.find((d) => d.day >= today) : undefined;
  return (
    <div className="mt-4 space-y-5">
      {upcoming && (
        <a
          href={`#slots-day-${upcoming.day}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          onClick={(event) => {
            event.preventDefault();
            scrollToDay(`slots-day-${upcoming.day}`);
          }}
        >
          Skip to upcoming slots (from {formatDateKey(upcoming.day)})
        </a>
      )}
      {days.map(({ day, slots: daySlots }) => (
        <section
          key={day}
          aria-labelledby={`slots-day-${day}`}
          className={long ? "[contain-intrinsic-size:auto_30rem] [content-visibility:auto]" : undefined}
        >
          <h3
            id={`slots-day-${day}`}
            tabIndex={-1}
            className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900"
          >
            {formatDateKey(day)}
            <span className="text-sm font-normal text-slate-700">
              {daySlots.length === 1 ? "1 slot" : `${daySlots.length} slots`}
            </span>
          </h3>
          {/* Named with the year, as the heading is: "Show All Slots" can list the same date of two years. */}
          <ul
            aria-label={`Slots on ${formatDateKey(day)}`}
            className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {daySlots.map((slot) => (
              <li key={slot.slotId} data-slot-id={slot.slotId} className="space-y-2 px-3 py-2">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatTime24(slot.startAt, zone)} - {formatTime24(slotEnd(slot), zone)}
                  </span>
                  <StatusBadge status={slot.status} className="text-sm" />
                  <span className="text-sm text-slate-700">{dayLabel(day)}</span>
                  <div className="sm:ml-auto">
                    <SlotActions slot={slot} on={on} />
                  </div>
                </div>
                {slot.status !== "OPEN" && <BookingDetails slot={slot} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
