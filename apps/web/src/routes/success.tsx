import { localeOfPath } from "@clinic/contract/locales";
import { type MetaFunction, useParams } from "react-router";
import { clinic } from "../content/clinic";
import { BookingConfirmationPage } from "../features/booking/booking-confirmation";
import { managePageTitles } from "../i18n/manage";

export const meta: MetaFunction = ({ location }) => [
  { title: `${managePageTitles[localeOfPath(location.pathname)].success} | ${clinic.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SuccessRoute() {
  const { bookingId = "" } = useParams();
  return <BookingConfirmationPage bookingId={bookingId} />;
}
