import { clinic } from "../content/clinic";
import { legalContent } from "../content/page-content";
import { LegalPage } from "../features/legal/legal-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/terms";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader() {
  return legalContent(clinic, "terms");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/terms" }) : [];

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
