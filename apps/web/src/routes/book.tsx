import type { MetaFunction } from "react-router";
import { clinic } from "../content/clinic";
import { BookingWizard } from "../features/booking/booking-wizard";

export const meta: MetaFunction = () => [
  { title: `Book a Consultation | ${clinic.name}` },
  {
    name: "description",
    content: `Choose a time, enter your details and pay to book a video consultation with ${clinic.name}. No account needed.`,
  },
];

export default function BookRoute() {
  return <BookingWizard flow="book" title="Book a Consultation" />;
}
