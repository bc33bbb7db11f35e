import { Link } from "react-router";
import { buttonStyles } from "../ui/button-styles";

type PagePlaceholderProps = { title: string; description?: string };

/** A page that exists (so its route is not a 404) but whose content arrives in a later issue. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{description ?? "This page is being prepared."}</p>
      <Link to="/" className={`${buttonStyles.secondary} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
