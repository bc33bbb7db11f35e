import { localeOfPath } from "@clinic/contract/locales";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { lymphoedemaContent } from "../content/page-content";
import { LymphoedemaPage } from "../features/lymphoedema/lymphoedema-page";
import { pageMeta } from "../features/seo/page-meta";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageTextsIn } from "../i18n/texts-in.server";
import type { Route } from "./+types/about-lymphoedema";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...lymphoedemaContent(clinicFor(request)),
    texts: pageTextsIn(localeOfRequest(request), "lymphoedema"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/about-lymphoedema", locale: localeOfPath(location.pathname) })
    : [];

export default function AboutLymphoedemaRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <LymphoedemaPage content={loaderData.lymphoedema} />
    </PageTextsProvider>
  );
}
