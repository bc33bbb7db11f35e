import { localeOfPath, pathInLocale } from "@clinic/contract/locales";
import { isRouteErrorResponse, Link, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { SiteContext } from "../components/layout/site-context";
import { SiteShell } from "../components/layout/site-shell";
import { buttonStyles } from "../components/ui/button-styles";
import type { SiteData } from "../content/page-content";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { errorTexts } from "../i18n/error-texts";

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data.length > 0 ? error.data : error.statusText;
    return `${error.status} ${detail}`.trim();
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What the root's error boundary shows (spec §2): the not-found page, in the site's frame, for a route
 * that answered 404; "Unexpected Application Error!" with the error for anything else, in the language
 * of the path (on /hi/… and /kn/… in Hindi or Kannada, with the way home to that language's home).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const data = useRouteLoaderData("root") as { site: SiteData } | undefined;
  const locale = localeOfPath(useLocation().pathname);
  const text = errorTexts[locale];
  if (isRouteErrorResponse(error) && error.status === 404 && data) {
    return (
      <SiteContext.Provider value={data.site}>
        <SiteShell>
          <NotFoundPage />
        </SiteShell>
      </SiteContext.Provider>
    );
  }
  return (
    <main
      lang={locale}
      className="mx-auto flex min-h-dvh max-w-3xl flex-col items-start justify-center px-4 py-16 sm:px-6"
    >
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
        {errorMessage(error)}
      </p>
      <Link to={pathInLocale("/", locale)} reloadDocument className={`${buttonStyles.secondary} mt-8`}>
        {text.home}
      </Link>
    </main>
  );
}
