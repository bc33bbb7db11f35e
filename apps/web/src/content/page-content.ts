import { formatDateKey } from "@clinic/contract/format";
import type { Locale } from "@clinic/contract/locales";
import { privacyNoticeWords } from "../features/legal/privacy-notice-words";
import { clinicStructuredData } from "../features/seo/clinic-structured-data";
import { bookingConsentHi } from "./clinic-privacy-booking.hi";
import { bookingConsentKn } from "./clinic-privacy-booking.kn";
import type { ClinicContent } from "./content-schema";
import { fillContentText } from "./format";
import { openingHoursToken } from "./opening-hours";
import { photoHtml } from "./photo-html";
import type { PhotoMap, PhotoSet } from "./photo-set";

/**
 * A photo's HTML if the build made it (decision 0110), with `alt` from the page's language: the build makes
 * each photo once, from the English content file, so its set carries English's alt text.
 */
function photo(
  set: PhotoSet | undefined,
  look: Parameters<typeof photoHtml>[1],
  alt: string | undefined,
): string | undefined {
  return set && photoHtml({ ...set, alt: alt ?? set.alt }, look);
}

import { filledPrivacyNotice } from "./privacy-notice-content";

/**
 * What each page needs from the content file. The routes' loaders call these at build time, when the
 * pages are prerendered: the data is written into each page's HTML (and its .data file), so the content
 * file itself is never part of the JavaScript a visitor downloads.
 */

/** The header's and footer's data, on every page (the root route's loader). */
export function siteData(content: ClinicContent, translated: Partial<Record<Locale, ClinicContent>> = {}) {
  /** The header's and footer's words that have a translation: every language's ride along (a few lines). */
  const words = (each: ClinicContent) => ({
    tagline: each.tagline,
    services: each.services.map((service) => service.title),
    /** The number and message, not the link: the link's percent-encoding triples a Hindi or Kannada message. */
    whatsapp: each.whatsapp,
  });
  return {
    name: content.name,
    shortName: content.shortName,
    phoneDisplay: content.contact.phoneDisplay,
    phoneE164: content.contact.phoneE164,
    email: content.contact.email,
    addressLines: content.contact.addressLines,
    mapUrl: content.contact.mapUrl,
    /** The week (opening-hours.ts): the server fills in Settings' hours when it serves the page. */
    openingHours: openingHoursToken(content),
    socials: content.socials,
    ...words(content),
    inLocale: Object.fromEntries(
      Object.entries(translated).map(([locale, each]) => [locale, words(each)]),
    ) as Partial<Record<Locale, ReturnType<typeof words>>>,
  };
}
export type SiteData = ReturnType<typeof siteData>;

type Seo = { title: string; description: string };
function seo(content: ClinicContent, page: Seo) {
  return { title: page.title, description: page.description, siteName: content.name };
}
export type PageSeo = ReturnType<typeof seo>;

/**
 * `photos`: what the build made of the content's photos (virtual:clinic-photos, decision 0110); none given
 * (a content file without photos, or a test) gives the pages as they are without photos.
 */
export function homeContent(content: ClinicContent, photos: PhotoMap = {}) {
  return {
    seo: seo(content, content.seo.home),
    hero: content.hero,
    /** The page's largest picture: loaded first, never lazily. */
    heroPhotoHtml: photo(
      photos["photos.hero"],
      {
        priority: true,
        sizes: "(min-width: 1280px) 500px, (min-width: 1024px) 40vw, calc(100vw - 2rem)",
        className: "aspect-[16/9] h-auto w-full rounded-2xl object-cover shadow-sm",
      },
      content.photos?.hero?.alt,
    ),
    services: content.services
      .filter((service) => service.featured)
      // A stable sort: cards without a cardOrder keep the list's order after those with one.
      .sort((a, b) => cardPlace(a) - cardPlace(b))
      .map(({ title, description, icon, features }) => ({ title, description, icon, features })),
    stats: content.stats,
    mission: content.about.mission,
    openingHours: openingHoursToken(content),
    location: content.contact.addressLines.slice(0, 2).join(", "),
    structuredData: clinicStructuredData(content),
    reviews: reviewsContent(content),
  };
}
export type HomeContent = ReturnType<typeof homeContent>;

