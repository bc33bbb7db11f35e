import type { Locale } from "@clinic/contract/locales";
import type { ClinicWords } from "../features/booking/clinic-words";
import { bookingConsentHi } from "./clinic-privacy-booking.hi";
import { bookingConsentKn } from "./clinic-privacy-booking.kn";

/**
 * The wizard's consent words in a language for its build-time loader: the Hindi or Kannada summary and
 * video terms; none for English, whose words the consent step takes from the content file.
 */
export function consentWordsIn(locale: Locale): ClinicWords {
  if (locale === "hi") return { consent: bookingConsentHi };
  if (locale === "kn") return { consent: bookingConsentKn };
  return {};
}
