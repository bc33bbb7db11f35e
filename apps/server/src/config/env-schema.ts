import { z } from "zod";

/**
 * Every environment setting of the server, with its default and what it means.
 * `.env.example` is written from this table (a test keeps the two in step).
 * Messages are completed by `loadConfig` into one line per problem:
 * `PORT must be a whole number from 1 to 65535, got "abc"`.
 */
function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(", ")}` });
}

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["true", "false", "1", "0"].includes(v), "must be true or false")
  .transform((v) => v === "true" || v === "1");

const httpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/" && !url.search;
    } catch {
      return false;
    }
  }, "must be an http:// or https:// origin such as https://clinic.example (no path)")
  .transform((v) => new URL(v).origin);

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), "must be a postgres:// or postgresql:// connection URL");

const timeZone = z
  .string()
  .trim()
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return tz.includes("/") || tz === "UTC";
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as Asia/Kolkata");

const email = z.string().trim().toLowerCase().pipe(z.email("must be an email address"));

/** `secret` settings never have their value echoed in an error message. */
export type SettingDoc = { default: string | undefined; meaning: string; secret?: boolean };

/** The settings: name → schema, default (as text, as in .env.example) and a one-line meaning. */
export const settings = {
  PORT: {
    schema: wholeNumber(1, 65535),
    default: "3000",
    meaning: "TCP port the site and the API listen on",
  },
  HOST: {
    schema: z.string().trim().min(1, "must be a host address such as 127.0.0.1 or 0.0.0.0"),
    default: "127.0.0.1",
    meaning: "address to listen on; use 0.0.0.0 to accept connections from other machines (deployment)",
  },
  PUBLIC_URL: {
    schema: httpUrl,
    default: "http://localhost:3000",
    meaning: "the address patients type (origin only); https turns on HSTS and secure cookies",
  },
  DATA_DIR: {
    schema: z.string().trim().min(1, "must be a folder path"),
    default: "./data",
    meaning: "folder for the embedded database, the generated secret and the email outbox",
  },
  DATABASE_URL: {
    schema: postgresUrl.optional(),
    default: undefined,
    meaning: "use this PostgreSQL instead of the embedded one (then APP_SECRET is required)",
    secret: true,
  },
  APP_SECRET: {
    schema: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters (for example: openssl rand -base64 32)")
      .optional(),
    default: undefined,
    meaning:
      "signs tokens and encrypts stored secrets; generated into DATA_DIR when unset (required with DATABASE_URL)",
    secret: true,
  },
  DATABASE_PREPARED_STATEMENTS: {
    schema: booleanFlag,
    default: "true",
    meaning:
      "run queries as prepared statements on each connection (set false behind a pooler in transaction mode without prepared-statement support)",
  },
  DATABASE_START_TIMEOUT_SECONDS: {
    schema: wholeNumber(1, 600),
    default: "30",
    meaning: "how long start-up waits for the database to answer before giving up",
  },
  CLINIC_TIMEZONE: {
    schema: timeZone,
    default: "Asia/Kolkata",
    meaning:
      "the clinic's time zone: decides dates of slots and how times are shown (first value of the setting)",
  },
  ADMIN_EMAIL: {
    schema: email.optional(),
    default: undefined,
    meaning: "the person who is always an admin",
  },
  OIDC_ISSUER: {
    schema: z
      .string()
      .trim()
      .refine((v) => {
        try {
          const url = new URL(v);
          return url.protocol === "https:" || url.protocol === "http:";
        } catch {
          return false;
        }
      }, "must be an issuer URL such as https://accounts.google.com")
      .optional(),
    default: undefined,
    meaning:
      "OpenID Connect issuer for admin sign-in (Google: https://accounts.google.com); unset: one-time sign-in links only",
  },
  OIDC_CLIENT_ID: {
    schema: z.string().trim().min(1, "must be the client id from the identity provider").optional(),
    default: undefined,
    meaning: "OpenID Connect client id (Google: the OAuth client's id)",
  },
  OIDC_CLIENT_SECRET: {
    schema: z.string().trim().min(1, "must be the client secret from the identity provider").optional(),
    default: undefined,
    meaning: "OpenID Connect client secret; register PUBLIC_URL/api/auth/oidc/callback as redirect URI",
    secret: true,
  },
  OIDC_BUTTON_LABEL: {
    schema: z.string().trim().min(1, "must be a button label"),
    default: "Sign in with Google",
    meaning: "text of the OpenID sign-in button on /admin",
  },
  OIDC_ROLE_CLAIM: {
    schema: z.string().trim().min(1, "must be a claim name such as custom:role"),
    default: "custom:role",
    meaning: "ID token claim whose value admin makes a signed-in person an admin",
  },
  SESSION_IDLE_HOURS: {
    schema: wholeNumber(1, 720),
    default: "8",
    meaning: "an admin session ends after this many hours without a request",
  },
  SESSION_MAX_DAYS: {
    schema: wholeNumber(1, 365),
    default: "7",
    meaning: "an admin session ends this many days after sign-in, whatever happens",
  },
  LIMIT_SIGNIN_PER_MINUTE: {
    schema: wholeNumber(1, 100000),
    default: "10",
    meaning: "sign-in attempts and sign-in link requests allowed per client address per minute",
  },
  PAYMENT_PROVIDER: {
    schema: oneOf(["dummy", "razorpay"]),
    default: "dummy",
    meaning: "dummy gives consultations away (test sites only); razorpay takes real payments",
  },
  ALLOW_DUMMY_PAYMENTS: {
    schema: booleanFlag,
    default: "false",
    meaning: "allow the dummy payment provider on an https PUBLIC_URL (a public test site)",
  },
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
  LIMIT_REVIEWS_PER_HOUR: {
    schema: wholeNumber(1, 1000000),
    default: "5",
    meaning: "review submissions per hour per client address (429 with Retry-After beyond)",
  },
  REVIEW_EMAIL_NOTIFY: {
    schema: booleanFlag,
    default: "true",
    meaning: "email ADMIN_EMAIL (through the email outbox) about each new review",
  },
  GOOGLE_PLACES_API_KEY: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Google Places API key for the Google reviews (used by the server only, never sent out)",
    secret: true,
  },
  GOOGLE_PLACE_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "the clinic's Google place id; /api/google/places answers for it only",
  },
  GOOGLE_PLACES_BASE_URL: {
    schema: httpUrl,
    default: "https://maps.googleapis.com",
    meaning: "Google Places API origin (tests point it at a fake on 127.0.0.1)",
  },
  GOOGLE_REVIEWS_TTL_SECONDS: {
    schema: wholeNumber(60, 7 * 24 * 3600),
    default: "21600",
    meaning: "how long the Google reviews answer is cached in the database (6 hours)",
  },
  EMAIL_PROVIDER: {
    schema: oneOf(["outbox", "smtp"]),
    default: "outbox",
    meaning: "outbox writes .eml files under DATA_DIR/outbox; smtp sends through SMTP_URL",
  },
  SMTP_URL: {
    schema: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
      .optional(),
    default: undefined,
    meaning: "mail server for EMAIL_PROVIDER=smtp, e.g. smtps://user:pass@smtp.example.com:465",
    secret: true,
  },
  MEETING_PROVIDER: {
    schema: oneOf(["jitsi", "google_meet", "zoom"]),
    default: "jitsi",
    meaning:
      "video meeting links: jitsi needs no account; zoom needs ZOOM_*; google_meet needs the Google Calendar settings",
  },
  GOOGLE_SERVICE_ACCOUNT_JSON: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning:
      "Google service account key file (its JSON on one line): slots and paid bookings become events on GOOGLE_CALENDAR_ID",
    secret: true,
  },
  GOOGLE_CALENDAR_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "the clinic's Google Calendar id (shared with the service account, permission to make changes)",
  },
  GOOGLE_CALENDAR_SUBJECT: {
    schema: email.optional(),
    default: undefined,
    meaning:
      "Workspace user the service account acts for (domain-wide delegation; needed for Google to invite patients)",
  },
  GOOGLE_TOKEN_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://oauth2.googleapis.com/token",
    meaning: "Google OAuth token address for the service account's JWT grant (tests point it at a fake)",
  },
  GOOGLE_CALENDAR_API_BASE: {
    schema: httpUrl,
    default: "https://www.googleapis.com",
    meaning: "Google Calendar API origin (tests point it at a fake on 127.0.0.1)",
  },
  ZOOM_ACCOUNT_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Zoom Server-to-Server OAuth app: account id (MEETING_PROVIDER=zoom)",
  },
  ZOOM_CLIENT_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Zoom Server-to-Server OAuth app: client id (MEETING_PROVIDER=zoom)",
  },
  ZOOM_CLIENT_SECRET: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Zoom Server-to-Server OAuth app: client secret (MEETING_PROVIDER=zoom)",
    secret: true,
  },
  ZOOM_TOKEN_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://zoom.us/oauth/token",
    meaning: "Zoom OAuth token address (tests point it at a fake)",
  },
  ZOOM_API_BASE: {
    schema: httpUrl,
    default: "https://api.zoom.us",
    meaning: "Zoom API origin (tests point it at a fake on 127.0.0.1)",
  },
  HOLD_MINUTES: {
    schema: wholeNumber(1, 60),
    default: "10",
    meaning: "how long a chosen slot is held for the patient while they pay",
  },
  LIMIT_HOLDS_PER_CLIENT: {
    schema: wholeNumber(1, 100000),
    default: "2",
    meaning: "unpaid holds at once per client address and per email or phone",
  },
  LIMIT_BOOKINGS_PER_MINUTE: {
    schema: wholeNumber(1, 1000000),
    default: "10",
    meaning: "booking attempts per minute per client address (429 with Retry-After beyond)",
  },
  LIMIT_CHALLENGES_PER_MINUTE: {
    schema: wholeNumber(1, 1000000),
    default: "30",
    meaning: "captcha challenges per minute per client address (429 with Retry-After beyond)",
  },
  LIMIT_VERIFY_PER_MINUTE: {
    schema: wholeNumber(1, 1000000),
    default: "30",
    meaning: "payment verify calls per minute per client address (429 with Retry-After beyond)",
  },
  SEED_DEMO: {
    schema: booleanFlag,
    default: "true",
    meaning: "on first start with no slots, open demo weekday slots for the next 14 days",
  },
  RAZORPAY_KEY_ID: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Razorpay key id (PAYMENT_PROVIDER=razorpay); shown to the browser's checkout",
  },
  RAZORPAY_KEY_SECRET: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "Razorpay key secret: signs and checks payments (PAYMENT_PROVIDER=razorpay)",
    secret: true,
  },
  RAZORPAY_WEBHOOK_SECRET: {
    schema: z.string().trim().min(1).optional(),
    default: undefined,
    meaning: "secret of the Razorpay webhook pointing at /api/webhooks/razorpay",
    secret: true,
  },
  RAZORPAY_API_BASE: {
    schema: httpUrl,
    default: "https://api.razorpay.com",
    meaning: "Razorpay API origin (tests point it at a fake on 127.0.0.1)",
  },
  RAZORPAY_CHECKOUT_URL: {
    schema: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
    default: "https://checkout.razorpay.com/v1/checkout.js",
    meaning:
      "Razorpay Checkout's script, loaded by the payment step only (its origin is allowed on the booking pages)",
  },
  REMINDER_HOURS: {
    schema: z
      .string()
      .trim()
      .regex(
        /^(\d{1,3}(,\d{1,3})*)?$/,
        "must be hours separated by commas, such as 24,1 (empty: no reminders)",
      )
      .transform((v) => (v ? v.split(",").map(Number) : [])),
    default: "24,1",
    meaning: "reminder emails this many hours before each consultation",
  },
  MANAGE_CUTOFF_HOURS: {
    schema: wholeNumber(0, 720),
    default: "24",
    meaning: "patients may reschedule or cancel until this many hours before the consultation",
  },
  JITSI_BASE_URL: {
    schema: httpUrl,
    default: "https://meet.jit.si",
    meaning: "Jitsi server for video consultation links (MEETING_PROVIDER=jitsi)",
  },
  TRUST_PROXY: {
    schema: wholeNumber(0, 10),
    default: "0",
    meaning: "number of reverse proxies in front; the client address is then read from X-Forwarded-For",
  },
  LIMIT_BODY_BYTES: {
    schema: wholeNumber(1024, 10 * 1024 * 1024),
    default: "65536",
    meaning: "largest request body accepted, in bytes (larger: 413)",
  },
  SHUTDOWN_GRACE_SECONDS: {
    schema: wholeNumber(0, 120),
    default: "10",
    meaning: "on SIGTERM or SIGINT, how long requests in flight may take to finish",
  },
  PG_BIN_DIR: {
    schema: z.string().trim().min(1, "must be a folder path").optional(),
    default: undefined,
    meaning:
      "folder of pg_dump and pg_restore for npm run db:backup / db:restore with DATABASE_URL (else /usr/lib/postgresql/*/bin, then PATH)",
  },
  LOG_LEVEL: {
    schema: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    default: "info",
    meaning: "how much the server logs (JSON lines on standard output)",
  },
} as const satisfies Record<string, SettingDoc & { schema: z.ZodType }>;

export type SettingName = keyof typeof settings;
