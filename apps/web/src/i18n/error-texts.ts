import type { Locale } from "@clinic/contract/locales";

/**
 * The error page's words (public-site.md §2's "Unexpected Application Error!" in English). That page
 * shows when the site itself failed, with no page texts to lean on, so its few words are here, in its
 * own lazily loaded chunk, in each language (the type asks for all three).
 */
export const errorTexts: Record<Locale, { title: string; home: string }> = {
  en: { title: "Unexpected Application Error!", home: "Return to Home" },
  hi: { title: "अनपेक्षित गड़बड़ी हुई!", home: "होम पेज पर लौटें" },
  kn: { title: "ಅನಿರೀಕ್ಷಿತ ದೋಷ ಉಂಟಾಗಿದೆ!", home: "ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ" },
};
