import type { GoogleReview, PublicReview } from "@clinic/contract/reviews";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { NewTabLink } from "../../components/ui/new-tab-link";
import * as Tabs from "../../components/ui/tabs";
import { useLocale, useLocalePath } from "../../i18n/locale";
import { usePageTexts } from "../../i18n/page-texts";
import { approvedReviews, googlePlace } from "./google-place";
import { GoogleReviewCard, WebsiteReviewCard } from "./review-cards";
import { ReviewCarousel } from "./review-carousel";
import { ExternalLink } from "./review-icons";
import { keepPractitionerReviews, type ReviewsContent } from "./reviews-content";

const tabClass =
  "min-h-11 rounded-lg px-4 py-2 text-base font-semibold text-slate-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

type State = {
  loading: boolean;
  website: PublicReview[];
  google: GoogleReview[];
  /** What to say about Google's reviews, in the page's words (`reviews.googleEmpty`, `.googleFailed`). */
  info?: "googleEmpty";
  error?: "googleFailed";
};

/**
 * The home page's reviews section (public-site.md §2 Home). Loaded after hydration as its own chunk,
 * so the home page's first load stays within its JavaScript budget; it fetches without TanStack Query.
 */
export default function HomeReviewsSection({ content }: { content: ReviewsContent }) {
  const text = usePageTexts("reviews");
  const inLocale = useLocalePath();
  const locale = useLocale();
  const [state, setState] = useState<State>({ loading: true, website: [], google: [] });
  const loadingReviews = (
    <p role="status" className="min-h-[400px] text-slate-700">
      {text.loading}
    </p>
  );
  useEffect(() => {
    let live = true;
    void (async () => {
      const [website, google] = await Promise.all([approvedReviews(), googlePlace(content.placeId, locale)]);
      if (!live) return;
      const reviews = google?.success
        ? keepPractitionerReviews(
            google.data?.reviews ?? [],
            content.practitionerFirstName,
            content.manualGoogleReviews,
          )
        : content.manualGoogleReviews;
      setState({
        loading: false,
        website: website ?? [],
        google: reviews,
        ...(google?.success ? {} : { error: "googleFailed" as const }),
        ...(google?.success && reviews.length === 0 ? { info: "googleEmpty" as const } : {}),
      });
    })();
    return () => {
      live = false;
    };
  }, [content, locale]);

  return (
    <section aria-labelledby="home-reviews-heading" className="bg-slate-50 py-16" data-testid="home-reviews">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id="home-reviews-heading" className="text-3xl font-bold text-slate-900">
          {text.homeHeading}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <NewTabLink href={content.writeReviewUrl} className={buttonStyles.secondary} hint={text.newTab}>
            <ExternalLink aria-hidden="true" className="size-5" />
            {text.writeOnGoogle}
          </NewTabLink>
          <Link to={inLocale("/reviews")} reloadDocument className={buttonStyles.primary}>
            {text.submitWebsite}
          </Link>
        </div>
        {state.error && (
          <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {text[state.error]}
          </p>
        )}
        {state.info && (
          <p role="status" className="mt-4 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-900">
            {text[state.info]}
          </p>
        )}
        <Tabs.Root defaultValue="website" className="mt-6">
          <Tabs.List aria-label={text.source} className="mb-4 flex flex-wrap gap-2">
            <Tabs.Trigger value="website" className={tabClass}>
              {text.websiteTab} ({state.website.length})
            </Tabs.Trigger>
            <Tabs.Trigger value="google" className={tabClass}>
              {text.googleTab} ({state.google.length})
            </Tabs.Trigger>
          </Tabs.List>
          {/* The panels are always there (each tab's aria-controls names one); each shows the loading state. */}
          <Tabs.Content value="website">
            {state.loading ? (
              loadingReviews
            ) : (
              <ReviewCarousel
                label={text.websiteLabel}
                items={state.website}
                render={(r) => <WebsiteReviewCard review={r} />}
                empty={{ title: text.noWebsite, text: text.beFirst }}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="google">
            {state.loading ? (
              loadingReviews
            ) : (
              <ReviewCarousel
                label={text.googleLabel}
                items={state.google}
                render={(r) => <GoogleReviewCard review={r} />}
                empty={{ title: text.noGoogle, text: text.googleUnavailable }}
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </section>
  );
}
