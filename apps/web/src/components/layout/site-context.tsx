import { createContext, useContext } from "react";
import type { SiteData } from "../../content/page-content";
import { useLocale } from "../../i18n/locale";

/** The clinic's name, contacts and hours for the header and footer: the root route's loader data. */
export const SiteContext = createContext<SiteData | undefined>(undefined);

/** The site's data, its words (tagline, services) in the page's language. */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  const locale = useLocale();
  if (!site) throw new Error("useSite() needs a <SiteContext.Provider> (root.tsx provides it)");
  const words = site.inLocale[locale];
  return words ? { ...site, ...words } : site;
}
