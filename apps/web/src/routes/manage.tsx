import { localeOfPath } from "@clinic/contract/locales";
import { type MetaFunction, useParams } from "react-router";
import { ManageBookingPage } from "../features/booking/manage-booking-page";
import { siteNameFrom } from "../features/seo/site-name";
import { managePageTitles } from "../i18n/manage";

export const meta: MetaFunction = ({ location, matches }) => [
  { title: `${managePageTitles[localeOfPath(location.pathname)].manage} | ${siteNameFrom(matches)}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ManageRoute() {
  const { bookingId = "" } = useParams();
  return <ManageBookingPage bookingId={bookingId} />;
}
