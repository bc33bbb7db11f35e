import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/reviews";

/** Runs at build time only (the page is prerendered). The reviews issue fills the page. */
export function loader() {
  return {
    seo: {
      title: "Patient Reviews",
      description: `What patients say about ${clinic.name}, and how to share your own experience.`,
      siteName: clinic.name,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.seo, path: "/reviews" }) : [];

export default function ReviewsRoute() {
  return <PagePlaceholder title="Reviews" />;
}
