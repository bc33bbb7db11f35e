import { type MetaFunction, useParams } from "react-router";
import { clinic } from "../content/clinic";
import { ManageBookingPage } from "../features/booking/manage-booking-page";

export const meta: MetaFunction = () => [
  { title: `Manage Booking | ${clinic.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ManageRoute() {
  const { bookingId = "" } = useParams();
  return <ManageBookingPage bookingId={bookingId} />;
}
