import { reviewTexts } from "@clinic/contract/review-texts";
import type {
  CreateReviewRequest,
  GooglePlaceResponse,
  GoogleReview,
  PublicReview,
} from "@clinic/contract/reviews";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiBaseUrl, apiRequest, apiRequestWithMessage } from "../../lib/api-client";
import { keepPractitionerReviews, type ReviewsContent } from "./reviews-content";

export type { ReviewsContent };

export function useApprovedReviews() {
  return useQuery({
    queryKey: ["reviews", "approved"],
    queryFn: () => apiRequest<PublicReview[]>("/api/reviews/approved"),
  });
}

export type GoogleReviewsState = { reviews: GoogleReview[]; info?: string; error?: string };

/** The Google reviews through the server's cached proxy; failures yield no reviews and a notice. */
export function useGoogleReviews(content: ReviewsContent) {
  return useQuery({
    queryKey: ["reviews", "google", content.placeId],
    queryFn: async (): Promise<GoogleReviewsState> => {
      let body: GooglePlaceResponse | undefined;
      try {
        const res = await fetch(`${apiBaseUrl}/api/google/places/${encodeURIComponent(content.placeId)}`, {
          headers: { Accept: "application/json" },
        });
        body = res.ok ? ((await res.json()) as GooglePlaceResponse) : undefined;
      } catch {
        body = undefined;
      }
      if (!body?.success) return { reviews: content.manualGoogleReviews, error: reviewTexts.googleFailed };
      const reviews = keepPractitionerReviews(
        body.data?.reviews ?? [],
        content.practitionerFirstName,
        content.manualGoogleReviews,
      );
      return reviews.length === 0 ? { reviews, info: reviewTexts.googleEmpty } : { reviews };
    },
  });
}

export async function submitReview(input: CreateReviewRequest, idempotencyKey: string) {
  return apiRequestWithMessage<unknown>("/api/reviews", { method: "POST", body: input, idempotencyKey });
}

export { ApiError };
