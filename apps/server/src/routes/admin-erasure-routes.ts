import type { IntakeForm } from "@clinic/contract/intake-form";
import {
  erasureIdParamSchema,
  erasureRequestsResponseSchema,
  erasureResultResponseSchema,
  myDataResponseSchema,
  patientIdParamSchema,
  patientRightsMessages,
} from "@clinic/contract/patient-rights";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { DomainError } from "../services/domain-error";
import { type ErasureFiles, eraseByRequest, erasePatient } from "../services/patient-rights/erase-record";
import { erasureQueue } from "../services/patient-rights/erasure-queue";
import { exportPatient } from "../services/patient-rights/export-patient";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const getQueue = createRoute({
  method: "get",
  path: "/admin/erasure-requests",
  ...routePolicy({ roles: roleGroups.owner }),
  summary: "Patients' requests to erase their data: waiting ones first, then the last done (admin)",
  responses: { 200: json(erasureRequestsResponseSchema, "The queue") },
});

const postEraseRequest = createRoute({
  method: "post",
  path: "/admin/erasure-requests/{id}/erase",
  summary: "Erase the request's patient (keeps the accounting fields) and mark it done (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  request: { params: erasureIdParamSchema },
  responses: {
    200: json(erasureResultResponseSchema, "Erased: what was removed, counted"),
    404: refusal("No such request"),
    409: refusal("Already done"),
  },
});

const postErasePatient = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/erase",
  summary: "Erase a patient now, without a request (admin)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  request: { params: patientIdParamSchema },
  responses: {
    200: json(erasureResultResponseSchema, "Erased: what was removed, counted"),
    404: refusal("No such patient"),
    409: refusal("The record was merged into another"),
  },
});

const getPatientExport = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/export",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary:
    "Everything held about a patient, as the patient downloads it, for a request made by phone or email (admin; audit-logged)",
  request: { params: patientIdParamSchema },
  responses: {
    200: json(myDataResponseSchema, "The record, as a JSON download"),
    404: refusal("No such patient"),
  },
});

/** The erasure queue (decision 0102); the guard for /api/admin/* is mounted in app.ts. */
export function adminErasureRoutes(
  m: Pick<BookingDeps, "db"> & { files?: ErasureFiles },
  intakeForm?: IntakeForm,
) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getQueue, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await erasureQueue(m.db) }, 200);
    })
    .openapi(postEraseRequest, async (c) => {
      const data = await eraseByRequest(m.db, c.req.valid("param").id, await actorOf(c), {
        files: m.files,
      });
      return c.json({ success: true as const, data, message: patientRightsMessages.erased }, 200);
    })
    .openapi(getPatientExport, async (c) => {
      const { patientId } = c.req.valid("param");
      const [data] = await exportPatient(m.db, patientId, await actorOf(c), {
        questions: intakeForm?.questions,
      });
      if (!data) throw new DomainError("not_found", "No patient or booking matches.");
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", `attachment; filename="patient-${patientId}.json"`);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postErasePatient, async (c) => {
      const data = await erasePatient(m.db, c.req.valid("param").patientId, await actorOf(c), {
        files: m.files,
      });
      return c.json({ success: true as const, data, message: patientRightsMessages.erased }, 200);
    });
}
