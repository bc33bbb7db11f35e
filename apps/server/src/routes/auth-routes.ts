import { successEnvelopeSchema } from "@clinic/contract/api-envelope";
import {
  authErrorMessages,
  authSessionSchema,
  authTexts,
  sessionUserSchema,
  signInLinkOtherSiteMessage,
  signInLinkRedeemSchema,
  signInLinkRequestedMessage,
  signInLinkRequestSchema,
} from "@clinic/contract/auth";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireSameSite, sessionOf, signedInSession } from "../http/admin-guard";
import type { AppEnv } from "../http/app-env";
import { errorBody } from "../http/http-error";
import { type RateLimitOptions, rateLimit } from "../http/rate-limit";
import { routePolicy } from "../http/route-policy";
import {
  clearCookie,
  readCookie,
  sessionCookieName,
  signInCookieName,
  writeCookie,
} from "../http/session-cookie";
import type { AuthService } from "../services/auth-service";
import { json, refusal } from "./openapi-responses";

export type AuthRoutesDeps = {
  db: RateLimitOptions["db"];
  auth: AuthService;
  isHttps: boolean;
  signInPerMinute: number;
};

const getSession = createRoute({
  method: "get",
  path: "/auth/session",
  summary: "Who is signed in (never changes anything but the session's last-seen time)",
  responses: { 200: json(successEnvelopeSchema(authSessionSchema), "The sign-in state") },
});

const requestLink = createRoute({
  method: "post",
  path: "/auth/link/request",
  summary: "Email a one-time sign-in link to ADMIN_EMAIL (the same answer for any address)",
  ...routePolicy({ idempotency: "none" }),
  request: { body: { content: { "application/json": { schema: signInLinkRequestSchema } }, required: true } },
  responses: {
    200: json(successEnvelopeSchema(z.null()), "Accepted"),
    400: refusal("Not an email address"),
    403: refusal("Cross-site request"),
    429: refusal("Too many requests"),
  },
});

const redeemLink = createRoute({
  method: "post",
  path: "/auth/link/redeem",
  summary: "Sign in with a one-time link's token (from the URL fragment)",
  ...routePolicy({ idempotency: "none" }),
  request: { body: { content: { "application/json": { schema: signInLinkRedeemSchema } }, required: true } },
  responses: {
    200: json(
      successEnvelopeSchema(z.object({ user: sessionUserSchema, returnTo: z.string() })),
      "Signed in; the session cookie is set",
    ),
    401: refusal("The link was used, expired or altered"),
    403: refusal("Cross-site request"),
    409: refusal("Somebody is signed in already"),
    429: refusal("Too many requests"),
  },
});

const signOut = createRoute({
  method: "post",
  path: "/auth/signout",
  summary: "End the session on the server and clear its cookie",
  ...routePolicy({ idempotency: "none" }),
  responses: {
    200: json(successEnvelopeSchema(z.object({ redirectTo: z.string() })), "Signed out"),
    403: refusal("Cross-site request"),
  },
});

const startOpenId = createRoute({
  method: "get",
  path: "/auth/oidc/start",
  summary: "Begin OpenID sign-in (redirects to the identity provider)",
  request: { query: z.object({ returnTo: z.string().max(300).optional() }) },
  responses: {
    302: { description: "To the provider" },
    404: refusal("OpenID sign-in is not configured"),
    429: refusal("Too many sign-in attempts: wait a minute (Retry-After)"),
  },
});

const openIdCallback = createRoute({
  method: "get",
  path: "/auth/oidc/callback",
  summary: "Where the identity provider sends the browser back (redirects into /admin)",
  responses: {
    302: { description: "To the wanted admin page, or /admin?authError=..." },
    429: refusal("Too many sign-in attempts: wait a minute (Retry-After)"),
  },
});

