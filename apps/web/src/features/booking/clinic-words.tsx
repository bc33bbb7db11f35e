import { createContext, type ReactNode, useContext } from "react";
import type { TranslatedConsentTexts } from "../../content/clinic-privacy-booking";
import type { IntakeFormWords } from "../../content/intake-form-words";

/**
 * The clinic's own words the booking pages show in Hindi or Kannada: the privacy notice's summary and video
 * terms (the wizard's consent step) and the intake questions' words (the manage page). The Hindi and Kannada
 * booking layouts provide them, so each language's words load on its own pages only; without a provider
 * (English) the wizard shows the content file's English and the manage page the server's questions as sent.
 */
export type ClinicWords = { readonly consent: TranslatedConsentTexts; readonly intake: IntakeFormWords };

const ClinicWordsContext = createContext<ClinicWords | undefined>(undefined);

export function ClinicWordsProvider({ words, children }: { words: ClinicWords; children: ReactNode }) {
  return <ClinicWordsContext.Provider value={words}>{children}</ClinicWordsContext.Provider>;
}

/** The page language's words, or undefined on an English page. */
export function useClinicWords(): ClinicWords | undefined {
  return useContext(ClinicWordsContext);
}
