import photos from "virtual:clinic-photos";
import { localeOfPath } from "@clinic/contract/locales";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { aboutContent } from "../content/page-content";
import { AboutPage } from "../features/about/about-page";
import { ClinicStructuredData } from "../features/seo/clinic-structured-data";
import { pageMeta } from "../features/seo/page-meta";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageTextsIn } from "../i18n/texts-in.server";
import type { Route } from "./+types/about-us";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...aboutContent(clinicFor(request), photos),
    texts: pageTextsIn(localeOfRequest(request), "about"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/about-us", locale: localeOfPath(location.pathname) })
    : [];

export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <AboutPage content={loaderData} />
      <ClinicStructuredData data={loaderData.structuredData} openingHours={loaderData.openingHours} />
    </PageTextsProvider>
  );
}
