import type { Locale } from "@clinic/contract/locales";

/**
 * The word the app shell shows while a client-rendered page loads (the manage page, a confirmation).
 * The shell is one HTML for every path, so it carries all three; the server sets the shell's
 * `<html lang>` from the path and app.css shows the one in that language.
 */
export const loadingTexts: Record<Locale, string> = {
  en: "Loading…",
  hi: "लोड हो रहा है…",
  kn: "ಲೋಡ್ ಆಗುತ್ತಿದೆ…",
};
