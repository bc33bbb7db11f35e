import type { MetaFunction } from "react-router";
import { bookingMeta } from "../features/booking/booking-meta";
import { BookingWizard } from "../features/booking/booking-wizard";

export const meta: MetaFunction = ({ matches }) => bookingMeta("Book a Consultation", matches);

export default function BookRoute() {
  return <BookingWizard flow="book" title="Book a Consultation" />;
}
