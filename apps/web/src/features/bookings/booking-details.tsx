import { defaultAppointmentType, defaultDurationMinutes } from "@clinic/contract/admin-bookings";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { adminMoney, dateTime } from "../../lib/format";

/** A row's expanded details (admin.md §2): the booking's customer, appointment, payment and notes. */
export function BookingDetailsList({ slot, zone }: { slot: AdminSlot; zone: string }) {
  const b = slot.booking;
  if (!b) return <p className="text-slate-700">No booking for this slot.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Customer</dt>
      <dd>{`${b.customerName} · ${b.customerEmail} · ${b.customerPhone}`}</dd>
      <dt className="font-semibold">Appointment type</dt>
      <dd>{b.appointmentType || defaultAppointmentType}</dd>
      <dt className="font-semibold">Duration</dt>
      <dd>{b.duration || defaultDurationMinutes} minutes</dd>
      <dt className="font-semibold">Created</dt>
      <dd>{dateTime(b.createdAt, zone)}</dd>
      <dt className="font-semibold">Amount</dt>
      <dd>{adminMoney(b.amount)}</dd>
      <dt className="font-semibold">Status</dt>
      <dd>{b.paymentStatus}</dd>
      <dt className="font-semibold">Payment</dt>
      <dd>{`${(b.paymentId ?? "-").slice(0, 8)} · ${b.paymentMethod}`}</dd>
      <dt className="font-semibold">Notes</dt>
      <dd className="break-words">{b.notes || "-"}</dd>
    </dl>
  );
}
