import { formatDate, formatMoney, formatTime } from "@clinic/contract/format";
import { formatPatientPhone, type PatientBooking } from "@clinic/contract/patients";
import { compactButton } from "../../components/ui/button-styles";
import { Empty } from "./patient-record-sections";

const statusTone: Record<string, string> = {
  PAID: "bg-sky-100 text-sky-900",
  CANCELLED: "bg-slate-200 text-slate-900",
};

/**
 * The record's bookings, newest first, as cards (they read the same at 375 px and 1280 px): when,
 * status, amount, reference, the details it was booked with, and the split action.
 */
export function PatientBookings({
  bookings,
  zone,
  onSplit,
}: {
  bookings: PatientBooking[];
  zone: string;
  onSplit?(booking: PatientBooking): void;
}) {
  if (bookings.length === 0) return <Empty>No bookings.</Empty>;
  return (
    <ul className="space-y-3" aria-label="Bookings">
      {bookings.map((b) => (
        <li
          key={b.bookingId}
          className="rounded-lg border border-slate-200 p-3"
          data-booking-id={b.bookingId}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {formatDate(b.startAt, zone)}, {formatTime(b.startAt, zone)}
              </p>
              <p className="text-sm text-slate-700">
                <span
                  className={`mr-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[b.status] ?? "bg-amber-100 text-amber-900"}`}
                >
                  {b.status}
                </span>
                <span className="tabular-nums">{formatMoney(b.amount, b.currency)}</span> · Reference{" "}
                {b.reference}
                {b.isAdminBooking ? " · booked by the clinic" : ""}
              </p>
              <p className="mt-1 text-sm break-words text-slate-700">
                Booked as {b.customerName} · {b.customerEmail} ·{" "}
                {formatPatientPhone(b.customerPhone) || b.customerPhone}
              </p>
            </div>
            {onSplit && (
              <button
                type="button"
                className={`${compactButton} border-slate-400 bg-white text-slate-900 hover:bg-slate-50`}
                onClick={() => onSplit(b)}
                aria-label={`Split booking ${b.reference} into a new record`}
              >
                Split into new record
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
