import { localeOfPath } from "@clinic/contract/locales";
import { type MetaFunction, useParams } from "react-router";
import { clinic } from "../content/clinic";
import { ManageBookingPage } from "../features/booking/manage-booking-page";
import { managePageTitles } from "../i18n/manage";

export const meta: MetaFunction = ({ location }) => [
  { title: `${managePageTitles[localeOfPath(location.pathname)].manage} | ${clinic.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ManageRoute() {
  const { bookingId = "" } = useParams();
  return <ManageBookingPage bookingId={bookingId} />;
}
