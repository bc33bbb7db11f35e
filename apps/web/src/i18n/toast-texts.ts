import type { Locale } from "@clinic/contract/locales";

/**
 * The toast region's own labels (sonner's are English: "Notifications", "Close toast"), for screen
 * readers, in the language of the page's path; the toasts' words come from each page's texts.
 */
export const toastTexts: Record<Locale, { region: string; close: string }> = {
  en: { region: "Notifications", close: "Close notification" },
  hi: { region: "सूचनाएँ", close: "सूचना बंद करें" },
  kn: { region: "ಸೂಚನೆಗಳು", close: "ಸೂಚನೆಯನ್ನು ಮುಚ್ಚಿ" },
};
