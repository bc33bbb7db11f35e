import type { ManageView, PaymentWay } from "@clinic/contract/booking";
import { formatMoney } from "@clinic/contract/format";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";

/** How long a card or bank takes to show a refund, as Razorpay and the banks say. */
export const refundArrives = "5–7 working days";

/** The amount paid as the manage page reads it, by how it was paid. */
export function amountPaidText(way: PaymentWay, amount: string): string {
  if (way === "online") return amount;
  if (way === "test") return `${amount} (a test payment)`;
  if (way === "clinic") return `${amount}, paid at the clinic`;
  return "No payment was taken";
}

/** After a cancellation: the refund (in full, decision 0024), how it comes back and when. */
export function refundText(way: PaymentWay, amount: string): string {
  if (way === "online")
    return `Your ${amount} is refunded in full to the card or account you paid with. It usually arrives in ${refundArrives}.`;
  if (way === "test")
    return `Your ${amount} is refunded in full. This was a test payment, so no money moves; a real refund usually arrives in ${refundArrives}.`;
  if (way === "clinic") return `The clinic will return the ${amount} you paid at the clinic.`;
  return "No payment was taken for this booking, so there is nothing to refund.";
}

/**
 * The top of the manage page: the consultation, its amount paid and "Join Video Consultation" while it
 * stands; once cancelled, the refund and when it arrives, and "Book again" (issue 32).
 */
export function ManageSummary({ view }: { view: ManageView }) {
  const cancelled = view.paymentStatus === "CANCELLED";
  const amount = formatMoney(view.amount, view.currency);
  return (
    <>
      <dl className="mt-6 grid gap-3 text-slate-900 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">Date</dt> <dd className="font-semibold">{view.date}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Time</dt>{" "}
          <dd className="font-semibold">
            {view.startTime} - {view.endTime} ({view.timezone})
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Reference Number</dt>{" "}
          <dd className="font-semibold">{view.reference}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Status</dt>{" "}
          <dd className="font-semibold">{cancelled ? "Cancelled" : "Confirmed"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Amount Paid</dt>{" "}
          <dd className="font-semibold" data-testid="amount-paid">
            {amountPaidText(view.paymentWay, amount)}
          </dd>
        </div>
      </dl>
      {!cancelled && view.meetingLink && (
        // The page's one filled button: what the patient comes back for at the consultation's time.
        <div className="mt-6 flex flex-col sm:flex-row">
          <a
            href={view.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles.primary}
          >
            Join Video Consultation
          </a>
        </div>
      )}
      {cancelled && (
        <div
          className="mt-6 max-w-2xl rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900"
          data-testid="cancelled-notice"
        >
          <h2 className="text-lg font-semibold">This consultation is cancelled</h2>
          <p className="mt-1">{refundText(view.paymentWay, amount)}</p>
          <Link to="/book-consultation" reloadDocument className={`${buttonStyles.primary} mt-4`}>
            Book again
          </Link>
        </div>
      )}
    </>
  );
}
