import type { AdminSlot } from "@clinic/contract/admin-slots";
import { formatMoney } from "@clinic/contract/format";
import { formatPatientPhone } from "@clinic/contract/patients";

/**
 * The Booking Details box of a held, booked or completed slot (admin.md §2): always shown for those,
 * also when the slot has no booking (an admin Hold or Mark Booked), with the spec's words for what is
 * missing ('Unknown', 'No email', 'No phone'); or why the booking could not be read. Compact: the
 * six fields sit in three columns on a wide screen.
 */
export function BookingDetails({
  slot,
  heading: Heading = "h4",
}: {
  slot: AdminSlot;
  heading?: "h3" | "h4";
}) {
  const b = slot.booking;
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <Heading className="font-semibold text-slate-900">Booking Details</Heading>
      {slot.bookingError ? (
        <p className="mt-1 text-red-700">Error fetching booking: {slot.bookingError}</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 lg:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
          <dt className="font-semibold">Customer</dt>
          <dd className="min-w-0 break-words">{b?.customerName || "Unknown"}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="min-w-0 break-all">{b?.customerEmail || "No email"}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{formatPatientPhone(b?.customerPhone ?? null) || "No phone"}</dd>
          <dt className="font-semibold">Payment</dt>
          <dd>
            {b ? (
              <>
                <span>{b.paymentStatus}</span> <span className="text-slate-700">({b.paymentMethod})</span>
              </>
            ) : (
              "-"
            )}
          </dd>
          <dt className="font-semibold">Amount</dt>
          <dd>{b ? formatMoney(b.amount) : "-"}</dd>
          <dt className="font-semibold">Notes</dt>
          <dd className="min-w-0 break-words">{b?.notes || "-"}</dd>
        </dl>
      )}
    </div>
  );
}
