import photos from "virtual:clinic-photos";
import { clinic } from "../content/clinic";
import { homeContent } from "../content/page-content";
import { HomePage } from "../features/home/home-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/home";

/** Runs at build time only (the page is prerendered): the content file stays out of the browser's bundle. */
export function loader() {
  return homeContent(clinic, photos);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/", nameFirst: true }) : [];

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData} />;
}
