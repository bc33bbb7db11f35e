import type { GoogleReview } from "@clinic/contract/reviews";

/** The content the reviews features need (from the content file, through the routes' loaders). */
export type ReviewsContent = {
  placeId: string;
  writeReviewUrl: string;
  practitionerFirstName: string;
  /** The chat link is made where it is shown (`whatsappUrl`): its percent-encoding triples a Hindi message. */
  whatsapp: { number: string; message: string };
  manualGoogleReviews: GoogleReview[];
};

/** Google reviews naming the practitioner, merged with the content file's manual list (spec §7). */
export function keepPractitionerReviews(
  reviews: GoogleReview[],
  firstName: string,
  manual: GoogleReview[],
): GoogleReview[] {
  const name = firstName.toLowerCase();
  return [...reviews.filter((r) => r.text.toLowerCase().includes(name)), ...manual];
}
