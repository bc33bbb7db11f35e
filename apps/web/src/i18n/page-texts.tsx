import type { PageTexts } from "./page-texts.en";
import { givenTextsContext } from "./texts-context";

/**
 * The public pages' own words (home, about, reviews…), given by each page's route from its loader data:
 * the loader runs at build time and picks the page's sections in the page's language
 * (texts-in.server.ts), so no language's page texts are in the JavaScript (decision 0127).
 */
const page = givenTextsContext<PageTexts>("page");

export const PageTextsProvider = page.TextsProvider;
export const usePageTexts = page.useSection;
