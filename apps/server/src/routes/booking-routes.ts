import {
  bookingConfirmationResponseSchema,
  bookingIdParamSchema,
  cancelRequestSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
  manageLinkResentMessage,
  manageLinkResentResponseSchema,
  manageRequestSchema,
  manageViewResponseSchema,
  rescheduleRequestSchema,
  verifyPaymentRequestSchema,
} from "@clinic/contract/booking";
import { captchaChallengeSchema } from "@clinic/contract/captcha";
import {
  bulkCreateRequestSchema,
  bulkCreateResponseSchema,
  slotDatesQuerySchema,
  slotDatesResponseSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from "@clinic/contract/slots";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { z } from "zod";
import { isAdminRequest, requireAdmin, signedInSession } from "../http/admin-guard";
import type { AppEnv } from "../http/app-env";
import { errorBody } from "../http/http-error";
import { outcomeOf } from "../http/outcome";
import { rateLimit } from "../http/rate-limit";
import { routePolicy } from "../http/route-policy";
import { getConfirmation, getInvite } from "../services/booking/booking-views";
import { cancelByPatient } from "../services/booking/cancel-booking";
import { createAdminBooking } from "../services/booking/create-admin-booking";
import { createHold } from "../services/booking/create-hold";
import { type ManageDeps, viewManagedBooking } from "../services/booking/manage-access";
import { rescheduleByPatient } from "../services/booking/move-booking";
import { listOpenDates, listSlotsOfDate } from "../services/booking/slot-reads";
import { verifyPayment } from "../services/booking/verify-payment";
import { requireIdempotencyKey } from "../services/idempotency-service";
import { handleRazorpayWebhook } from "../services/payment-webhook-service";
import { resendManageLink } from "../services/record-access/resend-manage-link";
import { bulkCreateSlots } from "../services/slot-admin-service";
import { json, refusal } from "./openapi-responses";
import { postRazorpayWebhook } from "./razorpay-webhook-route";

const getSlots = createRoute({
  method: "get",
  path: "/public/slots",
  summary: "The slots of one clinic date",
  request: { query: slotsQuerySchema },
  responses: { 200: json(slotsResponseSchema, "The day's slots"), 400: refusal("Malformed date") },
});

const getSlotDates = createRoute({
  method: "get",
  path: "/public/slots/dates",
  summary: "The dates in a range that have OPEN slots",
  request: { query: slotDatesQuerySchema },
  responses: { 200: json(slotDatesResponseSchema, "Dates with OPEN slots"), 400: refusal("Malformed range") },
});

const postBooking = (limit: ReturnType<typeof rateLimit>) =>
  createRoute({
    method: "post",
    path: "/public/bookings",
    summary: "Hold a slot and create a booking awaiting payment (Idempotency-Key header required)",
    ...routePolicy({ idempotency: "required-own" }, limit),
    request: {
      body: { content: { "application/json": { schema: createBookingRequestSchema } }, required: true },
    },
    responses: {
      201: json(createBookingResponseSchema, "Held; pay before holdExpiresAt"),
      400: refusal("Invalid request, key or captcha; consent missing, or to another privacy notice version"),
      403: refusal("isAdminBooking without an admin session"),
      409: refusal("The slot is no longer available, or the key is in use"),
      422: refusal("The key was used with another body"),
      429: refusal("Too many attempts or unpaid holds"),
      503: refusal("The payment provider did not answer: nothing was held or charged"),
    },
  });

const postVerify = (limit: ReturnType<typeof rateLimit>) =>
  createRoute({
    method: "post",
    path: "/public/bookings/{bookingId}/payments/verify",
    summary: "Verify the payment and confirm the booking (Idempotency-Key header required)",
    ...routePolicy({ idempotency: "required-own" }, limit),
    request: {
      params: bookingIdParamSchema,
      body: { content: { "application/json": { schema: verifyPaymentRequestSchema } }, required: true },
    },
    responses: {
      200: json(bookingConfirmationResponseSchema, "Confirmed"),
      400: refusal("Payment verification failed"),
      404: refusal("No such booking"),
      409: refusal("The booking can no longer be paid"),
      422: refusal("The key was used with another body"),
      429: refusal("Too many verify calls"),
      503: refusal("The payment provider did not answer: try again with the same key"),
    },
  });

const getBooking = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}",
  summary: "The confirmation of a booking",
  request: { params: bookingIdParamSchema },
  responses: { 200: json(bookingConfirmationResponseSchema, "The booking"), 404: refusal("No such booking") },
});

const getIcs = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/invite.ics",
  summary: "The calendar invitation (RFC 5545) of a paid booking",
  request: { params: bookingIdParamSchema },
  responses: {
    200: { description: "text/calendar", content: { "text/calendar": { schema: { type: "string" } } } },
    404: refusal("No such paid booking"),
  },
});

