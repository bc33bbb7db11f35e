import type { MetaFunction } from "react-router";
import { clinic } from "../content/clinic";
import { NotFoundPage } from "../features/not-found/not-found-page";

export const meta: MetaFunction = () => [
  { title: `Page not found | ${clinic.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
