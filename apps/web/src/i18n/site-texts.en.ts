/**
 * The public site's frame in English (issue 33, decision 0127): the header and the footer, which every page
 * has, the client-rendered ones too, so these few words travel in the JavaScript. The pages' own words are
 * in page-texts.*.ts; the clinic's (its services, its pages) in the content file and its translations.
 * site-texts.hi.ts and site-texts.kn.ts give the same keys; a test checks every key and placeholder.
 * Each language's texts load only on its own pages.
 */
export const en = {
  chrome: {
    skipToContent: "Skip to content",
    physiotherapy: "Physiotherapy",
    homeLink: "{name}, home",
    menu: "Menu",
    mainNav: "Main",
    navHome: "Home",
    navAboutUs: "About Us",
    navLymphoedema: "About Lymphoedema",
    navAccolades: "Accolades",
    navReviews: "Reviews",
    navBook: "Book Consultation",
    callNow: "Call Now",
    language: "Language",
    mapNewTab: " (map, opens in a new tab)",
    services: "Services",
    openingHours: "Opening Hours",
    followUs: "Follow Us",
    socialLink: "{name} on {network} (opens in a new tab)",
    rightsReserved: "All rights reserved.",
    privacy: "Privacy Policy",
    terms: "Terms and Conditions",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type SiteTexts = { [S in keyof typeof en]: Record<keyof (typeof en)[S], string> };
