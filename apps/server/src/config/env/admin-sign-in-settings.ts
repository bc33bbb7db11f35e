import { z } from "zod";
import { email, type SettingTable, wholeNumber } from "./setting-schemas";

/** Who is an admin, OpenID Connect sign-in and admin sessions. */
export const adminSignInSettings = {
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
} as const satisfies SettingTable;
