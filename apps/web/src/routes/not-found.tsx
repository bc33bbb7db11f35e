import { localeOfPath } from "@clinic/contract/locales";
import type { MetaFunction } from "react-router";
import { clinic } from "../content/clinic";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { notFoundTexts } from "../features/not-found/not-found-texts";

export const meta: MetaFunction = ({ location }) => [
  { title: `${notFoundTexts[localeOfPath(location.pathname)].metaTitle} | ${clinic.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
