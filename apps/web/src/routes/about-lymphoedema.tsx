import { clinic } from "../content/clinic";
import { lymphoedemaContent } from "../content/page-content";
import { LymphoedemaPage } from "../features/lymphoedema/lymphoedema-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/about-lymphoedema";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader() {
  return lymphoedemaContent(clinic);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/about-lymphoedema" }) : [];

export default function AboutLymphoedemaRoute({ loaderData }: Route.ComponentProps) {
  return <LymphoedemaPage content={loaderData.lymphoedema} />;
}
