import { clinic } from "../content/clinic";
import { privacyContent } from "../content/page-content";
import { PrivacyNoticePage } from "../features/legal/privacy-notice-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/privacy";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader() {
  return privacyContent(clinic);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/privacy" }) : [];

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyNoticePage page={loaderData} />;
}
