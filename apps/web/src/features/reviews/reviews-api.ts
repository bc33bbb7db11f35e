import { reviewTexts } from "@clinic/contract/review-texts";
import type { CreateReviewRequest, GoogleReview } from "@clinic/contract/reviews";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "../../i18n/locale";
import { ApiError, api } from "../../lib/api-client";
import { googlePlace } from "./google-place";
import { keepPractitionerReviews, type ReviewsContent } from "./reviews-content";

export type { ReviewsContent };

export function useApprovedReviews() {
  return useQuery({
    queryKey: ["reviews", "approved"],
    queryFn: () => api.get.data("/api/reviews/approved"),
  });
}

export type GoogleReviewsState = { reviews: GoogleReview[]; info?: string; error?: string };

/** The Google reviews through the server's cached proxy; failures yield no reviews and a notice. */
export function useGoogleReviews(content: ReviewsContent) {
  const locale = useLocale();
  return useQuery({
    queryKey: ["reviews", "google", content.placeId, locale],
    queryFn: async (): Promise<GoogleReviewsState> => {
      const place = await googlePlace(content.placeId, locale);
      if (!place) return { reviews: content.manualGoogleReviews, error: reviewTexts.googleFailed };
      const reviews = keepPractitionerReviews(
        place.data?.reviews ?? [],
        content.practitionerFirstName,
        content.manualGoogleReviews,
      );
      return reviews.length === 0 ? { reviews, info: reviewTexts.googleEmpty } : { reviews };
    },
  });
}

export async function submitReview(input: CreateReviewRequest, idempotencyKey: string) {
  return api.post.withMessage("/api/reviews", { body: input, idempotencyKey });
}

export { ApiError };
