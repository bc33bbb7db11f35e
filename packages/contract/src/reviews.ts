import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { controlInLine, controlInText } from "./control-characters";

/** Website reviews (public-site.md §3, §5, §7; admin.md §3, §4, §7). */

export const reviewStatuses = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewActions = ["approve", "reject", "pending", "unapprove", "setToPending"] as const;
export type ReviewAction = (typeof reviewActions)[number];

/**
 * The status machine (admin.md §4): pending → approved (approve), pending → rejected (reject),
 * rejected → pending (unapprove, "Restore to Pending"), approved → pending (setToPending, "Set to Pending").
 * `pending` is the generic "back to pending" from either rejected or approved.
 */
export const reviewTransitions: Record<ReviewAction, { from: readonly ReviewStatus[]; to: ReviewStatus }> = {
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  unapprove: { from: ["rejected"], to: "pending" },
  setToPending: { from: ["approved"], to: "pending" },
  pending: { from: ["approved", "rejected"], to: "pending" },
};

/** The target status of `action` from `from`, or undefined when the machine does not allow it. */
export function nextReviewStatus(from: ReviewStatus, action: ReviewAction): ReviewStatus | undefined {
  const t = reviewTransitions[action];
  return t.from.includes(from) ? t.to : undefined;
}

export const reviewLimits = {
  // The spec gives no lower bounds beyond "required" (decision 0088): moderation, not a length rule,
  // keeps a short review like "Great!" from the site.
  nameMin: 1,
  nameMax: 80,
  commentMin: 1,
  commentMax: 2000,
  treatmentMax: 80,
} as const;

const lineField = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !controlInLine.test(v), `${label} must not contain control characters`);

export const createReviewRequestSchema = z.object({
  name: lineField("Name", reviewLimits.nameMin, reviewLimits.nameMax),
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
  comment: z
    .string({ error: "Review is required" })
    .trim()
    .min(reviewLimits.commentMin, "Review is required")
    .max(reviewLimits.commentMax, `Review must be at most ${reviewLimits.commentMax} characters`)
    .refine((v) => !controlInText.test(v), "Review must not contain control characters"),
  captchaToken: z
    .string({ error: "Please complete the captcha verification" })
    .min(1, "Please complete the captcha verification")
    .max(8000, "The captcha verification is too long"),
  treatment: z
    .string()
    .trim()
    .max(reviewLimits.treatmentMax, `Treatment must be at most ${reviewLimits.treatmentMax} characters`)
    .refine((v) => !controlInLine.test(v), "Treatment must not contain control characters")
    .optional(),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

export const createReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** What the public sees of a review: never its status history or the submitter's address. */
export const publicReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  treatment: z.string().optional(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
/** The message of GET /api/reviews/approved (public-site.md §7 lists one). */
export function approvedReviewsMessage(count: number): string {
  return count === 1 ? "1 approved review" : `${count} approved reviews`;
}
export const approvedReviewsResponseSchema = successEnvelopeSchema(z.array(publicReviewSchema));

export const adminReviewSchema = publicReviewSchema.extend({
  status: z.enum(reviewStatuses),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponseSchema = successEnvelopeSchema(z.array(adminReviewSchema));
export const adminReviewResponseSchema = successEnvelopeSchema(adminReviewSchema);

export const reviewStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** One decimal, as a string ("0.0" with no reviews), as admin.md §3 says. */
  averageRating: z.string(),
  /**
   * Added (decision 0115): reviews from new networks held back beyond the hourly cap. They are in none of
   * the counts above nor in any list; they move to pending as the cap allows.
   */
  heldBack: z.number().int(),
  /** The cap: reviews from new networks that join the pending queue per hour (LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR). */
  newNetworkLimitPerHour: z.number().int(),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;
export const reviewStatsResponseSchema = successEnvelopeSchema(reviewStatsSchema);

export const reviewIdParamSchema = z.object({ id: z.string().min(1).max(64) });
export const reviewActionParamSchema = z.object({
  id: z.string().min(1).max(64),
  action: z.enum(reviewActions, { error: `action must be one of ${reviewActions.join(", ")}` }),
});
export const deleteReviewResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/admin/reviews/held/release and DELETE /api/admin/reviews/held: how many were moved or deleted. */
export const heldReviewsResponseSchema = successEnvelopeSchema(z.object({ count: z.number().int() }));
export type HeldReviewsResult = { count: number };

// ── Google reviews (public-site.md §3, §7) ─────────────────────────────────────

export const googleReviewSchema = z.object({
  author_name: z.string(),
  profile_photo_url: z.string().optional(),
  relative_time_description: z.string(),
  rating: z.number(),
  text: z.string(),
  time: z.number().optional(),
});
export type GoogleReview = z.infer<typeof googleReviewSchema>;

export const googlePlaceSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  rating: z.number().optional(),
  user_ratings_total: z.number().optional(),
  formatted_address: z.string().optional(),
  website: z.string().optional(),
  phone_number: z.string().optional(),
  reviews: z.array(googleReviewSchema),
});
export type GooglePlace = z.infer<typeof googlePlaceSchema>;

export const googlePlaceDetailsSchema = z.object({
  /** Where the answer came from: "google", "cache", "stale-cache", "manual" (no key). */
  source: z.string(),
  fetchedAt: z.string().optional(),
  totalFromGoogle: z.number().int(),
  shown: z.number().int(),
});

export const googlePlaceResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  details: googlePlaceDetailsSchema.optional(),
  data: googlePlaceSchema.optional(),
});
export type GooglePlaceResponse = z.infer<typeof googlePlaceResponseSchema>;

export const googlePlaceIdParamSchema = z.object({ placeId: z.string().min(1).max(300) });
export const googlePlaceSearchQuerySchema = z.object({
  query: z.string().trim().min(2, "query must be at least 2 characters").max(200),
});
export const googlePlaceSearchResponseSchema = successEnvelopeSchema(
  z.array(z.object({ place_id: z.string(), name: z.string(), formatted_address: z.string().optional() })),
);

/** The panel's Recent Activity, from the audit log. */
export const reviewActivitySchema = z.object({
  action: z.string(),
  reviewId: z.string(),
  actor: z.string(),
  at: z.string(),
  name: z.string().optional(),
});
export type ReviewActivity = z.infer<typeof reviewActivitySchema>;
export const reviewActivityResponseSchema = successEnvelopeSchema(z.array(reviewActivitySchema));

/** GET /api/captcha/config: which robot check the browser shows, and its public site key. */
export const captchaConfigSchema = z.object({
  provider: z.enum(["altcha", "recaptcha", "turnstile"]),
  siteKey: z.string().optional(),
  /** The reCAPTCHA / Turnstile action the server expects for a review. */
  action: z.string().optional(),
  /** The reCAPTCHA / Turnstile script (RECAPTCHA_SCRIPT_URL / TURNSTILE_SCRIPT_URL). */
  scriptUrl: z.string().optional(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
export const captchaConfigResponseSchema = successEnvelopeSchema(captchaConfigSchema);
