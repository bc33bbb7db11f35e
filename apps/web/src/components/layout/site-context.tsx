import { createContext, useContext } from "react";
import type { SiteData } from "../../content/page-content";

/** The clinic's name, contacts and hours for the header and footer: the root route's loader data. */
export const SiteContext = createContext<SiteData | undefined>(undefined);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs a <SiteContext.Provider> (root.tsx provides it)");
  return site;
}
