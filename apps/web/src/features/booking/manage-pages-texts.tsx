import type { ReactNode } from "react";
import { BookingTextsProvider } from "../../i18n/booking";
import type { BookingTexts } from "../../i18n/booking-texts.en";
import { type ClinicWords, ClinicWordsProvider } from "../../i18n/clinic-words";
import { ManageTextsProvider } from "../../i18n/manage";
import type { ManageTexts } from "../../i18n/manage-texts.en";
import { RecordTextsProvider } from "../../i18n/record";
import type { RecordTexts } from "../../i18n/record-texts.en";

/** One language's words for the confirmation and manage pages. */
export type ManagePagesWords = {
  booking: BookingTexts;
  manage: ManageTexts;
  record: RecordTexts;
  clinic: ClinicWords;
};

/** Gives the confirmation and manage pages one language's words (their layouts, routes/manage-pages-layout-*). */
export function ManagePagesTexts({ words, children }: { words: ManagePagesWords; children: ReactNode }) {
  return (
    <BookingTextsProvider texts={words.booking}>
      <ManageTextsProvider texts={words.manage}>
        <RecordTextsProvider texts={words.record}>
          <ClinicWordsProvider words={words.clinic}>{children}</ClinicWordsProvider>
        </RecordTextsProvider>
      </ManageTextsProvider>
    </BookingTextsProvider>
  );
}
