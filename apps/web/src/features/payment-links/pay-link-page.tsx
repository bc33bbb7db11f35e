import { formatDateTime, formatMoney, formatZoneName } from "@clinic/contract/format";
import type { PublicPaymentLink } from "@clinic/contract/packages";
import { deviceTimeZone } from "@clinic/contract/time-zone";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useSite } from "../../components/layout/site-context";
import { buttonStyles } from "../../components/ui/button-styles";
import { useLocale, useLocalePath } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { paymentLinkKey, paymentLinksApi } from "./payment-links-api";

const notice = {
  paid: "border-green-700 bg-green-50 text-green-950",
  closed: "border-amber-700 bg-amber-50 text-amber-950",
} as const;

/** A closed link's state in a box of its own, in words (the colour only repeats them). */
function Notice({ tone, children }: { tone: keyof typeof notice; children: ReactNode }) {
  return <p className={`mt-6 rounded-xl border-2 p-4 text-lg font-semibold ${notice[tone]}`}>{children}</p>;
}

/** One line of the link's details: its term above, the value under it. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-base text-slate-700">{term}</dt> <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /pay/{linkId} (and /hi/…, /kn/…): a payment link's page (issue 35). It shows the clinic, what the link
 * pays for, the amount and until when it is open, nothing about the patient. With the test provider a
 * button pays it; a paid, expired or cancelled link says so. Read by people on phones, many of them
 * older: large text, one large button.
 */
export function PayLinkPage({ linkId }: { linkId: string }) {
  const text = useManageTexts("payLink");
  const words = useManageTexts("booking");
  const locale = useLocale();
  const localePath = useLocalePath();
  const refusal = useRefusalText();
  const clinic = useSite().name;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentLinkKey(linkId, locale),
    queryFn: ({ signal }) => paymentLinksApi.get(linkId, locale, signal),
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
  });
  const pay = useMutation({
    mutationFn: () => paymentLinksApi.pay(linkId, locale),
    onSuccess: (link) => queryClient.setQueryData<PublicPaymentLink>(paymentLinkKey(linkId, locale), link),
    // Closed meanwhile (paid in another tab, expired): the page shows what the link is now.
    onError: () => void query.refetch(),
  });
  // The button is gone once paid: the thank-you takes the focus, so it is read out where the button was.
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (pay.isSuccess) thanks.current?.focus();
  }, [pay.isSuccess]);

  const frame = (body: ReactNode) => (
    <section className="mx-auto max-w-xl px-4 py-10 text-lg sm:py-16">
      <p className="font-semibold text-brand-800">{clinic}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{text.heading}</h1>
      {body}
      <Link to={localePath("/")} className={`${buttonStyles.secondary} mt-10 w-full sm:w-auto`}>
        {words.returnHome}
      </Link>
    </section>
  );
  if (query.isPending)
    return frame(
      <p role="status" className="mt-6 text-slate-800">
        {text.loading}
      </p>,
    );
  if (query.isError)
    return frame(
      <p role="alert" className="mt-6 text-slate-900">
        {query.error instanceof ApiError && query.error.status === 404 ? text.notFound : refusal(query.error)}
      </p>,
    );
  const link = query.data;
  const zone = deviceTimeZone();
  const open = link.status === "open";
  return frame(
    <>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-300 bg-white p-5">
        <Detail term={text.for}>
          <span className="font-semibold break-words">{link.description}</span>
        </Detail>
        <Detail term={text.amount}>
          <span className="text-3xl font-bold tabular-nums" data-testid="pay-amount">
            {formatMoney(link.amountInPaisa, link.currency)}
          </span>
        </Detail>
        {open && (
          <Detail term={text.validUntil}>
            {formatDateTime(link.expiresAt, zone, locale)} {formatZoneName(zone, link.expiresAt)}
          </Detail>
        )}
      </dl>
      {link.status === "paid" && (
        <p
          ref={thanks}
          tabIndex={-1}
          role="status"
          className={`mt-6 rounded-xl border-2 p-4 text-xl font-bold ${notice.paid}`}
        >
          {text.paid}
        </p>
      )}
      {link.status === "expired" && <Notice tone="closed">{text.expired}</Notice>}
      {link.status === "cancelled" && <Notice tone="closed">{text.cancelled}</Notice>}
      {open && link.provider === "dummy" && (
        <div className="mt-6">
          <p className="text-slate-800">{text.testNote}</p>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-4 min-h-14 w-full text-lg`}
            disabled={pay.isPending}
            onClick={() => pay.mutate()}
          >
            {pay.isPending ? text.paying : text.payTest}
          </button>
          {pay.isError && (
            <p role="alert" className="mt-4 text-red-800">
              {text.payFailed}: {refusal(pay.error)}
            </p>
          )}
        </div>
      )}
      {open && link.provider !== "dummy" && <p className="mt-6 text-slate-800">{text.askClinic}</p>}
    </>,
  );
}
