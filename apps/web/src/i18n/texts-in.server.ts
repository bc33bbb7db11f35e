import type { Locale } from "@clinic/contract/locales";
import { type BookingTexts, bookingEn } from "./booking-texts.en";
import { bookingHi } from "./booking-texts.hi";
import { bookingKn } from "./booking-texts.kn";
import { type PageTexts, pageEn } from "./page-texts.en";
import { pageHi } from "./page-texts.hi";
import { pageKn } from "./page-texts.kn";
import type { Texts } from "./texts-context";

const pageTexts: Record<Locale, PageTexts> = { en: pageEn, hi: pageHi, kn: pageKn };
const bookingTexts: Record<Locale, BookingTexts> = { en: bookingEn, hi: bookingHi, kn: bookingKn };

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

/** The booking texts' sections a prerendered page shows (the wizard: all of them), in its language. */
export function bookingTextsIn<S extends keyof BookingTexts>(
  locale: Locale,
  ...chosen: S[]
): Pick<BookingTexts, S> {
  return sections(bookingTexts[locale], chosen);
}

/** Every section of the booking texts in a language (the wizard's steps use them all). */
export function allBookingTextsIn(locale: Locale): BookingTexts {
  return bookingTexts[locale];
}
