import type { MetaFunction } from "react-router";
import { clinic } from "../content/clinic";
import { BookingWizard } from "../features/booking/booking-wizard";

export const meta: MetaFunction = () => [{ title: `Book Consultation | ${clinic.name}` }];

export default function BookConsultationRoute() {
  return <BookingWizard flow="book-consultation" title="Book Consultation" />;
}
