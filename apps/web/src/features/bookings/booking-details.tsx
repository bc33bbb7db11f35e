import { defaultAppointmentType, defaultDurationMinutes } from "@clinic/contract/admin-bookings";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { formatDateTime, formatMoney } from "@clinic/contract/format";
import { formatPatientPhone } from "@clinic/contract/patients";
import { roleGroups, roleMay } from "@clinic/contract/staff";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { compactButton } from "../../components/ui/button-styles";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { StatusBadge } from "../../components/ui/status-badge";
import { toast } from "../../components/ui/toast";
import { apiBaseUrl } from "../../lib/api-client";
import { useStaffRole } from "../auth";
import { BookingMessagesSection } from "../messages";
import { patientPath } from "../patients";
import { TakePaymentDialog } from "../payments";
import { SessionNoteSection } from "../session-notes";
import { IntakeSummary } from "./intake-summary";

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 py-2 first:border-t-0">
      <dt className="text-sm font-medium text-slate-700">{name}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Copies a whole value the drawer shows shortened (the spec's first 8 characters of the payment id). */
function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <button
      type="button"
      className={`${compactButton} ml-2 border-slate-400`}
      aria-label={`Copy the whole ${what}`}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => toast.success(`Copied the ${what}`),
          () => toast.error(`Could not copy the ${what}`),
        )
      }
    >
      Copy
    </button>
  );
}

/**
 * A row's details in the drawer (admin.md §2 expandable details): the customer, the appointment type
 * and duration (defaults when missing), when it was booked, the payment (amount, status, the first 8
 * characters of its id, its method) and the notes, every value whole; then the intake form's answers
 * and photos (issue 20), and its messages (issue 21). An unpaid booking's "Take payment" (issue 35).
 */
export function BookingDetailsList({ slot, zone }: { slot: AdminSlot; zone: string }) {
  const [takingPayment, setTakingPayment] = useState(false);
  // The intake answers and photos are clinical (the server refuses them to the front desk).
  const clinical = roleMay(roleGroups.clinical, useStaffRole());
  const b = slot.booking;
  // A hold the patient left, or one that ran out, still owes its amount (issue 35): the desk takes it.
  const owes = b !== null && (b.paymentStatus === "PENDING" || b.paymentStatus === "EXPIRED") && b.amount > 0;
  if (!b)
    return (
      <dl>
        <Field name="Slot status">
          <StatusBadge status={slot.status} />
        </Field>
        <Field name="Booking">No booking for this slot.</Field>
      </dl>
    );
  return (
    <>
      <dl>
        <Field name="Customer">{b.customerName}</Field>
        <Field name="Patient record">
          {b.patientId ? (
            <span className="flex flex-wrap gap-x-4">
              <Link to={patientPath(b.patientId)} className="text-brand-800 underline">
                Open patient record
              </Link>
              <Link
                to={`${patientPath(b.patientId)}#patient-measurements`}
                className="text-brand-800 underline"
              >
                Measurements
              </Link>
            </span>
          ) : (
            "Made when the booking is paid"
          )}
        </Field>
        <Field name="Email">{b.customerEmail}</Field>
        <Field name="Phone">{formatPatientPhone(b.customerPhone) || "-"}</Field>
        <Field name="Slot status">
          <StatusBadge status={slot.status} />
        </Field>
        <Field name="Appointment type">{b.appointmentType || defaultAppointmentType}</Field>
        <Field name="Duration">{b.duration || defaultDurationMinutes} minutes</Field>
        <Field name="Created">{formatDateTime(b.createdAt, zone)}</Field>
        <Field name="Amount">{formatMoney(b.amount, b.currency)}</Field>
        <Field name="Payment status">
          {b.paymentStatus}
          {owes && (
            <button
              type="button"
              className={`${compactButton} ml-2 border-slate-400`}
              onClick={() => setTakingPayment(true)}
            >
              Take payment
            </button>
          )}
        </Field>
        <Field name="Payment">
          {`${b.paymentId ? b.paymentId.slice(0, 8) : "-"} · ${b.paymentMethod}`}
          {b.paymentId && <CopyButton text={b.paymentId} what="payment id" />}
        </Field>
        <Field name="Reference">{b.reference}</Field>
        <Field name="Receipt">
          {b.receiptNumber ? (
            // A same-origin GET with the admin's session cookie: the browser saves the PDF (decision 0105).
            <a
              href={`${apiBaseUrl}/api/admin/bookings/${encodeURIComponent(b.bookingId)}/receipt.pdf`}
              download
              className="text-brand-800 underline"
            >
              Download receipt {b.receiptNumber}
            </a>
          ) : (
            "None (not charged or not paid)"
          )}
        </Field>
        <Field name="Meeting link">
          {b.meetingLink ? (
            <NewTabLink href={b.meetingLink} className="text-brand-800 underline">
              Join
            </NewTabLink>
          ) : (
            "-"
          )}
        </Field>
        <Field name="Notes">
          <span className="whitespace-pre-line">{b.notes || "-"}</span>
        </Field>
      </dl>
      {clinical && <IntakeSummary slot={slot} zone={zone} />}
      <SessionNoteSection key={b.bookingId} bookingId={b.bookingId} zone={zone} />
      <BookingMessagesSection bookingId={b.bookingId} zone={zone} />
      {takingPayment && <TakePaymentDialog booking={b} zone={zone} onClose={() => setTakingPayment(false)} />}
    </>
  );
}
