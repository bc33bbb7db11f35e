import type { Locale } from "./locales";

/**
 * The short names of the days (Sunday first, as `Date.getUTCDay()` counts) and of the months in each
 * language: CLDR's abbreviations, written out so that no browser's or Node's ICU version can change
 * them (decision 0126; Hindi and Kannada, issue 33). The format module names a date's day and month by
 * them, and the opening hours their days. No `Intl` here: the public pages' JavaScript loads it.
 */
export const dayNames: Record<Locale, { weekdays: readonly string[]; months: readonly string[] }> = {
  en: {
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  hi: {
    weekdays: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
    months: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
  },
  kn: {
    weekdays: ["ಭಾನು", "ಸೋಮ", "ಮಂಗಳ", "ಬುಧ", "ಗುರು", "ಶುಕ್ರ", "ಶನಿ"],
    months: ["ಜನ", "ಫೆಬ್ರ", "ಮಾರ್ಚ್", "ಏಪ್ರಿ", "ಮೇ", "ಜೂನ್", "ಜುಲೈ", "ಆಗ", "ಸೆಪ್ಟೆಂ", "ಅಕ್ಟೋ", "ನವೆಂ", "ಡಿಸೆಂ"],
  },
};