const cardPlace = (service: ClinicContent["services"][number]) =>
  service.cardOrder ?? Number.MAX_SAFE_INTEGER;

/** The reviews page's and the home reviews section's part (Google place, links, the manual list). */
export function reviewsContent(content: ClinicContent) {
  return {
    placeId: content.google.placeId,
    writeReviewUrl: content.google.writeReviewUrl,
    practitionerFirstName: content.practitioner.firstName,
    whatsapp: content.whatsapp,
    manualGoogleReviews: content.google.manualReviews,
  };
}

export function aboutContent(content: ClinicContent, photos: PhotoMap = {}) {
  return {
    seo: seo(content, content.seo.aboutUs),
    name: content.name,
    about: {
      ...content.about,
      team: content.about.team.map(({ photo: own, ...member }, i) => ({
        ...member,
        photoHtml: photo(
          photos[`about.team.${i}.photo`],
          { sizes: "112px", className: "size-28 rounded-full bg-brand-100 object-cover" },
          own?.alt,
        ),
      })),
    },
    /** The clinic and its treatment room, those the content names, below the fold: loaded when near. */
    placePhotosHtml: (["clinic", "treatmentRoom"] as const).flatMap(
      (place) =>
        photo(
          photos[`photos.${place}`],
          {
            sizes: "(min-width: 1280px) 600px, (min-width: 640px) 50vw, calc(100vw - 2rem)",
            className: "aspect-[3/2] h-auto w-full rounded-2xl object-cover shadow-sm",
          },
          content.photos?.[place]?.alt,
        ) ?? [],
    ),
    contact: {
      addressLines: content.contact.addressLines,
      mapUrl: content.contact.mapUrl,
      phoneDisplay: content.contact.phoneDisplay,
      phoneE164: content.contact.phoneE164,
      email: content.contact.email,
    },
    openingHours: openingHoursToken(content),
    structuredData: clinicStructuredData(content),
  };
}
export type AboutContent = ReturnType<typeof aboutContent>;

export function lymphoedemaContent(content: ClinicContent) {
  return { seo: seo(content, content.seo.aboutLymphoedema), lymphoedema: content.lymphoedema };
}
export type LymphoedemaContent = ReturnType<typeof lymphoedemaContent>;

export function accoladesContent(content: ClinicContent) {
  return { seo: seo(content, content.seo.accolades), name: content.name, accolades: content.accolades };
}
export type AccoladesContent = ReturnType<typeof accoladesContent>;

export function legalContent(content: ClinicContent, which: "terms", locale: Locale = "en") {
  const page = content.legal[which];
  return {
    seo: seo(content, page),
    title: page.title,
    lastUpdated: page.lastUpdated,
    lastUpdatedText: formatDateKey(page.lastUpdated, locale),
    sections: page.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.map((text) => fillContentText(text, content)),
      items: section.items.map((text) => fillContentText(text, content)),
    })),
  };
}
export type LegalContent = ReturnType<typeof legalContent>;

/** The sentence a translated notice carries: the English notice is the one that applies. */
const englishNoticeApplies: Record<Exclude<Locale, "en">, string> = {
  hi: bookingConsentHi.englishApplies,
  kn: bookingConsentKn.englishApplies,
};

/**
 * The privacy notice's page (/privacy, decision 0100): the structured notice in `content`'s language, filled,
 * with its date as shown and the page's words in `locale`; a translation says the English applies.
 */
export function privacyContent(content: ClinicContent, locale: Locale = "en") {
  const notice = filledPrivacyNotice(content);
  return {
    seo: seo(content, { title: notice.title, description: notice.description }),
    notice,
    lastUpdatedText: formatDateKey(notice.lastUpdated, locale),
    words: privacyNoticeWords[locale],
    englishApplies: locale === "en" ? undefined : englishNoticeApplies[locale],
  };
}
export type PrivacyContent = ReturnType<typeof privacyContent>;
