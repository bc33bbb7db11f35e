import { Outlet } from "react-router";
import { ManagePagesTexts, type ManagePagesWords } from "../features/booking/manage-pages-texts";
import { bookingEn } from "../i18n/booking-texts.en";
import { manageEn } from "../i18n/manage-texts.en";
import { recordEn } from "../i18n/record-texts.en";

/** English needs no translation of the clinic's intake or consent words: the content file's are English. */
const words: ManagePagesWords = { booking: bookingEn, manage: manageEn, record: recordEn, clinic: {} };

/**
 * The confirmation and manage pages in English: client-rendered, they have no build-time data to carry
 * their words, so their layout gives them (decision 0127).
 */
export default function ManagePagesLayoutEn() {
  return (
    <ManagePagesTexts words={words}>
      <Outlet />
    </ManagePagesTexts>
  );
}
