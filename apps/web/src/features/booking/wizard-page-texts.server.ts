import type { Locale } from "@clinic/contract/locales";
import { type Catalogue, fill } from "@clinic/contract/messages";

/** The wizard pages' titles and description in each language, for their build-time loaders. */
export const wizardPageTexts: Catalogue<"bookConsultation" | "bookAConsultation" | "description"> = {
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

/** One wizard route's title and description in a language, the clinic's name filled in. */
export function wizardPageIn(
  title: "bookConsultation" | "bookAConsultation",
  locale: Locale,
  clinicName: string,
): { title: string; description: string; siteName: string } {
  const text = wizardPageTexts[locale];
  return {
    title: text[title],
    description: fill(text.description, { name: clinicName }),
    siteName: clinicName,
  };
}
