import { Loader2, MessageCircle } from "lucide-react";
import { NewTabLink } from "../../components/ui/new-tab-link";
import * as Tabs from "../../components/ui/tabs";
import { whatsappUrl } from "../../content/format";
import { usePageTexts } from "../../i18n/page-texts";
import { GoogleReviewCard, WebsiteReviewCard } from "./review-cards";
import { ReviewCarousel } from "./review-carousel";
import { ReviewForm } from "./review-form";
import { type ReviewsContent, useApprovedReviews, useGoogleReviews } from "./reviews-api";

const tabClass =
  "min-h-11 rounded-lg px-4 py-2 text-base font-semibold text-slate-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

/** /reviews (public-site.md §2 Reviews): the two carousels, the form and the guidelines. */
export function ReviewsPage({ content }: { content: ReviewsContent }) {
  const text = usePageTexts("reviews");
  const { whatsAppHint } = usePageTexts("home");
  const website = useApprovedReviews();
  const google = useGoogleReviews(content);
  // Said at the first failed attempt; the retries (spec §9) go on behind it, and a later success
  // simply shows the reviews.
  const websiteFailed = website.data === undefined && (website.isError || website.failureCount > 0);
  const loading = (website.isPending && !websiteFailed) || google.isPending;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{text.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-800">{text.lead}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div>
          <h2 className="sr-only">{text.whatPatientsSay}</h2>
          <Tabs.Root defaultValue="website">
            <Tabs.List aria-label={text.source} className="mb-4 flex gap-2">
              <Tabs.Trigger value="website" className={tabClass}>
                {text.websiteTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="google" className={tabClass}>
                {text.googleTab}
              </Tabs.Trigger>
            </Tabs.List>
            {loading && (
              <p role="status" className="flex min-h-[400px] items-start gap-2 text-slate-700">
                <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {text.loading}
              </p>
            )}
            <Tabs.Content value="website">
              {websiteFailed ? (
                <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
                  {text.websiteFailed}
                </p>
              ) : (
                !website.isPending && (
                  <ReviewCarousel
                    label={text.websiteLabel}
                    items={website.data ?? []}
                    render={(r) => <WebsiteReviewCard review={r} />}
                    empty={{ title: text.noWebsite, text: text.beFirst }}
                  />
                )
              )}
            </Tabs.Content>
            <Tabs.Content value="google">
              {!google.isPending && (
                <ReviewCarousel
                  label={text.googleLabel}
                  items={google.data?.reviews ?? []}
                  render={(r) => <GoogleReviewCard review={r} />}
                  empty={{ title: text.noGoogle, text: text.googleUnavailable }}
                />
              )}
            </Tabs.Content>
          </Tabs.Root>
          <NewTabLink
            href={whatsappUrl(content)}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
            hint={whatsAppHint}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {text.whatsapp}
          </NewTabLink>
        </div>
        <div className="flex flex-col gap-6">
          <ReviewForm writeReviewUrl={content.writeReviewUrl} />
          <aside className="rounded-2xl border border-blue-200 bg-blue-50 p-6 text-slate-800">
            <h2 className="text-lg font-semibold text-slate-900">{text.guidelines}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{text.guideModerated}</li>
              <li>{text.guideRespectful}</li>
              <li>{text.guideFocus}</li>
              <li>{text.guidePrivate}</li>
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
