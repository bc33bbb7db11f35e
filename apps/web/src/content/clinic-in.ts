// Relative, as the content files are: vite.config.ts loads this file with Node, which runs no TypeScript packages.
import { type Locale, localeOfPath } from "../../../../packages/contract/src/locales";
import { clinic } from "./clinic";
import { clinicHi } from "./clinic.hi";
import { clinicKn } from "./clinic.kn";
import type { ClinicContent } from "./content-schema";
import { type Translation, translate, untranslated } from "./translation";

/** Each language's translation of the content file (clinic.hi.ts, clinic.kn.ts); English is the file. */
const translations: Record<Exclude<Locale, "en">, Translation<ClinicContent>> = {
  hi: clinicHi,
  kn: clinicKn,
};

/**
 * The content file in `locale`: English where its translation leaves a text out. Read at build time by
 * the routes' loaders, so no translation reaches a page's JavaScript.
 */
export function clinicIn(locale: Locale): ClinicContent {
  return locale === "en" ? clinic : translate(clinic, translations[locale]);
}

/**
 * The content in the language of the page a loader prerenders ("/hi/about-us" is Hindi). React Router
 * asks for a page's data as "/hi.data" (home) or "/hi/about-us.data": the suffix is not the path's.
 */
export function clinicFor(request: Request): ClinicContent {
  return clinicIn(localeOfRequest(request));
}

/** The language of the page a loader prerenders. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}

/** What each translation leaves in English ("hi: services.2.title"): the build lists it. */
export function untranslatedContent(): string[] {
  return Object.entries(translations).flatMap(([locale, translation]) =>
    untranslated(clinic, translation).map((path) => `${locale}: ${path}`),
  );
}
