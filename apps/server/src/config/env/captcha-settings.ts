import { z } from "zod";
import { oneOf, type SettingTable, wholeNumber } from "./setting-schemas";

/** The robot check of the booking and review forms. */
export const captchaSettings = {
  CAPTCHA_PROVIDER: {
    schema: oneOf(["altcha", "recaptcha", "turnstile"]),
    default: "altcha",
    meaning: "robot check: altcha is self-hosted proof of work, no third party sees the patient",
  },
  ALTCHA_COST: {
    schema: wholeNumber(100, 10000000),
    default: "20000",
    meaning: "most hashes the ALTCHA robot check asks of a browser (a mid-range phone: about a second)",
  },
  RECAPTCHA_SITE_KEY: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "reCAPTCHA v3 site key, given to the browser (CAPTCHA_PROVIDER=recaptcha)",
  },
  RECAPTCHA_SECRET_KEY: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "reCAPTCHA v3 secret (CAPTCHA_PROVIDER=recaptcha); missing: submissions are refused",
    secret: true,
  },
  RECAPTCHA_MIN_SCORE: {
    schema: z
      .string()
      .trim()
      .regex(/^(0(\.\d+)?|1(\.0+)?)$/, "must be a number from 0 to 1, such as 0.5")
      .transform(Number),
    default: "0.5",
    meaning: "lowest reCAPTCHA v3 score accepted (0 to 1)",
  },
  TURNSTILE_SITE_KEY: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Cloudflare Turnstile site key, given to the browser (CAPTCHA_PROVIDER=turnstile)",
  },
  TURNSTILE_SECRET_KEY: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Cloudflare Turnstile secret (CAPTCHA_PROVIDER=turnstile); missing: submissions are refused",
    secret: true,
  },
  RECAPTCHA_SCRIPT_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://www.google.com/recaptcha/api.js",
    meaning: "reCAPTCHA v3 script the review and booking forms load (CAPTCHA_PROVIDER=recaptcha)",
  },
  TURNSTILE_SCRIPT_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://challenges.cloudflare.com/turnstile/v0/api.js",
    meaning: "Cloudflare Turnstile script the review and booking forms load (CAPTCHA_PROVIDER=turnstile)",
  },
  CAPTCHA_VERIFY_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    default: undefined,
    meaning: "overrides the reCAPTCHA or Turnstile siteverify address (tests point it at a fake)",
  },
} as const satisfies SettingTable;
