import { localeOfPath } from "@clinic/contract/locales";
import { type MetaFunction, useParams } from "react-router";
import { BookingConfirmationPage } from "../features/booking/booking-confirmation";
import { siteNameFrom } from "../features/seo/site-name";
import { managePageTitles } from "../i18n/manage";

export const meta: MetaFunction = ({ location, matches }) => [
  { title: `${managePageTitles[localeOfPath(location.pathname)].success} | ${siteNameFrom(matches)}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SuccessRoute() {
  const { bookingId = "" } = useParams();
  return <BookingConfirmationPage bookingId={bookingId} />;
}
