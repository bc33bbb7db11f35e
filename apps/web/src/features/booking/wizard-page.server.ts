import { clinicFor, localeOfRequest } from "../../content/clinic-in";
import { consentWordsIn } from "../../content/clinic-words-in.server";
import { allBookingTextsIn } from "../../i18n/texts-in.server";
import { wizardPageIn } from "./wizard-page-texts.server";

/**
 * A wizard route's build-time data (the page is prerendered): its title, the wizard's texts and the clinic's
 * consent words in the page's language, which travel in the page's data, not in the JavaScript
 * (decision 0127).
 */
export function wizardPageData(request: Request, title: "bookConsultation" | "bookAConsultation") {
  const locale = localeOfRequest(request);
  return {
    seo: wizardPageIn(title, locale, clinicFor(request).name),
    texts: allBookingTextsIn(locale),
    clinicWords: consentWordsIn(locale),
  };
}
