import type { SiteTexts } from "./site-texts.en";

/** The public site's own words in Kannada (site-texts.en.ts says what they are; glossary: docs/translation-glossary.md). */
export const kn: SiteTexts = {
  chrome: {
    skipToContent: "ನೇರವಾಗಿ ಮುಖ್ಯ ಭಾಗಕ್ಕೆ ಹೋಗಿ",
    physiotherapy: "ಫಿಸಿಯೋಥೆರಪಿ",
    homeLink: "{name}, ಮುಖಪುಟ",
    menu: "ಮೆನು",
    mainNav: "ಮುಖ್ಯ",
    navHome: "ಮುಖಪುಟ",
    navAboutUs: "ನಮ್ಮ ಬಗ್ಗೆ",
    navLymphoedema: "ಲಿಂಫೆಡಿಮಾ ಬಗ್ಗೆ",
    navAccolades: "ಪುರಸ್ಕಾರಗಳು",
    navReviews: "ವಿಮರ್ಶೆಗಳು",
    navBook: "ಸಮಾಲೋಚನೆ ಬುಕ್ ಮಾಡಿ",
    callNow: "ಈಗ ಕರೆ ಮಾಡಿ",
    language: "ಭಾಷೆ",
    mapNewTab: " (ನಕ್ಷೆ, ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)",
    services: "ಸೇವೆಗಳು",
    openingHours: "ತೆರೆದಿರುವ ಸಮಯ",
    followUs: "ನಮ್ಮನ್ನು ಫಾಲೋ ಮಾಡಿ",
    socialLink: "{network} ನಲ್ಲಿ {name} (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)",
    rightsReserved: "ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.",
    privacy: "ಗೌಪ್ಯತಾ ನೀತಿ",
    terms: "ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು",
  },
};
