import { localeOfPath } from "@clinic/contract/locales";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { accoladesContent } from "../content/page-content";
import { AccoladesPage } from "../features/accolades/accolades-page";
import { pageMeta } from "../features/seo/page-meta";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageTextsIn } from "../i18n/texts-in.server";
import type { Route } from "./+types/accolades";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...accoladesContent(clinicFor(request)),
    texts: pageTextsIn(localeOfRequest(request), "accolades"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/accolades", locale: localeOfPath(location.pathname) })
    : [];

export default function AccoladesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <AccoladesPage content={loaderData} />
    </PageTextsProvider>
  );
}
