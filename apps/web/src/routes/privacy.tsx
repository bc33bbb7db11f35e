import { localeOfPath } from "@clinic/contract/locales";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { privacyContent } from "../content/page-content";
import { PrivacyNoticePage } from "../features/legal/privacy-notice-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/privacy";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader({ request }: Route.LoaderArgs) {
  return privacyContent(clinicFor(request), localeOfRequest(request));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/privacy", locale: localeOfPath(location.pathname) })
    : [];

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyNoticePage page={loaderData} />;
}
