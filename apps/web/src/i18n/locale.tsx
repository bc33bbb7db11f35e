import { type Locale, pathInLocale } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { createContext, useContext } from "react";
import { en, type SiteTexts } from "./site-texts.en";

type LocaleValue = { locale: Locale; texts: SiteTexts };

/**
 * The page's language and its texts (decision 0127). English needs no provider: the Hindi and Kannada
 * layouts (routes/public-layout-hi.tsx, -kn.tsx) provide theirs, so each language's texts load only on
 * its own pages.
 */
const LocaleContext = createContext<LocaleValue>({ locale: "en", texts: en });

export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** One section of the page's texts; `say(key, values)` fills a text's placeholders. */
export function useTexts<S extends keyof SiteTexts>(section: S) {
  const texts = useContext(LocaleContext).texts[section];
  return {
    ...texts,
    say: (key: keyof SiteTexts[S], values?: Record<string, string | number>) =>
      fill(texts[key] as string, values),
  };
}

/** A path of the site in the page's language: "/about-us" on a Hindi page is "/hi/about-us". */
export function useLocalePath(): (path: string) => string {
  const { locale } = useContext(LocaleContext);
  return (path) => pathInLocale(path, locale);
}
