import { Outlet } from "react-router";
import { intakeFormHi } from "../content/clinic-intake.hi";
import { bookingConsentHi } from "../content/clinic-privacy-booking.hi";
import { ManagePagesTexts, type ManagePagesWords } from "../features/booking/manage-pages-texts";
import { bookingHi } from "../i18n/booking-texts.hi";
import { manageHi } from "../i18n/manage-texts.hi";
import { recordHi } from "../i18n/record-texts.hi";

const words: ManagePagesWords = {
  booking: bookingHi,
  manage: manageHi,
  record: recordHi,
  clinic: { consent: bookingConsentHi, intake: intakeFormHi },
};

/**
 * The confirmation and manage pages in Hindi (/hi/success/…, /hi/manage/…): client-rendered, they have
 * no build-time data to carry their words, so their layout gives them (decision 0127).
 */
export default function ManagePagesLayoutHi() {
  return (
    <ManagePagesTexts words={words}>
      <Outlet />
    </ManagePagesTexts>
  );
}
