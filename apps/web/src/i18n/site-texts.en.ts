/**
 * The public site's own words in English (issue 33, decision 0127): the header, the footer and the pages'
 * fixed texts. The clinic's words (its services, its pages) are in the content file and its translations.
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
  home: {
    bookOnline: "Book Consultation Online",
    whatsAppConsultation: "WhatsApp Consultation",
    whatsAppHint: "Opens WhatsApp in a new tab",
    videoTitle: "Video consultations",
    videoText: "Expert advice from home, booked and paid online.",
    noAccountTitle: "No account needed",
    noAccountText: "Choose a time, add your details, and you are booked.",
    servicesTitle: "Our Services",
    servicesLead: "Specialised physiotherapy, planned around you and your recovery.",
    serviceIncludes: "{service}: what it includes",
    trustTitle: "Care You Can Trust",
    learnMore: "Learn More About Our Team",
    quickStats: "Quick Stats",
    ctaTitle: "Not Sure Where to Start? Message Us on WhatsApp",
    ctaLead: "Tell us what you need and we will help you choose the right consultation.",
    ctaButton: "Start a WhatsApp Chat",
    quickResponse: "Quick Response",
    quickResponseText: "We reply to messages during opening hours, usually within the hour.",
    location: "Convenient Location",
    professionalCare: "Professional Care",
    professionalCareText: "Qualified, certified physiotherapists at every visit.",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type SiteTexts = { [S in keyof typeof en]: Record<keyof (typeof en)[S], string> };
