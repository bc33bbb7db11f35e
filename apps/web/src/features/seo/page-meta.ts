import { type Locale, languageAlternates, pathInLocale } from "@clinic/contract/locales";
import type { MetaDescriptor } from "react-router";
import { siteOrigin } from "../../lib/site-origin";

export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path}`;
}

type PageMetaOptions = {
  /** The page's own title; the clinic's name is added. */
  title: string;
  description: string;
  siteName: string;
  /** The page's path, for the canonical URL. */
  path: string;
  /** The home page leads with the clinic's name. */
  nameFirst?: boolean;
  /** The page's language (its path is the English one): canonical and alternates follow it. */
  locale?: Locale;
};

const ogLocales: Record<Locale, string> = { en: "en_IN", hi: "hi_IN", kn: "kn_IN" };

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta({
  title,
  description,
  siteName,
  path,
  nameFirst = false,
  locale = "en",
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = nameFirst ? `${siteName} | ${title}` : `${title} | ${siteName}`;
  const url = absoluteUrl(pathInLocale(path, locale));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in each language, and which to show when none is asked for (issue 33).
    ...languageAlternates(path, siteOrigin()).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: ogLocales[locale] },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
