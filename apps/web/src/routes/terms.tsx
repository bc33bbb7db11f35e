import { localeOfPath } from "@clinic/contract/locales";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { legalContent } from "../content/page-content";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../features/seo/page-meta";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageTextsIn } from "../i18n/texts-in.server";
import type { Route } from "./+types/terms";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { ...legalContent(clinicFor(request), "terms", locale), texts: pageTextsIn(locale, "legal") };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/terms", locale: localeOfPath(location.pathname) }) : [];

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <LegalPage page={loaderData} />
    </PageTextsProvider>
  );
}
