import { clinic } from "../content/clinic";
import { legalContent } from "../content/page-content";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/privacy";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader() {
  return legalContent(clinic, "privacy");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/privacy" }) : [];

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