const getChallenge = (limit: ReturnType<typeof rateLimit>) =>
  createRoute({
    method: "get",
    path: "/captcha/challenge",
    summary: "A robot-check challenge in ALTCHA's own format (the widget reads it as-is)",
    middleware: [limit] as const,
    responses: {
      200: json(captchaChallengeSchema, "ALTCHA challenge"),
      404: refusal("The robot check is reCAPTCHA or Turnstile (CAPTCHA_PROVIDER): no ALTCHA challenges"),
      429: refusal("Too many challenges"),
    },
  });

const postBulkCreate = createRoute({
  method: "post",
  path: "/admin/slots/bulkCreate",
  summary: "Create OPEN slots (admin)",
  // 1000 slots are about 130 KB (issue 7): this one call may send up to 512 KB.
  ...routePolicy(
    { roles: roleGroups.everyone, idempotency: "replayed", bodyLimitBytes: 512 * 1024 },
    requireAdmin,
  ),
  request: { body: { content: { "application/json": { schema: bulkCreateRequestSchema } }, required: true } },
  responses: {
    200: json(bulkCreateResponseSchema, "Created"),
    400: refusal("Invalid slots"),
    401: refusal("Not signed in"),
  },
});

const manageResponses = {
  200: json(manageViewResponseSchema, "The booking as its patient manages it"),
  400: refusal("Invalid request"),
  403: refusal("Wrong token"),
  409: refusal("Past the cut-off, or the new slot is taken"),
};
const postManage = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/manage",
  summary: "The booking, for the patient holding the manage link's token",
  ...routePolicy({ idempotency: "replayed" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: manageRequestSchema } }, required: true },
  },
  responses: manageResponses,
});
const postReschedule = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/reschedule",
  summary: "Move a paid booking to another OPEN slot (until the cut-off)",
  ...routePolicy({ idempotency: "replayed" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: rescheduleRequestSchema } }, required: true },
  },
  responses: manageResponses,
});
const postCancel = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/cancel",
  summary: "Cancel a paid booking (until the cut-off)",
  ...routePolicy({ idempotency: "replayed" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: cancelRequestSchema } }, required: true },
  },
  responses: manageResponses,
});

/**
 * "Email me my manage link again": per client network and per booking (counted whether it exists or
 * not, so the limit says nothing of it), within the hour.
 */
const manageLinkLimits = { perNetwork: 10, perBooking: 3, windowSeconds: 3600 } as const;

const postManageLink = (...limits: ReturnType<typeof rateLimit>[]) =>
  createRoute({
    method: "post",
    path: "/public/bookings/{bookingId}/manage-link",
    summary:
      "Email the booking's manage link again, to the address it was booked with (a paid booking only; the same answer either way). No body; no Idempotency-Key: asking again sends again, within the limits.",
    ...routePolicy({ idempotency: "none" }, ...limits),
    request: { params: bookingIdParamSchema },
    responses: {
      200: json(manageLinkResentResponseSchema, "Sent if the booking is paid, said the same either way"),
      400: refusal("Malformed booking id"),
      429: refusal(
        `More than ${manageLinkLimits.perBooking} for this booking or ${manageLinkLimits.perNetwork} from this network in an hour`,
      ),
    },
  });

type SlotsAnswer = z.infer<typeof slotsResponseSchema>;

/** Each cached day's answer as JSON text (the cache hands out one array until the day changes). */
const slotsAnswers = new WeakMap<SlotsAnswer["data"], { timezone: string; text: string }>();

/**
 * The slots answer, serialised once per cached list: the busiest read would otherwise turn the
 * same 8 KB into JSON on every request. The same body and type as `c.json(answer, 200)`.
 */
function sendSlots(c: Context<AppEnv>, answer: SlotsAnswer) {
  let known = slotsAnswers.get(answer.data);
  if (known?.timezone !== answer.timezone) {
    known = { timezone: answer.timezone, text: JSON.stringify(answer) };
    slotsAnswers.set(answer.data, known);
  }
  const sent = c.body(known.text, 200, { "Content-Type": "application/json" });
  return sent as unknown as TypedResponse<SlotsAnswer, 200, "json">;
}

function privateAnswer(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
}

/**
 * The public booking routes' dependencies: the booking use cases' (with the manage window) and the
 * rate limits per client address of bookings, captcha challenges and payment checks (decision 0045).
 */
export type BookingRouteDeps = ManageDeps & {
  limits: { bookingsPerMinute: number; challengesPerMinute: number; verifyPerMinute: number };
};

