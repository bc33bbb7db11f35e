import { languageAlternates, localeOfPath, pathWithoutLocale } from "@clinic/contract/locales";
import { type Catalogue, fill } from "@clinic/contract/messages";
import type { MetaDescriptor } from "react-router";
import type { SiteData } from "../../content/page-content";
import { siteOrigin } from "../../lib/site-origin";

type Match = { id: string; loaderData: unknown } | undefined;

/**
 * The clinic's name for a client-rendered page's title, from the root route's build-time data (the SPA
 * shell carries it), so the booking routes do not ship the whole content file to read one field
 * (docs/decisions/0063-booking-wizard-first-load.md).
 */
export function siteNameFrom(matches: readonly Match[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteData } | undefined;
  return root?.site?.name ?? "";
}

/** The wizard pages' titles and description in each language (their `meta` reads all three; a few words). */
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

/**
 * Title, description and language alternates of the booking wizard's two routes (/book-consultation and
 * /book), in the language of the page's path.
 */
export function bookingMeta(
  title: "bookConsultation" | "bookAConsultation",
  matches: readonly Match[],
  pathname: string,
): MetaDescriptor[] {
  const name = siteNameFrom(matches);
  const text = wizardPageTexts[localeOfPath(pathname)];
  return [
    { title: `${text[title]} | ${name}` },
    { name: "description", content: fill(text.description, { name }) },
    ...languageAlternates(pathWithoutLocale(pathname.replace(/\/+$/, "") || "/"), siteOrigin()).map(
      ({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href }),
    ),
  ];
}
