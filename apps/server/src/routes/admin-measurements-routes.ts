import { measurementRemindersResponseSchema } from "@clinic/contract/measurement-reminders";
import {
  measurementDeletedResponseSchema,
  measurementMessages,
  measurementParamSchema,
  measurementRequestSchema,
  measurementResponseSchema,
  measurementsResponseSchema,
} from "@clinic/contract/measurements";
import { patientIdParamSchema } from "@clinic/contract/patients";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { type BookingDeps, todayInClinic } from "../services/booking/booking-deps";
import { correctMeasurement } from "../services/measurements/correct-measurement";
import { deleteMeasurement } from "../services/measurements/delete-measurement";
import { listMeasurements } from "../services/measurements/list-measurements";
import { dashboardReminders } from "../services/measurements/measurement-reminders";
import { exportMeasurementsCsv } from "../services/measurements/measurements-csv";
import { recordMeasurement } from "../services/measurements/record-measurement";
import { actorOf } from "./admin-slots-routes";
import { json, jsonBody, refusal } from "./openapi-responses";

const postMeasurement = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/measurements",
  summary:
    "Record a measurement session of one limb; answers it with its volumes, difference and flag (admin; audit-logged without values)",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "replayed" }),
  request: { params: patientIdParamSchema, body: jsonBody(measurementRequestSchema) },
  responses: {
    201: json(
      measurementResponseSchema,
      "Recorded, with `affectedVolumeMl`, `otherVolumeMl`, `differencePercent`",
    ),
    400: refusal("Out-of-range circumferences or spacing, uneven points, a future date"),
    404: refusal("No such patient"),
    409: refusal("The record was merged or erased"),
  },
});
const getMeasurements = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/measurements",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "A patient's measurement sessions, oldest first, with volumes, changes and flags (admin)",
  request: { params: patientIdParamSchema },
  responses: {
    200: json(measurementsResponseSchema, "The sessions and the thresholds"),
    404: refusal("No such patient"),
  },
});
const getMeasurementsCsv = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/measurements.csv",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "A patient's measurement sessions as CSV (admin; the export is audit-logged)",
  request: { params: patientIdParamSchema },
  responses: {
    200: { description: "text/csv", content: { "text/csv": { schema: { type: "string" } } } },
    404: refusal("No such patient"),
  },
});
const putMeasurement = createRoute({
  method: "put",
  path: "/admin/patients/{patientId}/measurements/{measurementId}",
  summary:
    "Correct a measurement session: its values replaced, checked as a new session's are; answers it with its volumes (admin; audit-logged without values)",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  request: { params: measurementParamSchema, body: jsonBody(measurementRequestSchema) },
  responses: {
    200: json(measurementResponseSchema, "Corrected, with its volumes, difference and flag"),
    400: refusal("Out-of-range circumferences or spacing, uneven points, a future date"),
    404: refusal("No such patient or session"),
    409: refusal("The record was merged or erased"),
  },
});
const deleteMeasurementRoute = createRoute({
  method: "delete",
  path: "/admin/patients/{patientId}/measurements/{measurementId}",
  summary: "Delete a measurement session entered in error (admin; audit-logged)",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  request: { params: measurementParamSchema },
  responses: {
    200: json(measurementDeletedResponseSchema, "Deleted"),
    404: refusal("No such patient or session"),
    409: refusal("The record was merged or erased"),
  },
});

const getReminders = createRoute({
  method: "get",
  path: "/admin/measurement-reminders",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary:
    "Garment replacements and re-measurements overdue or due in the next 14 days, for the dashboard (admin)",
  responses: { 200: json(measurementRemindersResponseSchema, "Oldest due first") },
});

/** The lymphoedema tracker (issue 23; decision 0107); the guard for /api/admin/* is mounted in app.ts. */
export function adminMeasurementsRoutes(m: BookingDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getReminders, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await dashboardReminders(m.db, todayInClinic(m)) }, 200);
    })
    .openapi(getMeasurementsCsv, async (c) => {
      const { patientId } = c.req.valid("param");
      const csv = await exportMeasurementsCsv(m.db, patientId, await actorOf(c));
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="measurements-${todayInClinic(m)}.csv"`);
      return c.body(csv, 200);
    })
    .openapi(postMeasurement, async (c) => {
      const { patientId } = c.req.valid("param");
      const data = await recordMeasurement(
        m.db,
        patientId,
        c.req.valid("json"),
        await actorOf(c),
        todayInClinic(m),
      );
      return c.json({ success: true as const, data, message: measurementMessages.recorded }, 201);
    })
    .openapi(getMeasurements, async (c) => {
      c.header("Cache-Control", "no-store");
      const data = await listMeasurements(m.db, c.req.valid("param").patientId);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(putMeasurement, async (c) => {
      const data = await correctMeasurement(
        m.db,
        c.req.valid("param"),
        c.req.valid("json"),
        await actorOf(c),
        todayInClinic(m),
      );
      return c.json({ success: true as const, data, message: measurementMessages.corrected }, 200);
    })
    .openapi(deleteMeasurementRoute, async (c) => {
      const data = await deleteMeasurement(m.db, c.req.valid("param"), await actorOf(c));
      return c.json({ success: true as const, data, message: measurementMessages.deleted }, 200);
    });
}