export function bookingRoutes(m: BookingRouteDeps) {
  const limit = rateLimit({ db: m.db, name: "bookings", max: m.limits.bookingsPerMinute });
  const challengeLimit = rateLimit({ db: m.db, name: "challenges", max: m.limits.challengesPerMinute });
  const verifyLimit = rateLimit({ db: m.db, name: "verify", max: m.limits.verifyPerMinute });
  const { perNetwork, perBooking, windowSeconds } = manageLinkLimits;
  const manageLinkLimit = [
    rateLimit({ db: m.db, name: "manage-link", max: perNetwork, windowSeconds }),
    rateLimit({
      db: m.db,
      name: "manage-link-booking",
      max: perBooking,
      windowSeconds,
      subject: (c) => (c.req.param("bookingId") ?? "").slice(0, 64),
    }),
  ];
  return new OpenAPIHono<AppEnv>()
    .openapi(getSlots, async (c) => {
      const { date, kindId } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      const data = await listSlotsOfDate(m, date, kindId);
      return sendSlots(c, { success: true as const, data, timezone: m.settings.clinicTimezone });
    })
    .openapi(getSlotDates, async (c) => {
      const { from, to, kindId } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      const dates = await listOpenDates(m, from, to, kindId);
      return c.json({ success: true as const, data: { dates, timezone: m.settings.clinicTimezone } }, 200);
    })
    .openapi(postBooking(limit), async (c) => {
      const input = c.req.valid("json");
      const asAdmin = input.isAdminBooking === true;
      if (asAdmin && !(await isAdminRequest(c)))
        return c.json(errorBody(c, "forbidden", "Only a signed-in admin can create an admin booking."), 403);
      const admin = asAdmin ? (await signedInSession(c))?.user : undefined;
      const call = {
        input,
        idempotencyKey: requireIdempotencyKey(c.req.header("idempotency-key")),
        clientAddress: c.get("clientAddress"),
        // Who took a consent by phone (decision 0100): the admin's name, else their email.
        ...(admin ? { takenBy: admin.name?.trim() || admin.email || "admin" } : {}),
      };
      privateAnswer(c);
      const stored = asAdmin ? await createAdminBooking(m, call) : await createHold(m, call);
      const created = outcomeOf(c, stored, { retryAfterSeconds: m.settings.holdMinutes * 60 });
      return c.json({ success: true as const, ...created }, 201);
    })
    .openapi(postVerify(verifyLimit), async (c) => {
      const { bookingId } = c.req.valid("param");
      const body = c.req.valid("json");
      const idempotencyKey = requireIdempotencyKey(c.req.header("idempotency-key") ?? body.idempotencyKey);
      privateAnswer(c);
      const stored = await verifyPayment(m, { bookingId, body, idempotencyKey });
      return c.json({ success: true as const, ...outcomeOf(c, stored) }, 200);
    })
    .openapi(getBooking, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await getConfirmation(m, bookingId);
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getIcs, async (c) => {
      const { bookingId } = c.req.valid("param");
      const ics = await getInvite(m, bookingId);
      privateAnswer(c);
      c.header("Content-Type", "text/calendar; charset=utf-8; method=REQUEST");
      c.header("Content-Disposition", 'attachment; filename="consultation.ics"');
      return c.body(ics, 200);
    })
    .openapi(getChallenge(challengeLimit), async (c) => {
      c.header("Cache-Control", "no-store");
      if (m.captcha.provider !== "altcha")
        return c.json(errorBody(c, "not_found", "This site does not use ALTCHA challenges."), 404);
      return c.json(await m.captcha.createChallenge(), 200);
    })
    .openapi(postManage, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await viewManagedBooking(m, bookingId, c.req.valid("json").token);
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postReschedule, async (c) => {
      const { bookingId } = c.req.valid("param");
      const { token, newSlotId } = c.req.valid("json");
      const data = await rescheduleByPatient(m, bookingId, token, newSlotId);
      privateAnswer(c);
      return c.json({ success: true as const, data, message: "Your consultation was moved." }, 200);
    })
    .openapi(postCancel, async (c) => {
      const { bookingId } = c.req.valid("param");
      const { token, reason } = c.req.valid("json");
      const data = await cancelByPatient(m, bookingId, token, reason);
      privateAnswer(c);
      return c.json({ success: true as const, data, message: "Your consultation was cancelled." }, 200);
    })
    .openapi(postManageLink(...manageLinkLimit), async (c) => {
      const { bookingId } = c.req.valid("param");
      await resendManageLink(m, bookingId);
      privateAnswer(c);
      return c.json({ success: true as const, data: null, message: manageLinkResentMessage }, 200);
    })
    .openapi(postRazorpayWebhook, async (c) => {
      const rawBody = await c.req.text();
      const stored = await handleRazorpayWebhook(m, {
        rawBody,
        signature: c.req.header("x-razorpay-signature"),
        eventId: c.req.header("x-razorpay-event-id"),
      });
      privateAnswer(c);
      return c.json({ success: true as const, ...outcomeOf(c, stored) }, 200);
    })
    .openapi(postBulkCreate, async (c) => {
      const actor = (await signedInSession(c))?.user.email ?? "admin";
      const data = await bulkCreateSlots(
        m.db,
        c.req.valid("json"),
        actor,
        undefined,
        m.calendarSync,
        m.settings.clinicTimezone,
      );
      m.slotCache?.invalidate();
      return c.json(
        {
          success: true as const,
          data,
          message: `Successfully created ${data.count} slots!${data.skippedClosed > 0 ? ` ${data.skippedClosed} slots on holidays or blackout days were skipped.` : ""}`,
        },
        200,
      );
    });
}
