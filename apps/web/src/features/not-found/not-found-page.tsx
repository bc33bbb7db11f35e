import { pathInLocale } from "@clinic/contract/locales";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { useLocale } from "../../i18n/locale";
import { notFoundTexts } from "./not-found-texts";

/** The 404 page (spec §2 route table: '*'), in the page's language. The server sends it with status 404. */
export function NotFoundPage() {
  const locale = useLocale();
  const text = notFoundTexts[locale];
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{text.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{text.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text.text}</p>
      <Link to={pathInLocale("/", locale)} className={`${buttonStyles.primary} mt-8`}>
        {text.home}
      </Link>
    </section>
  );
}
