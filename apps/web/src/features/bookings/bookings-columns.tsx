import { defaultAppointmentType } from "@clinic/contract/admin-bookings";
import { type AdminSlot, slotEnd } from "@clinic/contract/admin-slots";
import { formatDate, formatDateTime, formatMoney, formatTime24 } from "@clinic/contract/format";
import { formatPatientPhone } from "@clinic/contract/patients";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import type { VisibilityState } from "../../components/ui/data-table";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { StatusBadge } from "../../components/ui/status-badge";

const column = createColumnHelper<AdminSlot>();

/** A slot's times as the table shows them: "09:00–10:00" (24-hour, admin.md §9). */
const slotTimes = (slot: AdminSlot, zone: string) =>
  `${formatTime24(slot.startAt, zone)}–${formatTime24(slotEnd(slot), zone)}`;

/** A slot's day and times: "Wed, 25 Nov 2026, 09:00–10:00", the day as every screen writes it (issue 32). */
export const slotWhen = (slot: AdminSlot, zone: string) =>
  `${formatDate(slot.startAt, zone)}, ${slotTimes(slot, zone)}`;

/** A booking's field or "-" when the slot has no booking (or the field is empty). */
const orDash = (value: string | null | undefined) => value || "-";

/**
 * admin.md §2 columns, in the clinic's zone. The ids of the sortable ones are the server's sort keys
 * (Date & Time, Status, Customer, Email, Phone, Payment Status, Created); the others cannot be sorted.
 * The fixed widths fit the short values; names, emails and notes share the rest and end in "…".
 */
export function bookingColumns(zone: string): ColumnDef<AdminSlot, string>[] {
  return [
    column.accessor((s) => slotWhen(s, zone), {
      id: "date",
      header: "Date & Time",
      // The day over the times, so the column stays narrow: "Wed, 25 Nov 2026" is the longer line.
      cell: (c) => (
        <>
          <span className="block whitespace-nowrap">{formatDate(c.row.original.startAt, zone)}</span>
          <span className="block whitespace-nowrap">{slotTimes(c.row.original, zone)}</span>
        </>
      ),
      meta: { width: "w-[calc(16ch+1rem)]", className: "tabular-nums", card: "title" },
      enableHiding: false,
    }),
    column.accessor("status", {
      id: "status",
      header: "Status",
      cell: (c) => <StatusBadge status={c.row.original.status} />,
      meta: { width: "w-32" },
    }),
    column.accessor((s) => orDash(s.booking?.customerName), { id: "customer", header: "Customer" }),
    column.accessor((s) => orDash(s.booking?.customerEmail), { id: "email", header: "Email" }),
    column.accessor((s) => orDash(formatPatientPhone(s.booking?.customerPhone ?? null)), {
      id: "phone",
      header: "Phone",
      meta: { className: "tabular-nums" },
    }),
    column.accessor((s) => orDash(s.booking?.paymentStatus), {
      id: "paymentStatus",
      header: "Payment Status",
      meta: { width: "w-26" },
    }),
    column.accessor((s) => (s.booking ? formatMoney(s.booking.amount, s.booking.currency) : "-"), {
      id: "amount",
      header: "Amount",
      enableSorting: false,
      meta: { width: "w-22", className: "tabular-nums" },
    }),
    column.accessor((s) => (s.booking ? s.booking.appointmentType || defaultAppointmentType : "-"), {
      id: "appointment",
      header: "Appointment",
      enableSorting: false,
    }),
    column.accessor((s) => orDash(s.booking?.meetingLink), {
      id: "meetingLink",
      header: "Meeting Link",
      enableSorting: false,
      // "Join" or "-": the heading takes two lines, as "Payment Status" does.
      meta: { width: "w-22" },
      cell: (c) => {
        const link = c.row.original.booking?.meetingLink;
        return link ? (
          <NewTabLink href={link} className="text-brand-800 underline">
            Join
          </NewTabLink>
        ) : (
          "-"
        );
      },
    }),
    column.accessor((s) => orDash(s.booking?.notes), {
      id: "notes",
      header: "Notes",
      enableSorting: false,
      meta: { card: "hidden" },
    }),
    column.accessor((s) => (s.booking ? formatDateTime(s.booking.createdAt, zone) : "-"), {
      id: "createdAt",
      header: "Created",
      meta: { className: "tabular-nums" },
    }),
  ];
}

/**
 * Shown at first: admin.md §2's columns (Date & Time, Status, Customer, Payment Status, Amount, Appointment,
 * Meeting Link, Notes). Email, Phone and Created, which the spec names only as sorts, are a tick away in
 * "Columns" (and in each row's details), so the patient's name keeps its room beside the expanded sidebar.
 */
export const initialBookingColumns: VisibilityState = {
  email: false,
  phone: false,
  createdAt: false,
};
