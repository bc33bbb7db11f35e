import type { Locale } from "@clinic/contract/locales";
import { type Catalogue, catalogueProblems } from "@clinic/contract/messages";
import type { Texts } from "./texts-context";

/**
 * What is wrong with one group of texts (the site's, the booking's) in its three languages: each section
 * run through the contract's `catalogueProblems` (a missing, empty or extra key; a dropped placeholder).
 * For the tests.
 */
export function textsProblems(group: string, languages: Record<Locale, Texts>): string[] {
  return Object.keys(languages.en).flatMap((section) =>
    catalogueProblems(`${group}.${section}`, {
      en: languages.en[section],
      hi: languages.hi[section],
      kn: languages.kn[section],
    } as Catalogue<string>),
  );
}
