import type { Locale } from "@clinic/contract/locales";
import { type ReactNode, use } from "react";
import { BookingTextsProvider } from "./booking";
import type { BookingLaterTexts } from "./booking-later-texts.en";

/**
 * The wizard's later steps' words (step 2's form, consent and robot check, step 3's payment) load with
 * those steps, in the page's language only, not in the wizard's prerendered page: on a Hindi or Kannada
 * page they were the kilobyte that took its HTML past TCP's first window (decision 0127).
 */
const loaders: Record<Locale, () => Promise<BookingLaterTexts>> = {
  en: () => import("./booking-later-texts.en").then((m) => m.bookingLaterEn),
  hi: () => import("./booking-later-texts.hi").then((m) => m.bookingLaterHi),
  kn: () => import("./booking-later-texts.kn").then((m) => m.bookingLaterKn),
};

const loading = new Map<Locale, Promise<BookingLaterTexts>>();

/** Starts (once) loading a language's later-step words; a failed load is tried again on the next call. */
export function loadBookingLaterTexts(locale: Locale): Promise<BookingLaterTexts> {
  let texts = loading.get(locale);
  if (!texts) {
    texts = loaders[locale]();
    texts.catch(() => loading.delete(locale));
    loading.set(locale, texts);
  }
  return texts;
}

/** Gives its children the later steps' words, suspending (inside the wizard's Suspense) until they load. */
export function BookingLaterTextsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const texts = use(loadBookingLaterTexts(locale));
  return <BookingTextsProvider texts={texts}>{children}</BookingTextsProvider>;
}
