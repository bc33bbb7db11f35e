import { type AdminSlot, slotEnd } from "@clinic/contract/admin-slots";
import { formatDateKey, formatTime24 } from "@clinic/contract/format";
import { StatusBadge } from "../../components/ui/status-badge";
import { BookingDetails } from "./booking-details";
import { SlotActions, type SlotHandlers } from "./slot-actions";
import { groupByDay } from "./slot-groups";
import { dayLabel } from "./week-layout";

/**
 * The slot list (admin.md §2), by day in the clinic's zone: a heading per day, then that day's slots
 * in compact rows: time range (24-hour), status badge and date, the Booking Details of a held,
 * booked or completed slot, and the actions its status allows (§4).
 */
export function SlotList({
  slots,
  zone,
  on,
}: {
  slots: readonly AdminSlot[];
  zone: string;
  on: SlotHandlers;
}) {
  return (
    <div className="mt-4 space-y-5">
      {groupByDay(slots, zone).map(({ day, slots: daySlots }) => (
        <section key={day} aria-labelledby={`slots-day-${day}`}>
          <h3
            id={`slots-day-${day}`}
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
