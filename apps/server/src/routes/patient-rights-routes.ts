import { bookingIdParamSchema } from "@clinic/contract/booking";
import type { IntakeForm } from "@clinic/contract/intake-form";
import {
  consentWithdrawnResponseSchema,
  contactCorrectionSchema,
  correctedContactResponseSchema,
  erasureRequestedResponseSchema,
  myDataResponseSchema,
  patientRightsMessages,
  photoParamSchema,
} from "@clinic/contract/patient-rights";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { BookingModule } from "../booking-module";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { correctContact } from "../services/patient-rights/correct-contact";
import { exportMyData, myPhoto } from "../services/patient-rights/export-my-data";
import { bearerTokenOf } from "../services/patient-rights/record-access";
import { requestErasure } from "../services/patient-rights/request-erasure";
import { withdrawConsent } from "../services/patient-rights/withdraw-consent";
import { json, refusal } from "./openapi-responses";

/*
 * The patient's rights (issue 20; decision 0102), for the holder of the manage link's token, sent as
 * `Authorization: Bearer <token>` (never in a URL, so never in a log). Without a valid one: 403, the
 * same answer whether the booking exists or not.
 */

const bearer = "The manage link's token as `Authorization: Bearer <token>`.";
const forbidden = refusal("No valid manage token (the same answer whatever the booking)");

const getMyData = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/my-data",
  summary: `Everything held about the patient, as a JSON download. ${bearer}`,
  request: { params: bookingIdParamSchema },
  responses: { 200: json(myDataResponseSchema, "The patient's data"), 403: forbidden },
});

const getMyPhoto = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/my-data/photos/{photoId}",
  summary: `One intake photo of the patient's record. ${bearer}`,
  request: { params: photoParamSchema },
  responses: {
    200: { description: "The photo", content: { "image/jpeg": { schema: { type: "string" } } } },
    403: forbidden,
    404: refusal("No such photo in this record"),
  },
});

const patchContact = createRoute({
  method: "patch",
  path: "/public/bookings/{bookingId}/contact",
  summary: `Correct the patient's name, email or phone (the booking form's rules). ${bearer}`,
  ...routePolicy({ idempotency: "none" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: contactCorrectionSchema } }, required: true },
  },
  responses: {
    200: json(correctedContactResponseSchema, "Corrected"),
    400: refusal("Invalid details"),
    403: forbidden,
    409: refusal("The record was erased"),
  },
});

const postWithdraw = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/consent/withdraw",
  summary: `Withdraw consent: reminders and other messages stop; the practitioner is told. ${bearer}`,
  ...routePolicy({ idempotency: "replayed" }),
  request: { params: bookingIdParamSchema },
  responses: { 200: json(consentWithdrawnResponseSchema, "Withdrawn"), 403: forbidden },
});

const postErasureRequest = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/erasure-request",
  summary: `Ask the clinic to erase the patient's data (one request waits at a time). ${bearer}`,
  ...routePolicy({ idempotency: "replayed" }),
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(erasureRequestedResponseSchema, "Queued (or already waiting)"),
    403: forbidden,
    409: refusal("The record was already erased"),
  },
});

function privateAnswer(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
}

const tokenOf = (c: Context<AppEnv>) => bearerTokenOf(c.req.header("authorization"));

export function patientRightsRoutes(m: BookingModule, intakeForm?: IntakeForm) {
  const deps = {
    db: m.db,
    now: m.now,
    clinicEmail: m.settings.clinicEmail,
    intakeQuestions: intakeForm?.questions,
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(getMyData, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await exportMyData(deps, bookingId, tokenOf(c));
      privateAnswer(c);
      const day = data.exportedAt.slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="my-data-${day}.json"`);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getMyPhoto, async (c) => {
      const { bookingId, photoId } = c.req.valid("param");
      const photo = await myPhoto(m.db, bookingId, photoId, tokenOf(c));
      privateAnswer(c);
      c.header("Content-Type", photo.contentType);
      c.header("Content-Disposition", `inline; filename="photo-${photoId}"`);
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(new Uint8Array(photo.bytes), 200);
    })
    .openapi(patchContact, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await correctContact(deps, bookingId, tokenOf(c), c.req.valid("json"));
      privateAnswer(c);
      return c.json({ success: true as const, data, message: patientRightsMessages.corrected }, 200);
    })
    .openapi(postWithdraw, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await withdrawConsent(deps, bookingId, tokenOf(c));
      privateAnswer(c);
      return c.json({ success: true as const, data, message: patientRightsMessages.withdrawn }, 200);
    })
    .openapi(postErasureRequest, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await requestErasure(deps, bookingId, tokenOf(c));
      privateAnswer(c);
      const message = data.created
        ? patientRightsMessages.erasureRequested
        : patientRightsMessages.erasureAlreadyRequested;
      return c.json({ success: true as const, data, message }, 200);
    });
}
