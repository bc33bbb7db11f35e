import { localeNames, locales, pathInLocale } from "@clinic/contract/locales";
import { useLocale, useTexts } from "../../i18n/locale";

/**
 * The header's language choice (issue 33): the same page in English, हिन्दी and ಕನ್ನಡ, each named in its
 * own language and script. A new document, not an in-app navigation: the page, its `lang` and its texts
 * all come from that language's prerendered HTML.
 */
export function LanguageSwitcher({ current }: { current: string }) {
  const locale = useLocale();
  const text = useTexts("chrome");
  return (
    <nav aria-label={text.language} className="border-b border-slate-100 bg-slate-50">
      <ul className="mx-auto flex max-w-7xl justify-end gap-1 px-3 sm:px-6">
        {locales.map((each) => (
          <li key={each}>
            <a
              href={pathInLocale(current, each)}
              lang={each}
              hrefLang={each}
              aria-current={each === locale ? "true" : undefined}
              className={`language-name inline-flex min-h-11 items-center rounded-md px-3 text-sm ${
                each === locale
                  ? "font-semibold text-brand-800 underline decoration-2 underline-offset-4"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {localeNames[each]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
