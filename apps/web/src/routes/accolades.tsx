import { clinic } from "../content/clinic";
import { accoladesContent } from "../content/page-content";
import { AccoladesPage } from "../features/accolades/accolades-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/accolades";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader() {
  return accoladesContent(clinic);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/accolades" }) : [];

export default function AccoladesRoute({ loaderData }: Route.ComponentProps) {
  return <AccoladesPage content={loaderData} />;
}
