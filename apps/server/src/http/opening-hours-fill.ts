import type { BusinessHours } from "@clinic/contract/admin-settings";
import { localeOr } from "@clinic/contract/locales";
import {
  decodeOpeningHours,
  encodeOpeningHours,
  type OpeningHoursPart,
  openingHoursAttribute,
  openingHoursPartHtml,
  openingHoursSpecification,
  openingHoursTokenPattern,
} from "@clinic/contract/opening-hours";
import { hasStructuredData, withOpeningHoursSpecification } from "./structured-data";

/**
 * Settings' business hours in the built pages (docs/decisions/0095-opening-hours-source.md). The web
 * build shows the content file's hours in three forms, all of which the web app makes with
 * @clinic/contract/opening-hours:
 * - the week's token in the loader data (each page's hydration script and its `.data` file), from which
 *   React renders the hours when it hydrates or navigates;
 * - the elements marked `data-opening-hours="list|open-days|open-hours"` in the HTML (the footer, About,
 *   the home page's "Open" card), whose inner HTML is that part for the token;
 * - `openingHoursSpecification` in the clinic's JSON-LD block.
 * Filling all three from the same hours keeps the HTML and what React renders from the data identical.
 */

const markedElement = new RegExp(
  `(<(dl|span)\\b[^>]*\\s${openingHoursAttribute}="(list|open-days|open-hours)"[^>]*>)([\\s\\S]*?)(</\\2>)`,
  "g",
);

/** True when the text shows the hours in one of the three forms. */
export function showsOpeningHours(text: string): boolean {
  return (
    text.search(openingHoursTokenPattern) >= 0 || text.search(markedElement) >= 0 || hasStructuredData(text)
  );
}

/** The week of the first token in the text (the build's: the content file's hours); undefined without one. */
export function openingHoursIn(text: string): BusinessHours | undefined {
  const token = text.match(openingHoursTokenPattern)?.[0];
  return token ? decodeOpeningHours(token) : undefined;
}

/** The text with these hours in every form it has. */
export function fillOpeningHours(text: string, hours: BusinessHours): string {
  const token = encodeOpeningHours(hours);
  // The hours' words in the page's language (issue 33): a prerendered /hi/ page says <html lang="hi">.
  const lang = /<html[^>]*\slang="([a-z]+)"/.exec(text)?.[1];
  const locale = localeOr(lang);
  const filled = text
    .replace(openingHoursTokenPattern, token)
    .replace(
      markedElement,
      (_whole, open: string, _tag: string, part: OpeningHoursPart, _inner: string, close: string) =>
        `${open}${openingHoursPartHtml(part, token, locale)}${close}`,
    );
  return withOpeningHoursSpecification(filled, openingHoursSpecification(hours));
}
