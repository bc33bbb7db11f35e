import { z } from "zod";
import * as csrf from "./csrf";
import { checkedEmail } from "./email-address";
import { staffRoles } from "./staff";

/**
 * Admin sign-in and sessions (admin.md §2 sign-in page, §3 signed-in user, §4 admin access, §5).
 * The session lives on the server; the browser holds only an HttpOnly cookie and asks
 * GET /api/auth/session who it is.
 */

/** Every unsafe request to /api/admin and /api/auth carries this header (defined in csrf.ts, free of zod). */
export const csrfHeaderName = csrf.csrfHeaderName;
export const csrfHeaderValue = csrf.csrfHeaderValue;

/** The sign-in link's token travels in the URL fragment, so it never reaches a server log. */
export const signInLinkFragment = "signin-link";

/** Sign-in links work once, within this many minutes. */
export const signInLinkMinutes = 15;

export const authStates = ["signed_out", "token_error", "signed_in"] as const;
export type AuthState = (typeof authStates)[number];

export const sessionUserSchema = z.object({
  /** A verified email, or null (shown as 'Email not available'). */
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** True for every staff role: the admin area opens; what it offers follows `role`. */
  isAdmin: z.boolean(),
  /** The staff role (issue 34); null for someone who may not use the admin. */
  role: z.enum(staffRoles).nullable(),
  method: z.enum(["oidc", "link"]),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authSessionSchema = z.object({
  state: z.enum(authStates),
  user: sessionUserSchema.nullable(),
  oidc: z.object({ enabled: z.boolean(), buttonLabel: z.string() }),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const signInLinkRequestSchema = z.object({
  email: checkedEmail(
    z.string().trim().min(1, "Email address is required").max(320),
    "Please enter a valid email address",
  ),
});
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

export const signInLinkRedeemSchema = z.object({ token: z.string().min(10).max(2000) });

/** Same answer for every address, so the form does not reveal who may sign in. */
export const signInLinkRequestedMessage =
  "If this address may sign in, a sign-in link is on its way. It works once, within 15 minutes.";

/** Why a sign-in came back without a session (query `authError` on /admin). */
export const authErrorCodes = [
  "failed",
  "initiate",
  "state",
  "email_unverified",
  "rate_limited",
  "link_invalid",
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

/** The spec's texts (admin.md §8), one per reason. */
export const authErrorMessages: Record<AuthErrorCode, string> = {
  failed: "Authentication failed",
  /** The provider could not be reached to start the sign-in. */
  initiate: "Failed to initiate login",
  state: "An error occurred while validating the state.",
  email_unverified: "Authentication failed",
  rate_limited: "Too many sign-in attempts. Please wait a minute and try again.",
  link_invalid: "Invalid tokens",
};

/**
 * After the spec's 'Invalid tokens', for a link signed with another secret: `npm run admin:login-link`
 * ran with another APP_SECRET or DATA_DIR than this server (decision 0091).
 */
export const signInLinkOtherSiteMessage =
  "this link was made for another site or data folder. Run npm run admin:login-link with the same .env, DATA_DIR and APP_SECRET as this server.";

export const authTexts = {
  tokenError: "Authentication Error - Your authentication token is missing or invalid.",
  accessDenied: "Access Denied - You are not authorized to access this page.",
  alreadySignedIn: "There is already a signed in user.",
  failedLogin: "Failed to initiate login",
  failedLogout: "Failed to logout",
  emailNotAvailable: "Email not available",
  emailMeLink: "Email me a sign-in link",
} as const;

/** Where to land after sign-in: only a path of the admin area, never another site. */
export function safeAdminReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/admin") || value.startsWith("//") || value.includes("\\")) return "/admin";
  if (!/^\/admin(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&_%-]*)?$/.test(value)) return "/admin";
  return value;
}
