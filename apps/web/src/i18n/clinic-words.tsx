import { createContext, type ReactNode, useContext } from "react";
import type { TranslatedConsentTexts } from "../content/clinic-privacy-booking";
import type { IntakeFormWords } from "../content/intake-form-words";

/**
 * The clinic's own words the booking pages show in Hindi or Kannada: the privacy notice's summary and video
 * terms (the wizard's consent step, given by its build-time loader data) and the intake questions' words
 * (the manage page, given by its language's layout), so each language's words load on its own pages only.
 * Without them (English) the wizard shows the content file's English and the manage page the server's
 * questions as sent.
 */
export type ClinicWords = { readonly consent?: TranslatedConsentTexts; readonly intake?: IntakeFormWords };

const ClinicWordsContext = createContext<ClinicWords>({});

export function ClinicWordsProvider({ words, children }: { words: ClinicWords; children: ReactNode }) {
  return <ClinicWordsContext.Provider value={words}>{children}</ClinicWordsContext.Provider>;
}

/** The page language's words; none on an English page. */
export function useClinicWords(): ClinicWords {
  return useContext(ClinicWordsContext);
}
