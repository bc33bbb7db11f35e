import { localeOfPath } from "@clinic/contract/locales";
import type { MetaFunction } from "react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { notFoundTexts } from "../features/not-found/not-found-texts";
import { siteNameFrom } from "../features/seo/site-name";

/** The clinic's name from the root route's build-time data, so the page does not load the content file. */
export const meta: MetaFunction = ({ location, matches }) => [
  { title: `${notFoundTexts[localeOfPath(location.pathname)].metaTitle} | ${siteNameFrom(matches)}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
