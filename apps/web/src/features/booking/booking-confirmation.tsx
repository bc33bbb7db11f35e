import { formatDate, formatMoney } from "@clinic/contract/format";
import { useQuery } from "@tanstack/react-query";
import { useContext, useEffect, useState } from "react";
import { Link } from "react-router";
import { SiteContext } from "../../components/layout/site-context";
import { buttonStyles } from "../../components/ui/button-styles";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { toast } from "../../components/ui/toast";
import { useLocale, useLocalePath } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { ApiError } from "../../lib/api-client";
import { BookedLine, MapLink, PlaceOfVisit } from "./appointment-place";
import { bookingApi } from "./booking-api";
import { BoughtPackage } from "./bought-package";
import { googleCalendarUrl } from "./google-calendar";
import { ManageLinkAgain } from "./manage-link-again";
import { ReceiptDownloadButton } from "./receipt-download";
import { receiptTokens, visitAddresses } from "./tab-memory";

/** /success/{bookingId}: 'Booking Confirmed!' or 'Booking Not Found' (public-site.md §2). */
export function BookingConfirmationPage({ bookingId }: { bookingId: string }) {
  const query = useQuery({
    queryKey: ["booking", bookingId],
    queryFn: () => bookingApi.get(bookingId),
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 1,
  });
  const booking = query.data;
  // Set by the payment step in this tab; a reload keeps it, another device has the email's copy.
  const [receiptToken] = useState(() => receiptTokens.recall(bookingId));
  const [visitAddress] = useState(() => visitAddresses.recall(bookingId));
  const text = useManageTexts("confirmation");
  const words = useManageTexts("booking");
  const calendarWords = useManageTexts("calendar");
  const locale = useLocale();
  const localePath = useLocalePath();
  const clinicName = useContext(SiteContext)?.name ?? text.theClinic;

  // The toasts' strings, not the section (a new object each render), so each toast shows once.
  const { loadFailedTitle, loadFailed, calendarUpdatedTitle, calendarUpdated, inviteSentTitle, inviteSent } =
    text;
  useEffect(() => {
    if (query.isError && !(query.error instanceof ApiError && query.error.status === 404))
      toast.error(loadFailedTitle, { description: loadFailed });
  }, [query.isError, query.error, loadFailedTitle, loadFailed]);

  useEffect(() => {
    if (booking?.userCalendar === "inserted")
      toast.success(calendarUpdatedTitle, { description: calendarUpdated });
    if (booking?.userCalendar === "emailed") toast.success(inviteSentTitle, { description: inviteSent });
  }, [booking?.userCalendar, calendarUpdatedTitle, calendarUpdated, inviteSentTitle, inviteSent]);

  if (query.isPending)
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <p className="text-slate-800">{words.loading}</p>
      </section>
    );

  if (booking?.paymentStatus !== "PAID")
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{text.notFoundTitle}</h1>
        <p className="mt-4 text-slate-800">{text.notFound}</p>
        <Link to={localePath("/")} className={`${buttonStyles.secondary} mt-8`}>
          {words.returnHome}
        </Link>
      </section>
    );

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        data-testid="confirmation-card"
      >
        <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
        <BookedLine booking={booking} videoLine={text.booked} />
        {booking.package && <BoughtPackage bought={booking.package} />}
        <dl className="mt-6 grid gap-4 text-slate-900 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-700">{words.date}</dt>{" "}
            <dd className="font-semibold">{formatDate(booking.startAt, booking.timezone, locale)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{words.time}</dt>{" "}
            <dd className="font-semibold">
              {booking.startTime} - {booking.endTime}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{words.timezone}</dt>{" "}
            <dd className="font-semibold">{booking.timezone}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{words.reference}</dt>{" "}
            <dd className="font-semibold" data-testid="booking-reference">
              {booking.reference}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{words.amountPaid}</dt>{" "}
            <dd className="font-semibold">
              <span data-testid="amount-paid">{formatMoney(booking.amount, booking.currency)}</span>{" "}
              {booking.gstIncluded && (
                <span className="text-sm font-normal text-slate-700">
                  {text.say("gst", {
                    percent: booking.taxPercent,
                    amount: formatMoney(booking.taxAmount, booking.currency),
                  })}
                </span>
              )}
            </dd>
          </div>
          <PlaceOfVisit booking={booking.location ? booking : { ...booking, location: visitAddress }} />
        </dl>
        {booking.userCalendar === "emailed" && <p className="mt-6 text-slate-800">{text.inviteEmailed}</p>}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {booking.meetingLink && (
            <a
              href={booking.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.primary}
            >
              {words.join}
            </a>
          )}
          <MapLink booking={booking} className={buttonStyles.primary} />
          {booking.icsDownloadUrl && (
            <a href={booking.icsDownloadUrl} download="consultation.ics" className={buttonStyles.secondary}>
              {text.downloadIcs}
            </a>
          )}
          {booking.icsDownloadUrl && (
            <NewTabLink
              href={googleCalendarUrl({
                startAt: booking.startAt,
                endAt: booking.endAt,
                meetingLink: booking.meetingLink,
                clinicName,
                words: calendarWords,
              })}
              className={buttonStyles.secondary}
              hint={text.newTab}
            >
              {text.googleCalendar}
            </NewTabLink>
          )}
          {booking.receiptNumber && receiptToken && (
            <ReceiptDownloadButton
              bookingId={booking.bookingId}
              token={receiptToken}
              number={booking.receiptNumber}
            />
          )}
          <Link to={localePath("/")} className={buttonStyles.ghost}>
            {words.returnHome}
          </Link>
        </div>
        {/* This page never holds the manage token (it is only in the patient's email: decision 0093), so
            the intake form is reached through the email's link. Below the actions, so "Join Video Consultation"
            stays on a phone's first screen. */}
        <div className="mt-8 rounded-xl bg-brand-50 p-4 text-slate-900" data-testid="intake-lead">
          <h2 className="font-semibold">{words.beforeConsultation}</h2>
          <p className="mt-1">{text.intakeLead}</p>
          <ManageLinkAgain bookingId={booking.bookingId} />
        </div>
      </div>
    </section>
  );
}
