import { localeQuerySchema } from "@clinic/contract/locale-query";
import { reviewTexts } from "@clinic/contract/review-texts";
import {
  adminReviewResponseSchema,
  adminReviewsResponseSchema,
  approvedReviewsMessage,
  approvedReviewsResponseSchema,
  captchaConfigResponseSchema,
  createReviewRequestSchema,
  createReviewResponseSchema,
  deleteReviewResponseSchema,
  googlePlaceIdParamSchema,
  googlePlaceResponseSchema,
  googlePlaceSearchQuerySchema,
  googlePlaceSearchResponseSchema,
  heldReviewsResponseSchema,
  reviewActionParamSchema,
  reviewActivityResponseSchema,
  reviewIdParamSchema,
  reviewStatsResponseSchema,
} from "@clinic/contract/reviews";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono, type RouteHandler } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { requireAdmin, signedInSession } from "../http/admin-guard";
import type { AppEnv } from "../http/app-env";
import { outcomeOf } from "../http/outcome";
import { rateLimit } from "../http/rate-limit";
import { routePolicy } from "../http/route-policy";
import type { ReviewsModule } from "../reviews-module";
import {
  adminReviews,
  approvedReviews,
  moderateReview,
  recentReviewActivity,
  removeReview,
  reviewStats,
  submitReview,
} from "../services/review-service";
import { deleteAllHeld, releaseAllHeld } from "../services/reviews/held-reviews";
import { adminSessionSecurity } from "./openapi-conventions";
import { json, refusal } from "./openapi-responses";

const postReview = (limit: ReturnType<typeof rateLimit>) =>
  createRoute({
    method: "post",
    path: "/reviews",
    summary: "Submit a website review (stored as pending; optional Idempotency-Key header)",
    ...routePolicy({ idempotency: "own" }, limit),
    request: {
      body: { content: { "application/json": { schema: createReviewRequestSchema } }, required: true },
    },
    responses: {
      201: json(createReviewResponseSchema, "Stored, pending approval"),
      400: refusal("Invalid fields or captcha"),
      409: refusal("The same Idempotency-Key is in use"),
      422: refusal("The Idempotency-Key was used with another body"),
      429: refusal("Too many reviews from this address"),
    },
  });

const getApproved = createRoute({
  method: "get",
  path: "/reviews/approved",
  summary: "Approved website reviews, newest first (public fields only)",
  responses: { 200: json(approvedReviewsResponseSchema, "Approved reviews") },
});

const getGooglePlace = createRoute({
  method: "get",
  path: "/google/places/{placeId}",
  summary: "The clinic's Google place and reviews, through the server's cache (configured place only)",
  request: { params: googlePlaceIdParamSchema, query: localeQuerySchema },
  responses: {
    200: json(
      googlePlaceResponseSchema,
      "The place (success false when Google failed and nothing is cached)",
    ),
    400: refusal("Unknown locale"),
    404: refusal("Not the configured place"),
  },
});

const getCaptchaConfig = createRoute({
  method: "get",
  path: "/captcha/config",
  summary: "The robot check the browser shows (CAPTCHA_PROVIDER) and its public site key",
  responses: { 200: json(captchaConfigResponseSchema, "Provider and site key") },
});

const getAdminReviews = createRoute({
  method: "get",
  path: "/admin/reviews",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "All reviews, newest first (admin; not cached)",
  responses: { 200: json(adminReviewsResponseSchema, "All reviews"), 401: refusal("Not signed in") },
});

const getPending = createRoute({
  method: "get",
  path: "/admin/reviews/pending",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Pending reviews (admin)",
  responses: { 200: json(adminReviewsResponseSchema, "Pending reviews"), 401: refusal("Not signed in") },
});

const getActivity = createRoute({
  method: "get",
  path: "/admin/reviews/activity",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "The 10 most recent review actions, from the audit log (admin)",
  responses: { 200: json(reviewActivityResponseSchema, "Recent actions"), 401: refusal("Not signed in") },
});

const patchReview = createRoute({
  method: "patch",
  path: "/admin/reviews/{id}/{action}",
  summary: "Move a review: approve, reject, pending, unapprove, setToPending (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  request: { params: reviewActionParamSchema },
  responses: {
    200: json(adminReviewResponseSchema, "The review after the move"),
    400: refusal("Unknown action"),
    401: refusal("Not signed in"),
    404: refusal("No such review"),
    409: refusal("The status machine does not allow this move"),
  },
});

const deleteReviewRoute = createRoute({
  method: "delete",
  path: "/admin/reviews/{id}",
  summary: "Delete a review permanently (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  request: { params: reviewIdParamSchema },
  responses: {
    200: json(deleteReviewResponseSchema, "Deleted"),
    401: refusal("Not signed in"),
    404: refusal("No such review"),
  },
});

const postReleaseHeld = createRoute({
  method: "post",
  path: "/admin/reviews/held/release",
  summary: "Move every review held back (new networks beyond the hourly cap) to pending (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  responses: {
    200: json(heldReviewsResponseSchema, "How many moved to pending"),
    401: refusal("Not signed in"),
  },
});

const deleteHeldRoute = createRoute({
  method: "delete",
  path: "/admin/reviews/held",
  summary: "Delete every review held back, permanently (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  responses: {
    200: json(heldReviewsResponseSchema, "How many were deleted"),
    401: refusal("Not signed in"),
  },
});

