import { localeOfPath } from "@clinic/contract/locales";
import { clinic } from "../content/clinic";
import { reviewsContent } from "../content/page-content";
import { ReviewsPage } from "../features/reviews/reviews-page";
import { pageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/reviews";

/** Runs at build time only (the page is prerendered): the content file stays out of the bundle. */
export function loader() {
  return {
    seo: {
      title: "Patient Reviews",
      description: `What patients say about ${clinic.name}, and how to share your own experience.`,
      siteName: clinic.name,
    },
    content: reviewsContent(clinic),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/reviews", locale: localeOfPath(location.pathname) })
    : [];

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage content={loaderData.content} />;
}
