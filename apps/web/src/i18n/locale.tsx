import { type Locale, pathInLocale } from "@clinic/contract/locales";
import { createContext, type ReactNode, useContext } from "react";
import { en, type SiteTexts } from "./site-texts.en";
import { textsContext } from "./texts-context";

/**
 * The page's language and the site's texts (decision 0127). English needs no provider: the Hindi and
 * Kannada layouts (routes/public-layout-hi.tsx, -kn.tsx) provide theirs, so each language's texts load
 * only on its own pages.
 */
const LocaleContext = createContext<Locale>("en");
const site = textsContext<SiteTexts>(en);

export function LocaleProvider({
  locale,
  texts,
  children,
}: {
  locale: Locale;
  texts: SiteTexts;
  children: ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <site.TextsProvider texts={texts}>{children}</site.TextsProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** One section of the site's texts; `say(key, values)` fills a text's placeholders. */
export const useTexts = site.useSection;

/** A path of the site in the page's language: "/about-us" on a Hindi page is "/hi/about-us". */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathInLocale(path, locale);
}
