import { localeOfPath } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { reviewsContent } from "../content/page-content";
import { ReviewsPage } from "../features/reviews/reviews-page";
import { pageMeta } from "../features/seo/page-meta";
import { en } from "../i18n/site-texts.en";
import { hi } from "../i18n/site-texts.hi";
import { kn } from "../i18n/site-texts.kn";
import type { Route } from "./+types/reviews";

const siteTexts = { en, hi, kn };

/**
 * Runs at build time only (the page is prerendered): the content file and the other languages' texts
 * stay out of the bundle. The title and description in the page's language travel in its data, as
 * `meta` cannot read the texts' context.
 */
export function loader({ request }: Route.LoaderArgs) {
  const clinic = clinicFor(request);
  const text = siteTexts[localeOfRequest(request)].reviews;
  return {
    seo: {
      title: text.title,
      description: fill(text.description, { clinic: clinic.name }),
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
