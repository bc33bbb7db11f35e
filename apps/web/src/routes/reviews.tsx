import { localeOfPath } from "@clinic/contract/locales";
import { fill } from "@clinic/contract/messages";
import { clinicFor, localeOfRequest } from "../content/clinic-in";
import { reviewsContent } from "../content/page-content";
import { ReviewsPage } from "../features/reviews/reviews-page";
import { pageMeta } from "../features/seo/page-meta";
import { BookingTextsProvider } from "../i18n/booking";
import { PageTextsProvider } from "../i18n/page-texts";
import { bookingTextsIn, pageTextsIn } from "../i18n/texts-in.server";
import type { Route } from "./+types/reviews";

/**
 * Runs at build time only (the page is prerendered): the content file and the other languages' texts
 * stay out of the bundle. The title and description in the page's language travel in its data, as
 * `meta` cannot read the texts' context.
 */
export function loader({ request }: Route.LoaderArgs) {
  const clinic = clinicFor(request);
  const locale = localeOfRequest(request);
  const texts = pageTextsIn(locale, "home", "reviews");
  const text = texts.reviews;
  return {
    seo: {
      title: text.title,
      description: fill(text.description, { clinic: clinic.name }),
      siteName: clinic.name,
    },
    content: reviewsContent(clinic),
    texts,
    // The review form's robot check and the server's refusals.
    bookingTexts: bookingTextsIn(locale, "captcha", "refusals"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/reviews", locale: localeOfPath(location.pathname) })
    : [];

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <BookingTextsProvider texts={loaderData.bookingTexts}>
        <ReviewsPage content={loaderData.content} />
      </BookingTextsProvider>
    </PageTextsProvider>
  );
}
