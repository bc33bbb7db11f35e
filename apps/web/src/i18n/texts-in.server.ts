import type { Locale } from "@clinic/contract/locales";
import { type BookingLaterTexts, bookingLaterEn } from "./booking-later-texts.en";
import { bookingLaterHi } from "./booking-later-texts.hi";
import { bookingLaterKn } from "./booking-later-texts.kn";
import { type BookingTexts, bookingEn } from "./booking-texts.en";
import { bookingHi } from "./booking-texts.hi";
import { bookingKn } from "./booking-texts.kn";
import { type PageTexts, pageEn } from "./page-texts.en";
import { pageHi } from "./page-texts.hi";
import { pageKn } from "./page-texts.kn";
import type { Texts } from "./texts-context";

const pageTexts: Record<Locale, PageTexts> = { en: pageEn, hi: pageHi, kn: pageKn };
const bookingTexts: Record<Locale, BookingTexts> = { en: bookingEn, hi: bookingHi, kn: bookingKn };
const bookingLaterTexts: Record<Locale, BookingLaterTexts> = {
  en: bookingLaterEn,
  hi: bookingLaterHi,
  kn: bookingLaterKn,
};

function sections<T extends Texts, S extends keyof T>(texts: T, chosen: readonly S[]): Pick<T, S> {
  return Object.fromEntries(chosen.map((section) => [section, texts[section]])) as Pick<T, S>;
}

/**
 * The sections of the pages' texts a page shows, in its language, for its loader's data. Build time only:
 * a `.server` module, which React Router keeps out of the browser's bundle.
 */
export function pageTextsIn<S extends keyof PageTexts>(locale: Locale, ...chosen: S[]): Pick<PageTexts, S> {
  return sections(pageTexts[locale], chosen);
}

/**
 * The booking texts' sections a prerendered page shows (the reviews page: its robot check's and the
 * refusals), in its language.
 */
export function bookingTextsIn<S extends keyof (BookingTexts & BookingLaterTexts)>(
  locale: Locale,
  ...chosen: S[]
): Pick<BookingTexts & BookingLaterTexts, S> {
  return sections({ ...bookingTexts[locale], ...bookingLaterTexts[locale] }, chosen);
}

/**
 * The booking texts a wizard page carries, in its language: all but its later steps' words, which load
 * with those steps (i18n/booking-later.tsx).
 */
export function wizardTextsIn(locale: Locale): BookingTexts {
  return bookingTexts[locale];
}
