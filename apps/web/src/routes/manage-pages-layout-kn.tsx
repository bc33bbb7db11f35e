import { Outlet } from "react-router";
import { intakeFormKn } from "../content/clinic-intake.kn";
import { bookingConsentKn } from "../content/clinic-privacy-booking.kn";
import { ManagePagesTexts, type ManagePagesWords } from "../features/booking/manage-pages-texts";
import { bookingKn } from "../i18n/booking-texts.kn";
import { manageKn } from "../i18n/manage-texts.kn";
import { recordKn } from "../i18n/record-texts.kn";

const words: ManagePagesWords = {
  booking: bookingKn,
  manage: manageKn,
  record: recordKn,
  clinic: { consent: bookingConsentKn, intake: intakeFormKn },
};

/**
 * The confirmation and manage pages in Kannada (/kn/success/…, /kn/manage/…): client-rendered, they have
 * no build-time data to carry their words, so their layout gives them (decision 0127).
 */
export default function ManagePagesLayoutKn() {
  return (
    <ManagePagesTexts words={words}>
      <Outlet />
    </ManagePagesTexts>
  );
}
