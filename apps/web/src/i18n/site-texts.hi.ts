import type { SiteTexts } from "./site-texts.en";

/** The public site's own words in Hindi (site-texts.en.ts says what they are; glossary: docs/translation-glossary.md). */
export const hi: SiteTexts = {
  chrome: {
    skipToContent: "सीधे मुख्य भाग पर जाएँ",
    physiotherapy: "फिजियोथेरेपी",
    homeLink: "{name}, मुख्य पृष्ठ",
    menu: "मेन्यू",
    mainNav: "मुख्य",
    navHome: "मुख्य पृष्ठ",
    navAboutUs: "हमारे बारे में",
    navLymphoedema: "लिम्फेडिमा के बारे में",
    navAccolades: "सम्मान",
    navReviews: "समीक्षाएँ",
    navBook: "परामर्श बुक करें",
    callNow: "अभी कॉल करें",
    language: "भाषा",
    mapNewTab: " (नक्शा, नए टैब में खुलता है)",
    services: "सेवाएँ",
    openingHours: "खुलने का समय",
    followUs: "हमें फ़ॉलो करें",
    socialLink: "{network} पर {name} (नए टैब में खुलता है)",
    rightsReserved: "सर्वाधिकार सुरक्षित।",
    privacy: "गोपनीयता नीति",
    terms: "नियम और शर्तें",
  },
};