const getStats = createRoute({
  method: "get",
  path: "/admin/stats",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Review statistics (admin; not cached)",
  responses: {
    200: json(reviewStatsResponseSchema, "Counts and the average rating"),
    401: refusal("Not signed in"),
  },
});

const placeSearchRoute = (path: string, summary: string, middleware: MiddlewareHandler<AppEnv>[] = []) =>
  createRoute({
    method: "get",
    path,
    summary,
    // Under /api/admin the document's conventions say so; the spec's public path needs it said.
    security: adminSessionSecurity,
    // Each search is a paid Places call, for the settings: owners only.
    ...routePolicy({ roles: roleGroups.owner }, ...middleware),
    request: { query: googlePlaceSearchQuerySchema },
    responses: {
      200: json(googlePlaceSearchResponseSchema, "Matching places"),
      400: refusal("No key, or Google refused"),
      401: refusal("Not signed in"),
      403: refusal("Not an admin"),
    },
  });

const getPlaceSearch = placeSearchRoute(
  "/admin/google/places/search",
  "Find a Google place id for the settings (admin)",
);
/**
 * The spec's public path for the same search. Each search is a paid Places call, so it answers a
 * signed-in admin only; anyone else gets 401 or 403, never an open proxy (decision 0027).
 */
const getPublicPlaceSearch = placeSearchRoute(
  "/google/places/search",
  "Find a Google place id (the spec's path; a signed-in admin only)",
  [requireAdmin],
);

function noCache(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store, no-cache, must-revalidate");
  c.header("Pragma", "no-cache");
  c.header("X-Robots-Tag", "noindex");
}

const heldMessage = (count: number, done: string) =>
  `${count === 1 ? "1 held review" : `${count} held reviews`} ${done}.`;

async function actorOf(c: Context<AppEnv>): Promise<string> {
  return (await signedInSession(c))?.user.email ?? "admin";
}

export function reviewRoutes(m: ReviewsModule) {
  /** The place search, at the admin path and at the spec's (both behind the admin check). */
  const searchPlaces: RouteHandler<typeof getPlaceSearch, AppEnv> = async (c) => {
    noCache(c);
    return c.json({ success: true as const, data: await m.google.search(c.req.valid("query").query) }, 200);
  };
  const limit = rateLimit({
    db: m.db,
    name: "reviews",
    max: m.limitReviewsPerHour,
    windowSeconds: 3600,
  });
  return (
    new OpenAPIHono<AppEnv>()
      .openapi(postReview(limit), async (c) => {
        const stored = await submitReview(m, {
          input: c.req.valid("json"),
          idempotencyKey: c.req.header("idempotency-key") || undefined,
          clientAddress: c.get("clientAddress"),
        });
        noCache(c);
        const { message = reviewTexts.submitted } = outcomeOf(c, stored);
        return c.json({ success: true as const, message }, 201);
      })
      .openapi(getApproved, async (c) => {
        c.header("Cache-Control", "no-cache");
        const data = await approvedReviews(m.db);
        return c.json({ success: true as const, data, message: approvedReviewsMessage(data.length) }, 200);
      })
      // Before /google/places/{placeId}, which would otherwise take "search" for a place id.
      .openapi(getPublicPlaceSearch, searchPlaces)
      .openapi(getGooglePlace, async (c) => {
        const { placeId } = c.req.valid("param");
        const data = await m.google.place(placeId, c.req.valid("query").locale);
        c.header("Cache-Control", "public, max-age=300");
        return c.json(data, 200);
      })
      .openapi(getCaptchaConfig, async (c) => {
        c.header("Cache-Control", "no-cache");
        return c.json({ success: true as const, data: m.captchaConfig }, 200);
      })
      .openapi(getAdminReviews, async (c) => {
        noCache(c);
        return c.json({ success: true as const, data: await adminReviews(m.db) }, 200);
      })
      .openapi(getPending, async (c) => {
        noCache(c);
        return c.json({ success: true as const, data: await adminReviews(m.db, "pending") }, 200);
      })
      .openapi(getActivity, async (c) => {
        noCache(c);
        return c.json({ success: true as const, data: await recentReviewActivity(m.db, 10) }, 200);
      })
      .openapi(patchReview, async (c) => {
        const { id, action } = c.req.valid("param");
        const actor = await actorOf(c);
        const data = await moderateReview(m, id, action, actor);
        noCache(c);
        return c.json({ success: true as const, data, message: `Review ${data.status}.` }, 200);
      })
      .openapi(postReleaseHeld, async (c) => {
        const count = await releaseAllHeld(m, await actorOf(c));
        noCache(c);
        return c.json(
          { success: true as const, data: { count }, message: heldMessage(count, "moved to pending") },
          200,
        );
      })
      // Before DELETE /admin/reviews/{id}, which would otherwise take "held" for an id.
      .openapi(deleteHeldRoute, async (c) => {
        const count = await deleteAllHeld(m, await actorOf(c));
        noCache(c);
        return c.json(
          { success: true as const, data: { count }, message: heldMessage(count, "deleted") },
          200,
        );
      })
      .openapi(deleteReviewRoute, async (c) => {
        const { id } = c.req.valid("param");
        const actor = await actorOf(c);
        await removeReview(m, id, actor);
        noCache(c);
        return c.json({ success: true as const, message: "Review deleted." }, 200);
      })
      .openapi(getStats, async (c) => {
        noCache(c);
        return c.json({ success: true as const, data: await reviewStats(m) }, 200);
      })
      .openapi(getPlaceSearch, searchPlaces)
  );
}
