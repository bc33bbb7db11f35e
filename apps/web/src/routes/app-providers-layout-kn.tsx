import { intakeFormKn } from "../content/clinic-intake.kn";
import { bookingConsentKn } from "../content/clinic-privacy-booking.kn";
import { type ClinicWords, ClinicWordsProvider } from "../features/booking/clinic-words";
import { BookingTextsProvider } from "../i18n/booking";
import { bookingKn } from "../i18n/booking-texts.kn";
import { ManageTextsProvider } from "../i18n/manage";
import { manageKn } from "../i18n/manage-texts.kn";
import { RecordTextsProvider } from "../i18n/record";
import { recordKn } from "../i18n/record-texts.kn";
import AppProvidersLayout from "./app-providers-layout";

/** The clinic's Kannada words for the wizard's consent step and the manage page's intake questions. */
const clinicWords: ClinicWords = { consent: bookingConsentKn, intake: intakeFormKn };

/** The booking pages in Kannada (/kn/book-consultation, /kn/manage/…): their texts, then the app's providers. */
export default function AppProvidersLayoutKn() {
  return (
    <BookingTextsProvider texts={bookingKn}>
      <ManageTextsProvider texts={manageKn}>
        <RecordTextsProvider texts={recordKn}>
          <ClinicWordsProvider words={clinicWords}>
            <AppProvidersLayout />
          </ClinicWordsProvider>
        </RecordTextsProvider>
      </ManageTextsProvider>
    </BookingTextsProvider>
  );
}
