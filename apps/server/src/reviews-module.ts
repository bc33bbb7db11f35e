import type { Config } from "./config/config";
import { settingDefaults } from "./config/env-schema";
import type { Database } from "./db/client";
import type { CaptchaVerifier } from "./integrations/captcha/altcha-captcha";
import { type CaptchaSettings, createCaptchaVerifier } from "./integrations/captcha/create-captcha-verifier";
import { createAddressHasher } from "./services/address-hash";
import { createGooglePlacesService, type GooglePlacesSettings } from "./services/google-places-service";
import { type ReviewDeps, ratingSummary } from "./services/review-service";
import type { ReviewNoticeDeps } from "./services/reviews/review-digest";

/** What the review routes need, assembled from settings (server.ts) or by tests. */
export type ReviewsModuleOptions = {
  appSecret: string;
  publicUrl?: string;
  limitReviewsPerHour?: number;
  /** LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR (decision 0115). */
  limitNewNetworkReviewsPerHour?: number;
  /** Where the digest of pending reviews goes; undefined: no email. */
  notifyEmail?: string;
  captcha?: CaptchaVerifier;
  captchaSettings?: Omit<CaptchaSettings, "appSecret">;
  /** The public site key of reCAPTCHA or Turnstile, given to the browser. */
  captchaSiteKey?: string;
  /** The reCAPTCHA or Turnstile script the browser loads (RECAPTCHA_SCRIPT_URL / TURNSTILE_SCRIPT_URL). */
  captchaScriptUrl?: string;
  google?: GooglePlacesSettings;
  /** How long the JSON-LD rating is reused, in ms (default 60 s). */
  ratingCacheMs?: number;
  now?: () => Date;
};

export type ReviewsModule = ReviewDeps & {
  captchaConfig: {
    provider: "altcha" | "recaptcha" | "turnstile";
    siteKey?: string;
    action?: string;
    scriptUrl?: string;
  };
  limitReviewsPerHour: number;
  google: ReturnType<typeof createGooglePlacesService>;
  aggregateRating: () => Promise<Awaited<ReturnType<typeof ratingSummary>>>;
};

export function createReviewsModule(db: Database, o: ReviewsModuleOptions): ReviewsModule {
  const captcha =
    o.captcha ?? createCaptchaVerifier({ provider: "altcha", ...o.captchaSettings, appSecret: o.appSecret });
  const ratingCacheMs = o.ratingCacheMs ?? 60_000;
  let cached: { at: number; value: Promise<Awaited<ReturnType<typeof ratingSummary>>> } | undefined;
  return {
    db,
    captcha,
    notifyEmail: o.notifyEmail,
    addressHash: createAddressHasher(o.appSecret),
    publicUrl: o.publicUrl ?? settingDefaults.PUBLIC_URL,
    limitReviewsPerHour: o.limitReviewsPerHour ?? settingDefaults.LIMIT_REVIEWS_PER_HOUR,
    newNetworkReviewsPerHour:
      o.limitNewNetworkReviewsPerHour ?? settingDefaults.LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR,
    captchaConfig: {
      provider: (o.captchaSettings?.provider ?? captcha.provider) as "altcha" | "recaptcha" | "turnstile",
      ...(o.captchaSiteKey ? { siteKey: o.captchaSiteKey } : {}),
      ...(o.captchaSettings?.expectedAction ? { action: o.captchaSettings.expectedAction } : {}),
      ...(o.captchaScriptUrl ? { scriptUrl: o.captchaScriptUrl } : {}),
    },
    google: createGooglePlacesService({ db, settings: o.google ?? {}, ...(o.now ? { now: o.now } : {}) }),
    aggregateRating() {
      if (!cached || Date.now() - cached.at > ratingCacheMs) {
        const value = ratingSummary(db).catch(() => undefined);
        cached = { at: Date.now(), value };
      }
      return cached.value;
    },
    ...(o.now ? { now: o.now } : {}),
  };
}

/** What the review job needs (decision 0115), from the server's configuration. */
export function reviewNoticesFromConfig(db: Database, config: Config): ReviewNoticeDeps {
  return {
    db,
    publicUrl: config.PUBLIC_URL,
    notifyEmail: config.REVIEW_EMAIL_NOTIFY ? config.ADMIN_EMAIL : undefined,
    newNetworkReviewsPerHour: config.LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR,
  };
}

/** The review settings of the server's configuration. */
export function reviewsOptionsFromConfig(config: Config, appSecret: string): ReviewsModuleOptions {
  return {
    appSecret,
    publicUrl: config.PUBLIC_URL,
    limitReviewsPerHour: config.LIMIT_REVIEWS_PER_HOUR,
    limitNewNetworkReviewsPerHour: config.LIMIT_NEW_NETWORK_REVIEWS_PER_HOUR,
    notifyEmail: config.REVIEW_EMAIL_NOTIFY ? config.ADMIN_EMAIL : undefined,
    // The review form's reCAPTCHA / Turnstile action.
    captchaSettings: { ...captchaSettingsFromConfig(config), expectedAction: "review" },
    captchaSiteKey:
      config.CAPTCHA_PROVIDER === "recaptcha"
        ? config.RECAPTCHA_SITE_KEY
        : config.CAPTCHA_PROVIDER === "turnstile"
          ? config.TURNSTILE_SITE_KEY
          : undefined,
    captchaScriptUrl: captchaScriptUrlFromConfig(config),
    google: {
      apiKey: config.GOOGLE_PLACES_API_KEY,
      placeId: config.GOOGLE_PLACE_ID,
      baseUrl: config.GOOGLE_PLACES_BASE_URL,
      ttlSeconds: config.GOOGLE_REVIEWS_TTL_SECONDS,
    },
  };
}

/** The reCAPTCHA or Turnstile script the browser loads; none for ALTCHA (bundled). */
export function captchaScriptUrlFromConfig(config: Config): string | undefined {
  if (config.CAPTCHA_PROVIDER === "recaptcha") return config.RECAPTCHA_SCRIPT_URL;
  if (config.CAPTCHA_PROVIDER === "turnstile") return config.TURNSTILE_SCRIPT_URL;
  return undefined;
}

/** CAPTCHA_PROVIDER and its settings (bookings and reviews share them). */
export function captchaSettingsFromConfig(config: Config): Omit<CaptchaSettings, "appSecret"> {
  return {
    provider: config.CAPTCHA_PROVIDER,
    altchaCost: config.ALTCHA_COST,
    recaptchaSecret: config.RECAPTCHA_SECRET_KEY,
    recaptchaMinScore: config.RECAPTCHA_MIN_SCORE,
    turnstileSecret: config.TURNSTILE_SECRET_KEY,
    verifyUrl: config.CAPTCHA_VERIFY_URL,
    expectedHostname: new URL(config.PUBLIC_URL).hostname,
  };
}
