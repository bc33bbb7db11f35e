import { BookingTextsProvider } from "../i18n/booking";
import { bookingKn } from "../i18n/booking-texts.kn";
import AppProvidersLayout from "./app-providers-layout";

/** The booking pages in Kannada (/kn/book-consultation, /kn/manage/…): their texts, then the app's providers. */
export default function AppProvidersLayoutKn() {
  return (
    <BookingTextsProvider texts={bookingKn}>
      <AppProvidersLayout />
    </BookingTextsProvider>
  );
}
