/**
 * Notices of public-site.md §8. A module of their own, without zod, so that the home page's reviews
 * section does not load the schemas of `reviews.ts` (decision 0028).
 */
export const reviewTexts = {
  submitted: "Thank you for your feedback. Your review is pending approval.",
  googleEmpty:
    "Google reviews are not currently available. Please check back later or write a review on our website.",
  googleFailed: "Unable to load Google reviews at this time. Please try again later.",
} as const;
