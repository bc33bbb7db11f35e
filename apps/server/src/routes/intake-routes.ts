import { adminBookingIdParamSchema } from "@clinic/contract/admin-bookings";
import { bookingIdParamSchema } from "@clinic/contract/booking";
import {
  adminIntakeViewResponseSchema,
  intakePhotoDeletedResponseSchema,
  intakePhotoLimits,
  intakePhotoParamSchema,
  intakePhotoResponseSchema,
  intakeSaveRequestSchema,
  intakeViewResponseSchema,
} from "@clinic/contract/intake-form";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { IntakeDeps } from "../services/intake/intake-access";
import { addIntakePhoto, removeIntakePhoto } from "../services/intake/intake-photos";
import { adminReadPhoto, adminViewIntake, viewIntake } from "../services/intake/intake-views";
import { saveIntake } from "../services/intake/save-intake";
import { manageTokenSecurity } from "./manage-link-http";
import { json, refusal } from "./openapi-responses";

/**
 * The pre-consultation intake (decision 0101). The patient's calls carry the manage link's token as
 * `Authorization: Bearer <token>` (a header: never in a URL, so never in a log); PUT may carry it in
 * its body instead. The admin's calls are under /api/admin, guarded in app.ts.
 */

/** PUT's token may come in its body instead of the header, so the header is optional there. */
const manageTokenOrBody = [...manageTokenSecurity, {}];

const patientRefusals = {
  403: refusal("No booking with this id and token (the same answer for either)"),
};

const getIntake = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/intake",
  summary: "The intake form's questions, the saved answers and the photos' list (manage token)",
  security: manageTokenSecurity,
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(intakeViewResponseSchema, "The intake"),
    400: refusal("Malformed id"),
    ...patientRefusals,
  },
});

const putIntake = createRoute({
  method: "put",
  path: "/public/bookings/{bookingId}/intake",
  summary: "Save the intake answers, checked against the form (manage token; until the consultation starts)",
  ...routePolicy({ idempotency: "none" }),
  security: manageTokenOrBody,
  request: {
    params: bookingIdParamSchema,
    body: { content: { "application/json": { schema: intakeSaveRequestSchema } }, required: true },
  },
  responses: {
    200: json(intakeViewResponseSchema, "Saved"),
    400: refusal("An answer is refused: `fields` says which (answers.<question id>)"),
    ...patientRefusals,
    409: refusal("intake_closed: the consultation has started, or the booking is not active"),
  },
});

const postPhoto = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/intake/photos",
  summary: `Add a photo: JPEG, PNG or HEIC, up to ${intakePhotoLimits.bytes / 1024 / 1024} MB, ${intakePhotoLimits.count} per booking; the body is the file's bytes (manage token)`,
  // Raw bytes, so no replay under an Idempotency-Key (its answers are JSON of a JSON body): a repeated
  // upload adds a photo the patient sees in the list and can delete, and the limit of three still holds.
  ...routePolicy({ idempotency: "none", bodyLimitBytes: intakePhotoLimits.bytes, body: "image" }),
  security: manageTokenSecurity,
  request: {
    params: bookingIdParamSchema,
    body: {
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      required: true,
    },
  },
  responses: {
    201: json(intakePhotoResponseSchema, "Stored, re-encoded without metadata"),
    400: refusal("No photo sent"),
    ...patientRefusals,
    409: refusal("photo_limit: three photos already; intake_closed: the form is closed"),
    413: refusal("Over 5 MB, or too many pixels"),
    415: refusal("Not a JPEG, PNG or HEIC by its bytes, or unreadable"),
  },
});

const deletePhoto = createRoute({
  method: "delete",
  path: "/public/bookings/{bookingId}/intake/photos/{photoId}",
  summary: "Delete one of the intake's photos (manage token; until the consultation starts)",
  ...routePolicy({ idempotency: "none" }),
  security: manageTokenSecurity,
  request: { params: intakePhotoParamSchema },
  responses: {
    200: json(intakePhotoDeletedResponseSchema, "Deleted"),
    ...patientRefusals,
    404: refusal("No such photo"),
    409: refusal("intake_closed: the form is closed"),
  },
});

const getAdminIntake = createRoute({
  method: "get",
  path: "/admin/bookings/{id}/intake",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "A booking's intake answers and its photos' admin URLs (admin)",
  request: { params: adminBookingIdParamSchema },
  responses: {
    200: json(adminIntakeViewResponseSchema, "The intake (answers null when none were sent)"),
    404: refusal("No such booking"),
  },
});

const getAdminPhoto = createRoute({
  method: "get",
  path: "/admin/intake-photos/{id}",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "One intake photo's (re-encoded) bytes (admin; never cached)",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: {
      description: "The image",
      content: {
        "image/jpeg": { schema: { type: "string", format: "binary" } },
        "image/png": { schema: { type: "string", format: "binary" } },
      },
    },
    404: refusal("No such photo"),
  },
});

/** The token from `Authorization: Bearer …` (scheme case-insensitive, RFC 9110 §11.1). */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/** Health data: never stored by a cache or indexed. */
function privateAnswer(c: Context<AppEnv>) {
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex");
}

export function intakeRoutes(deps: IntakeDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getIntake, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await viewIntake(deps, bookingId, bearerToken(c.req.header("authorization")));
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(putIntake, async (c) => {
      const { bookingId } = c.req.valid("param");
      const body = c.req.valid("json");
      const token = bearerToken(c.req.header("authorization")) ?? body.token;
      privateAnswer(c);
      const data = await saveIntake(deps, bookingId, token, body.answers);
      return c.json({ success: true as const, data, message: "Your answers were saved." }, 200);
    })
    .openapi(postPhoto, async (c) => {
      const { bookingId } = c.req.valid("param");
      privateAnswer(c);
      // Read only once the upload is admitted: a refused one (token, window, count) is never buffered.
      const readPhoto = async () => Buffer.from(await c.req.arrayBuffer());
      const data = await addIntakePhoto(
        deps,
        bookingId,
        bearerToken(c.req.header("authorization")),
        readPhoto,
      );
      return c.json({ success: true as const, data, message: "Your photo was added." }, 201);
    })
    .openapi(deletePhoto, async (c) => {
      const { bookingId, photoId } = c.req.valid("param");
      privateAnswer(c);
      await removeIntakePhoto(deps, bookingId, bearerToken(c.req.header("authorization")), photoId);
      return c.json(
        { success: true as const, data: { deleted: true as const }, message: "The photo was deleted." },
        200,
      );
    })
    .openapi(getAdminIntake, async (c) => {
      const data = await adminViewIntake(deps, c.req.valid("param").id);
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getAdminPhoto, async (c) => {
      const photo = await adminReadPhoto(deps, c.req.valid("param").id);
      privateAnswer(c);
      c.header("Content-Type", photo.contentType);
      c.header("Content-Disposition", "inline");
      return c.body(new Uint8Array(photo.bytes), 200);
    });
}
