import { intakeFormHi } from "../content/clinic-intake.hi";
import { bookingConsentHi } from "../content/clinic-privacy-booking.hi";
import { type ClinicWords, ClinicWordsProvider } from "../features/booking/clinic-words";
import { BookingTextsProvider } from "../i18n/booking";
import { bookingHi } from "../i18n/booking-texts.hi";
import { ManageTextsProvider } from "../i18n/manage";
import { manageHi } from "../i18n/manage-texts.hi";
import { RecordTextsProvider } from "../i18n/record";
import { recordHi } from "../i18n/record-texts.hi";
import AppProvidersLayout from "./app-providers-layout";

/** The clinic's Hindi words for the wizard's consent step and the manage page's intake questions. */
const clinicWords: ClinicWords = { consent: bookingConsentHi, intake: intakeFormHi };

/** The booking pages in Hindi (/hi/book-consultation, /hi/manage/…): their texts, then the app's providers. */
export default function AppProvidersLayoutHi() {
  return (
    <BookingTextsProvider texts={bookingHi}>
      <ManageTextsProvider texts={manageHi}>
        <RecordTextsProvider texts={recordHi}>
          <ClinicWordsProvider words={clinicWords}>
            <AppProvidersLayout />
          </ClinicWordsProvider>
        </RecordTextsProvider>
      </ManageTextsProvider>
    </BookingTextsProvider>
  );
}
