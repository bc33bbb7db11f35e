import photos from "virtual:clinic-photos";
import { localeOfPath } from "@clinic/contract/locales";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { homeContent } from "../content/page-content";
import { HomePage } from "../features/home/home-page";
import { pageMeta } from "../features/seo/page-meta";
import { PageTextsProvider } from "../i18n/page-texts";
import { pageTextsIn } from "../i18n/texts-in.server";
import type { Route } from "./+types/home";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...homeContent(clinicFor(request), photos),
    texts: pageTextsIn(localeOfRequest(request), "home", "reviews"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/", nameFirst: true, locale: localeOfPath(location.pathname) })
    : [];

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <HomePage content={loaderData} />
    </PageTextsProvider>
  );
}
