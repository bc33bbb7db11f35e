import { formatDate } from "@clinic/contract/format";
import type { GoogleReview, PublicReview } from "@clinic/contract/reviews";
import { useLocale } from "../../i18n/locale";
import { usePageTexts } from "../../i18n/page-texts";
import { Quote, UserRound } from "./review-icons";

/** Reviews are dated on the clinic's clock, the same for every reader (and for the prerendered page). */
const reviewZone = "Asia/Kolkata";

import { Stars } from "../../components/ui/stars";

const cardClass = "flex flex-1 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const badgeClass = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Up to this many characters a review reads as a short quote: set larger. */
const shortReview = 160;

/**
 * The review's words. A card fills the carousel's fixed height (no jump between cards), so the words
 * sit in the middle of the room left, under an opening quote mark, and a short review is set larger:
 * a one-line review no longer leaves the card's lower half blank.
 */
function ReviewText({ text }: { text: string }) {
  const short = text.length <= shortReview;
  return (
    <div className="my-auto flex gap-3 py-2" data-testid="review-text">
      <Quote aria-hidden="true" className="size-6 shrink-0 fill-brand-100 text-brand-600" />
      <p
        className={`whitespace-pre-line text-slate-800 ${short ? "text-lg leading-relaxed sm:text-xl" : ""}`}
      >
        {text}
      </p>
    </div>
  );
}

export function WebsiteReviewCard({ review }: { review: PublicReview }) {
  const text = usePageTexts("reviews");
  const locale = useLocale();
  return (
    <article className={cardClass} data-testid="website-review">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{review.name}</h3>
          {review.treatment && <p className="text-sm text-slate-700">{review.treatment}</p>}
        </div>
        <span className={`${badgeClass} bg-brand-50 text-brand-800`}>{text.website}</span>
      </div>
      <Stars rating={review.rating} label={text.say("outOfFive", { n: review.rating })} />
      <ReviewText text={review.comment} />
      <p className="text-sm text-slate-700">
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, reviewZone, locale)}</time>
      </p>
    </article>
  );
}

/** A review from Google; its age comes from the server in the page's language (googlePlace). */
export function GoogleReviewCard({ review }: { review: GoogleReview }) {
  const text = usePageTexts("reviews");
  return (
    <article className={cardClass} data-testid="google-review">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {review.profile_photo_url ? (
            <img
              src={review.profile_photo_url}
              alt=""
              width={40}
              height={40}
              referrerPolicy="no-referrer"
              className="size-10 rounded-full"
            />
          ) : (
            <span className="flex size-10 items-center justify-center rounded-full bg-slate-100">
              <UserRound aria-hidden="true" className="size-5 text-slate-600" />
            </span>
          )}
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{review.author_name}</h3>
            <p className="text-sm text-slate-700">{review.relative_time_description}</p>
          </div>
        </div>
        <span className={`${badgeClass} bg-blue-50 text-blue-800`}>Google</span>
      </div>
      <Stars rating={review.rating} label={text.say("outOfFive", { n: review.rating })} />
      <ReviewText text={review.text} />
    </article>
  );
}
