import { z } from "zod";

/** The robot checks a clinic can choose with CAPTCHA_PROVIDER (decision 0025). */
export const captchaProviderNames = ["altcha", "recaptcha", "turnstile"] as const;
export type CaptchaProviderName = (typeof captchaProviderNames)[number];
/** The reCAPTCHA / Turnstile action of the booking form (the review form's is `review`). */
export const bookingCaptchaAction = "book_submit";

/** The robot check sent with a booking or a review. */
export const captchaSchema = z.object({
  provider: z.string().min(1).max(20),
  token: z.string().min(1, "Please complete the captcha verification").max(4000),
  action: z.string().max(40).optional(),
});
export type CaptchaPayload = z.infer<typeof captchaSchema>;

/** GET /api/captcha/challenge: an ALTCHA challenge (the widget reads it as-is). */
export const captchaChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});
export const captchaChallengeResponseSchema = captchaChallengeSchema;
