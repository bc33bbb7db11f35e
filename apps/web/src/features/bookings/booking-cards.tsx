import type { AdminSlot } from "@clinic/contract/admin-slots";
import { slotEnd } from "@clinic/contract/admin-slots";
import { StatusBadge } from "../../components/ui/status-badge";
import { time24 } from "../../lib/format";
import type { BookingRowParts } from "./bookings-table";

/** admin.md §2 on a narrow screen: one card per slot, its details inside it when open. */
export function BookingCards({
  rows,
  expanded,
  actions,
  details,
}: { rows: AdminSlot[] | undefined } & BookingRowParts) {
  return (
    <ul className="mt-4 space-y-3" aria-label="Slots and bookings">
      {rows?.map((slot) => (
        <li key={slot.slotId} className="rounded-lg border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">
            {slot.dateKey} {time24(slot.startAt, slot.tz)} - {time24(slotEnd(slot), slot.tz)}
          </p>
          <p className="mt-1">
            <StatusBadge status={slot.status} />
          </p>
          {slot.booking && (
            <p className="mt-1 text-slate-800">
              {slot.booking.customerName} · {slot.booking.paymentStatus}
            </p>
          )}
          <div className="mt-2">{actions(slot)}</div>
          {expanded === slot.slotId && <div className="mt-2">{details(slot)}</div>}
        </li>
      ))}
    </ul>
  );
}
