import { localeOfPath } from "@clinic/contract/locales";
import { clinicFor } from "../content/clinic-in";
import { lymphoedemaContent } from "../content/page-content";
import { LymphoedemaPage } from "../features/lymphoedema/lymphoedema-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/about-lymphoedema";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader({ request }: Route.LoaderArgs) {
  return lymphoedemaContent(clinicFor(request));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/about-lymphoedema", locale: localeOfPath(location.pathname) })
    : [];

export default function AboutLymphoedemaRoute({ loaderData }: Route.ComponentProps) {
  return <LymphoedemaPage content={loaderData.lymphoedema} />;
}
