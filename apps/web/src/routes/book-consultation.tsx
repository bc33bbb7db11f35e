import type { MetaFunction } from "react-router";
import { bookingMeta } from "../features/booking/booking-meta";
import { BookingWizard } from "../features/booking/booking-wizard";

export const meta: MetaFunction = ({ matches }) => bookingMeta("Book Consultation", matches);

export default function BookConsultationRoute() {
  return <BookingWizard flow="book-consultation" title="Book Consultation" />;
}
