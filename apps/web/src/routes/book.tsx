import type { MetaFunction } from "react-router";
import { clinic } from "../content/clinic";
import { BookingWizard } from "../features/booking/booking-wizard";

export const meta: MetaFunction = () => [{ title: `Book a Consultation | ${clinic.name}` }];

export default function BookRoute() {
  return <BookingWizard flow="book" title="Book a Consultation" />;
}
