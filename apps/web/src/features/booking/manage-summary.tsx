import type { ManageView, PaymentWay } from "@clinic/contract/booking";
import { formatDate, formatMoney, formatZoneName } from "@clinic/contract/format";
import { fill } from "@clinic/contract/messages";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { useLocale, useLocalePath } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { manageEn } from "../../i18n/manage-texts.en";
import { MapLink, PlaceOfVisit } from "./appointment-place";

type SummaryTexts = typeof manageEn.summary;

/** The amount paid as the manage page reads it, by how it was paid. */
export function amountPaidText(
  way: PaymentWay,
  amount: string,
  text: SummaryTexts = manageEn.summary,
): string {
  if (way === "online") return amount;
  if (way === "test") return fill(text.testPayment, { amount });
  if (way === "clinic") return fill(text.paidAtClinic, { amount });
  if (way === "package") return text.fromPackage;
  return text.noPayment;
}

/** After a cancellation: the refund (in full, decision 0024), how it comes back and when. */
export function refundText(way: PaymentWay, amount: string, text: SummaryTexts = manageEn.summary): string {
  const arrives = text.refundArrives;
  if (way === "online") return fill(text.refundOnline, { amount, arrives });
  if (way === "test") return fill(text.refundTest, { amount, arrives });
  if (way === "clinic") return fill(text.refundClinic, { amount });
  if (way === "package") return text.refundPackage;
  return text.refundNone;
}

/**
 * The top of the manage page: the consultation, its amount paid and "Join Video Consultation" while it
 * stands; once cancelled, the refund and when it arrives, and "Book again" (issue 32).
 */
export function ManageSummary({ view }: { view: ManageView }) {
  const text = useManageTexts("summary");
  const words = useManageTexts("booking");
  const locale = useLocale();
  const localePath = useLocalePath();
  const cancelled = view.paymentStatus === "CANCELLED";
  const amount = formatMoney(view.amount, view.currency);
  return (
    <>
      <dl className="mt-6 grid gap-3 text-slate-900 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{words.date}</dt>{" "}
          <dd className="font-semibold">{formatDate(view.startAt, view.timezone, locale)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{words.time}</dt>{" "}
          <dd className="font-semibold">
            {view.startTime} - {view.endTime} ({formatZoneName(view.timezone, view.startAt)})
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{words.reference}</dt>{" "}
          <dd className="font-semibold">{view.reference}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{text.status}</dt>{" "}
          <dd className="font-semibold">{cancelled ? text.cancelled : text.confirmed}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{words.amountPaid}</dt>{" "}
          <dd className="font-semibold" data-testid="amount-paid">
            {amountPaidText(view.paymentWay, amount, text)}
          </dd>
        </div>
        <PlaceOfVisit booking={view} />
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
            {words.join}
          </a>
        </div>
      )}
      {!cancelled && view.kind.mode === "in_clinic" && (
        <div className="mt-6 flex flex-col sm:flex-row">
          <MapLink booking={view} className={buttonStyles.primary} />
        </div>
      )}
      {cancelled && (
        <div
          className="mt-6 max-w-2xl rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900"
          data-testid="cancelled-notice"
        >
          <h2 className="text-lg font-semibold">{text.cancelledHeading}</h2>
          <p className="mt-1">{refundText(view.paymentWay, amount, text)}</p>
          <Link
            to={localePath("/book-consultation")}
            reloadDocument
            className={`${buttonStyles.primary} mt-4`}
          >
            {text.bookAgain}
          </Link>
        </div>
      )}
    </>
  );
}
