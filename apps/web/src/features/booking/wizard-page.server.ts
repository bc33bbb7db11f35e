import type { Locale } from "@clinic/contract/locales";
import { type Catalogue, fill } from "@clinic/contract/messages";
import { clinicFor, localeOfRequest } from "../../content/clinic-in";
import { bookingConsentHi } from "../../content/clinic-privacy-booking.hi";
import { bookingConsentKn } from "../../content/clinic-privacy-booking.kn";
import type { ClinicWords } from "../../i18n/clinic-words";
import { wizardTextsIn } from "../../i18n/texts-in.server";

type WizardTitle = "bookConsultation" | "bookAConsultation";

/** The wizard pages' titles and description in each language. */
export const wizardPageTexts: Catalogue<WizardTitle | "description"> = {
  en: {
    bookConsultation: "Book Consultation",
    bookAConsultation: "Book a Consultation",
    description:
      "Choose a time, enter your details and pay to book a video consultation with {name}. No account needed.",
  },
  hi: {
    bookConsultation: "परामर्श बुक करें",
    bookAConsultation: "परामर्श बुक करें",
    description:
      "समय चुनें, अपनी जानकारी भरें और भुगतान करके {name} के साथ वीडियो परामर्श बुक करें। खाता बनाने की ज़रूरत नहीं।",
  },
  kn: {
    bookConsultation: "ಸಮಾಲೋಚನೆ ಬುಕ್ ಮಾಡಿ",
    bookAConsultation: "ಸಮಾಲೋಚನೆ ಬುಕ್ ಮಾಡಿ",
    description: "ಸಮಯ ಆರಿಸಿ, ನಿಮ್ಮ ವಿವರ ನೀಡಿ, ಪಾವತಿಸಿ {name} ಜೊತೆ ವೀಡಿಯೊ ಸಮಾಲೋಚನೆ ಬುಕ್ ಮಾಡಿ. ಖಾತೆ ಬೇಕಿಲ್ಲ.",
  },
};

/**
 * The consent step's words in a language: the Hindi or Kannada summary and video terms; none for English,
 * whose words the consent step takes from the content file.
 */
function consentWordsIn(locale: Locale): ClinicWords {
  if (locale === "hi") return { consent: bookingConsentHi };
  if (locale === "kn") return { consent: bookingConsentKn };
  return {};
}

/**
 * A wizard route's build-time data (the page is prerendered; a `.server` module, kept out of the browser's
 * bundle): its title and description with the clinic's name, the wizard's texts and the clinic's consent
 * words, all in the page's language. They travel in the page's data, not in the JavaScript (decision 0127).
 */
export function wizardPageData(request: Request, title: WizardTitle) {
  const locale = localeOfRequest(request);
  const clinicName = clinicFor(request).name;
  const text = wizardPageTexts[locale];
  return {
    seo: {
      title: text[title],
      description: fill(text.description, { name: clinicName }),
      siteName: clinicName,
    },
    texts: wizardTextsIn(locale),
    clinicWords: consentWordsIn(locale),
  };
}
