import type { LegalContent } from "../../content/page-content";
import { usePageTexts } from "../../i18n/page-texts";

/** The privacy policy or the terms: their text comes from the content file. */
export function LegalPage({ page }: { page: LegalContent }) {
  // The date sits inside the sentence where the language puts it: "Last updated {date}".
  const [beforeDate, afterDate] = usePageTexts("legal").lastUpdated.split("{date}");
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-slate-700">
        {beforeDate}
        <time dateTime={page.lastUpdated}>{page.lastUpdatedText}</time>
        {afterDate}
      </p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items.length > 0 ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-lg text-slate-700 marker:text-brand-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
