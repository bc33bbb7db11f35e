import { type MetaFunction, useParams } from "react-router";
import { clinic } from "../content/clinic";
import { BookingConfirmationPage } from "../features/booking/booking-confirmation";

export const meta: MetaFunction = () => [
  { title: `Booking Confirmation | ${clinic.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SuccessRoute() {
  const { bookingId = "" } = useParams();
  return <BookingConfirmationPage bookingId={bookingId} />;
}
