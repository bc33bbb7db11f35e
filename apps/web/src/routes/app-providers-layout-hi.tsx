import { BookingTextsProvider } from "../i18n/booking";
import { bookingHi } from "../i18n/booking-texts.hi";
import AppProvidersLayout from "./app-providers-layout";

/** The booking pages in Hindi (/hi/book-consultation, /hi/manage/…): their texts, then the app's providers. */
export default function AppProvidersLayoutHi() {
  return (
    <BookingTextsProvider texts={bookingHi}>
      <AppProvidersLayout />
    </BookingTextsProvider>
  );
}
