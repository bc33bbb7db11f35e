import type { BookingSort } from "@clinic/contract/admin-bookings";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { slotEnd } from "@clinic/contract/admin-slots";
import { Fragment, type ReactNode } from "react";
import { StatusBadge } from "../../components/ui/status-badge";
import { adminMoney, time24 } from "../../lib/format";
import type { BookingsSort } from "./use-bookings-list";

/** What the table and the cards show of each slot besides its own fields. */
export type BookingRowParts = {
  /** The slot whose details are open, if any. */
  expanded: string | null;
  actions(slot: AdminSlot): ReactNode;
  details(slot: AdminSlot): ReactNode;
};

/** A column's header: a button that sorts by `sortKey` (the order said by aria-sort), or plain text. */
function ColumnHeader({
  sortKey,
  label,
  sort,
  onSort,
}: {
  sortKey: BookingSort | null;
  label: string;
  sort: BookingsSort;
  onSort(key: BookingSort): void;
}) {
  if (!sortKey)
    return (
      <th scope="col" className="px-3 py-2 text-left">
        {label}
      </th>
    );
  const active = sort.sort === sortKey;
  return (
    <th
      scope="col"
      className="px-3 py-2 text-left"
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className="min-h-11 font-semibold underline-offset-2 hover:underline"
        onClick={() => onSort(sortKey)}
      >
        {label}
        {active ? (sort.order === "asc" ? " ▲" : " ▼") : ""}
      </button>
    </th>
  );
}

const columns: Array<[BookingSort | null, string]> = [
  ["date", "Date & Time"],
  ["status", "Status"],
  ["customer", "Customer"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["paymentStatus", "Payment Status"],
  [null, "Amount"],
  [null, "Appointment"],
  [null, "Meeting Link"],
  [null, "Notes"],
  ["createdAt", "Created"],
  [null, "Actions"],
];

/** admin.md §2 on a wide screen: one row per slot, its details in a row below it when open. */
export function BookingsTable({
  rows,
  sort,
  onSort,
  expanded,
  actions,
  details,
}: { rows: AdminSlot[] | undefined; sort: BookingsSort; onSort(key: BookingSort): void } & BookingRowParts) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm text-slate-900">
        <thead className="bg-slate-100">
          <tr>
            {columns.map(([key, label]) => (
              <ColumnHeader key={label} sortKey={key} label={label} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((slot) => (
            <Fragment key={slot.slotId}>
              <tr data-slot-id={slot.slotId} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  {slot.dateKey}
                  <br />
                  {time24(slot.startAt, slot.tz)} - {time24(slotEnd(slot), slot.tz)}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={slot.status} />
                </td>
                <td className="px-3 py-2">{slot.booking?.customerName ?? "-"}</td>
                <td className="px-3 py-2 break-all">{slot.booking?.customerEmail ?? "-"}</td>
                <td className="px-3 py-2">{slot.booking?.customerPhone ?? "-"}</td>
                <td className="px-3 py-2">{slot.booking?.paymentStatus ?? "-"}</td>
                <td className="px-3 py-2">{slot.booking ? adminMoney(slot.booking.amount) : "-"}</td>
                <td className="px-3 py-2">{slot.booking ? slot.booking.appointmentType : "-"}</td>
                <td className="px-3 py-2">
                  {slot.booking?.meetingLink ? (
                    <a className="text-brand-800 underline" href={slot.booking.meetingLink}>
                      Join
                    </a>
                  ) : (
                    "-"
                  )}
                </td>
                <td className="max-w-48 truncate px-3 py-2">{slot.booking?.notes || "-"}</td>
                <td className="px-3 py-2">{slot.booking ? slot.booking.createdAt.slice(0, 10) : "-"}</td>
                <td className="px-3 py-2">{actions(slot)}</td>
              </tr>
              {expanded === slot.slotId && (
                <tr>
                  <td colSpan={columns.length} className="bg-slate-50 px-3 py-3">
                    {details(slot)}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
