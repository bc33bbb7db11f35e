import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";

/** The 404 page (spec §2 route table: '*'). The server sends it with status 404. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