export function authRoutes(deps: AuthRoutesDeps) {
  const { auth, isHttps } = deps;
  const signInLimit = rateLimit({ db: deps.db, name: "signin", max: deps.signInPerMinute });
  const sessionCookie = sessionCookieName(isHttps);
  const signInCookie = signInCookieName(isHttps);
  const maxAge = auth.settings.maxDays * 86_400;

  const routes = new OpenAPIHono<AppEnv>();
  routes.use("/auth/link/*", requireSameSite, signInLimit);
  routes.use("/auth/signout", requireSameSite);
  routes.use("/auth/oidc/*", signInLimit);

  routes.openapi(getSession, async (c) => {
    c.header("Cache-Control", "no-store");
    const lookup = await sessionOf(c);
    // A cookie naming no live session shows the token-error page once; then it is dropped.
    if (lookup.state === "token_error") clearCookie(c, sessionCookie, isHttps);
    return c.json(
      {
        success: true as const,
        data: {
          state: lookup.state,
          user: lookup.state === "signed_in" ? lookup.session.user : null,
          oidc: { enabled: auth.oidcEnabled, buttonLabel: auth.settings.buttonLabel },
        },
      },
      200,
    );
  });

  routes.openapi(requestLink, async (c) => {
    const { email } = c.req.valid("json");
    // Not awaited: the answer takes as long whether or not an email is sent.
    void auth
      .withLog(c.get("log"))
      .requestLink(email)
      .catch((error: Error) =>
        c.get("log").error({ err: { message: error.message } }, "sign-in link email failed"),
      );
    return c.json({ success: true as const, data: null, message: signInLinkRequestedMessage }, 200);
  });

  routes.openapi(redeemLink, async (c) => {
    if (await signedInSession(c)) return c.json(errorBody(c, "conflict", authTexts.alreadySignedIn), 409);
    const result = await auth.withLog(c.get("log")).redeemLink(c.req.valid("json").token);
    if (!result.ok)
      return c.json(
        errorBody(
          c,
          "unauthenticated",
          result.otherSite
            ? `${authErrorMessages.link_invalid}: ${signInLinkOtherSiteMessage}`
            : `${authErrorMessages.link_invalid}: this sign-in link was used already, has expired or is not valid. Ask for a new one.`,
        ),
        401,
      );
    writeCookie(c, sessionCookie, result.sessionId, isHttps, maxAge);
    return c.json({ success: true as const, data: { user: result.user, returnTo: result.returnTo } }, 200);
  });

  routes.openapi(signOut, async (c) => {
    const session = await signedInSession(c);
    if (session) await auth.withLog(c.get("log")).signOut(session);
    clearCookie(c, sessionCookie, isHttps);
    return c.json({ success: true as const, data: { redirectTo: "/" } }, 200);
  });

  routes.openapi(startOpenId, async (c) => {
    if (!auth.oidcEnabled)
      return c.json(errorBody(c, "not_found", "Sign-in with an identity provider is not set up."), 404);
    try {
      const { url, cookie } = await auth.withLog(c.get("log")).startOpenId(c.req.valid("query").returnTo);
      writeCookie(c, signInCookie, cookie, isHttps, 600);
      c.header("Cache-Control", "no-store");
      return c.redirect(url, 302);
    } catch (error) {
      c.get("log").error({ err: { message: (error as Error).message } }, "OpenID sign-in could not start");
      return redirectWithError(c, "initiate");
    }
  });

  routes.openapi(openIdCallback, async (c) => {
    const cookie = readCookie(c, signInCookie);
    clearCookie(c, signInCookie, isHttps);
    c.header("Cache-Control", "no-store");
    // The provider's redirect carries the code: the URL it was sent to is PUBLIC_URL + this path.
    const callbackUrl = new URL(`${auth.settings.publicUrl}/api/auth/oidc/callback`);
    callbackUrl.search = new URL(c.req.url).search;
    const result = await auth.withLog(c.get("log")).finishOpenId(callbackUrl, cookie);
    if (!result.ok) return redirectWithError(c, result.reason);
    const previous = await signedInSession(c);
    if (previous) await auth.withLog(c.get("log")).signOut(previous);
    writeCookie(c, sessionCookie, result.sessionId, isHttps, maxAge);
    return c.redirect(result.returnTo, 302);
  });

  return routes;
}

function redirectWithError(c: Context<AppEnv>, reason: string) {
  return c.redirect(`/admin?authError=${encodeURIComponent(reason)}`, 302);
}
