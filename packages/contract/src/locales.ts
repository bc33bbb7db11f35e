/**
 * The languages a patient reads the clinic in (issue 33, decision 0127): English at `/`, Hindi at
 * `/hi/…`, Kannada at `/kn/…`. The admin stays English. A booking remembers the language it was made
 * in, and its emails, reminders, WhatsApp messages and receipts follow it.
 */
// No zod here: every public page imports this module, and a schema built at import would bring zod's
// 27 KB into the first load of each (the request schemas that need it live with their requests).
export const locales = ["en", "hi", "kn"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language `value` names, else English: for a stored or asked-for language that may be missing or old. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The languages besides English, each under its own path prefix. */
export const prefixedLocales = locales.filter((l) => l !== defaultLocale) as Exclude<Locale, "en">[];

/** A name the clinic wrote in English with its translations (a kind, a package): the one in `locale`, else English. */
export function nameIn(item: { name: string; names?: { hi?: string; kn?: string } }, locale: Locale): string {
  return (locale !== "en" && item.names?.[locale]) || item.name;
}

/** Each language's own name, as the language switcher offers it. */
export const localeNames: Record<Locale, string> = { en: "English", hi: "हिन्दी", kn: "ಕನ್ನಡ" };

/** The language a path is in, from its first segment: "/kn/about-us" is Kannada, "/about-us" English. */
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1] ?? "";
  return localeOr(first);
}

/** The path without its language prefix: "/hi/book" → "/book", "/hi" → "/". */
export function pathWithoutLocale(path: string): string {
  const locale = localeOfPath(path);
  if (locale === defaultLocale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in `locale`: "/about-us" in Hindi is "/hi/about-us", "/" is "/hi"; English has no prefix. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === defaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * The page's alternates for `<link rel="alternate" hreflang>`: one per language and `x-default` (the
 * English page), absolute on `origin`.
 */
export function languageAlternates(path: string, origin: string): Array<{ hreflang: string; href: string }> {
  const base = origin.replace(/\/+$/, "");
  const at = (p: string) => `${base}${p}`;
  return [
    ...locales.map((l) => ({ hreflang: l, href: at(pathInLocale(path, l)) })),
    { hreflang: "x-default", href: at(pathInLocale(path, defaultLocale)) },
  ];
}
