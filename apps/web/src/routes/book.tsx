import type { MetaFunction } from "react-router";
import { bookingMeta, wizardPageTexts } from "../features/booking/booking-meta";
import { BookingWizard } from "../features/booking/booking-wizard";
import { useLocale } from "../i18n/locale";

export const meta: MetaFunction = ({ matches, location }) =>
  bookingMeta("bookAConsultation", matches, location.pathname);

export default function BookRoute() {
  const locale = useLocale();
  return <BookingWizard flow="book" title={wizardPageTexts[locale].bookAConsultation} />;
}
