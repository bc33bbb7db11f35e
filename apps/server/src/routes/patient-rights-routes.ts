import { bookingIdParamSchema } from "@clinic/contract/booking";
import type { IntakeForm } from "@clinic/contract/intake-form";
import { localeQuerySchema } from "@clinic/contract/locale-query";
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
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { correctContact } from "../services/patient-rights/correct-contact";
import { exportMyData, myPhoto } from "../services/patient-rights/export-my-data";
import { requestErasure } from "../services/patient-rights/request-erasure";
import { withdrawConsent } from "../services/patient-rights/withdraw-consent";
import type { RecordAccessDeps } from "../services/record-access/record-access-deps";
import {
  credentialsOf,
  manageOrRecordSecurity,
  noManageToken,
  privateAnswer,
  recordSecurity,
} from "./manage-link-http";
import { json, refusal } from "./openapi-responses";

/*
 * The patient's rights (issue 20; decisions 0102, 0113). The manage link's token
 * (`Authorization: Bearer`) opens its own booking: its data, its photos, its contact details. The whole
 * record (all of it, the record's contact details, withdrawing consent, asking for erasure) also needs a
 * record session (`X-Record-Session`) from a code sent to the record's contact on file. Without a valid
 * token: 403, the same answer whether the booking exists or not.
 */

const getMyData = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/my-data",
  summary:
    "This booking's data as a JSON download with the manage token; everything held about the patient with a record session too (`scope` says which).",
  security: manageOrRecordSecurity,
  request: { params: bookingIdParamSchema, query: localeQuerySchema },
  responses: {
    200: json(myDataResponseSchema, "The patient's data"),
    400: refusal("Unknown locale"),
    403: noManageToken,
  },
});

const getMyPhoto = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/my-data/photos/{photoId}",
  summary: "One intake photo of this booking, or with a record session of the record.",
  security: manageOrRecordSecurity,
  request: { params: photoParamSchema },
  responses: {
    200: { description: "The photo", content: { "image/jpeg": { schema: { type: "string" } } } },
    403: noManageToken,
    404: refusal("No such photo in this booking or record"),
  },
});

const patchContact = createRoute({
  method: "patch",
  path: "/public/bookings/{bookingId}/contact",
  summary:
    "Correct the name, email or phone (the booking form's rules): this booking's with the manage token; the record's and its bookings to come with a record session. The old email and WhatsApp number are told of a changed email or phone.",
  security: manageOrRecordSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: contactCorrectionSchema } }, required: true },
  },
  responses: {
    200: json(correctedContactResponseSchema, "Corrected"),
    400: refusal("Invalid details"),
    403: noManageToken,
    409: refusal("The record was erased"),
  },
});

const postWithdraw = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/consent/withdraw",
  summary:
    "Withdraw consent for the record: reminders and other messages stop; the practitioner is told. Needs a record session.",
  security: recordSecurity,
  ...routePolicy({ idempotency: "replayed" }),
  request: { params: bookingIdParamSchema },
  responses: { 200: json(consentWithdrawnResponseSchema, "Withdrawn"), 403: noManageToken },
});

const postErasureRequest = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/erasure-request",
  summary: "Ask the clinic to erase the record (one request waits at a time). Needs a record session.",
  security: recordSecurity,
  ...routePolicy({ idempotency: "replayed" }),
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(erasureRequestedResponseSchema, "Queued (or already waiting)"),
    403: noManageToken,
    409: refusal("The record was already erased"),
  },
});

/** Where the clinic's notices of patients' requests go (ADMIN_EMAIL); none when unset. */
export function patientRightsRoutes(
  access: RecordAccessDeps,
  clinicEmail: string | undefined,
  intakeForm?: IntakeForm,
) {
  const deps = {
    ...access,
    clinicEmail,
    intakeQuestions: intakeForm?.questions,
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(getMyData, async (c) => {
      const { bookingId } = c.req.valid("param");
      const { locale } = c.req.valid("query");
      const data = await exportMyData(deps, bookingId, credentialsOf(c), locale);
      privateAnswer(c);
      const day = data.exportedAt.slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="my-data-${day}.json"`);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getMyPhoto, async (c) => {
      const { bookingId, photoId } = c.req.valid("param");
      const photo = await myPhoto(deps, bookingId, photoId, credentialsOf(c));
      privateAnswer(c);
      c.header("Content-Type", photo.contentType);
      c.header("Content-Disposition", `inline; filename="photo-${photoId}"`);
      c.header("X-Content-Type-Options", "nosniff");
      return c.body(new Uint8Array(photo.bytes), 200);
    })
    .openapi(patchContact, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await correctContact(access, bookingId, credentialsOf(c), c.req.valid("json"));
      privateAnswer(c);
      return c.json({ success: true as const, data, message: patientRightsMessages.corrected }, 200);
    })
    .openapi(postWithdraw, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await withdrawConsent(deps, bookingId, credentialsOf(c));
      privateAnswer(c);
      return c.json({ success: true as const, data, message: patientRightsMessages.withdrawn }, 200);
    })
    .openapi(postErasureRequest, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await requestErasure(deps, bookingId, credentialsOf(c));
      privateAnswer(c);
      const message = data.created
        ? patientRightsMessages.erasureRequested
        : patientRightsMessages.erasureAlreadyRequested;
      return c.json({ success: true as const, data, message }, 200);
    });
}
