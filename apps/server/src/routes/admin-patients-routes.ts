import type { IntakeForm } from "@clinic/contract/intake-form";
import {
  linkSuggestionDismissedResponseSchema,
  linkSuggestionParamSchema,
  mergePatientsRequestSchema,
  patientChangedResponseSchema,
  patientDetailResponseSchema,
  patientIdParamSchema,
  patientMessages,
  patientNoteDeletedResponseSchema,
  patientNoteParamSchema,
  patientNoteRequestSchema,
  patientNoteResponseSchema,
  patientsQuerySchema,
  patientsResponseSchema,
  splitBookingRequestSchema,
} from "@clinic/contract/patients";
import { roleGroups, roleMay } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import type { BookingDeps } from "../services/booking/booking-deps";
import { addNote } from "../services/patients/add-note";
import { confirmLinkSuggestion } from "../services/patients/confirm-link-suggestion";
import { deleteNote } from "../services/patients/delete-note";
import { dismissLinkSuggestion } from "../services/patients/dismiss-link-suggestion";
import { editNote } from "../services/patients/edit-note";
import { mergePatients } from "../services/patients/merge-patients";
import { searchPatients } from "../services/patients/search-patients";
import { splitBooking } from "../services/patients/split-booking";
import { viewPatient } from "../services/patients/view-patient";
import { actorOf } from "./admin-slots-routes";
import { json, jsonBody, refusal } from "./openapi-responses";

const listPatients = createRoute({
  method: "get",
  path: "/admin/patients",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Search patient records by name, phone or email (partial; phone by digits), paged (admin)",
  request: { query: patientsQuerySchema },
  responses: {
    200: json(patientsResponseSchema, "A page: `data` is its rows, `pagination` where it sits"),
    400: refusal("Malformed query"),
  },
});
const getPatient = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary:
    "A patient's record: suggested links, bookings, consents, intake answers, messages sent, private notes (admin; the read is audit-logged)",
  request: { params: patientIdParamSchema },
  responses: { 200: json(patientDetailResponseSchema, "The record"), 404: refusal("No such patient") },
});
const postNote = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/notes",
  summary: "Add a private note (admin; audit-logged without its text)",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "replayed" }),
  request: { params: patientIdParamSchema, body: jsonBody(patientNoteRequestSchema) },
  responses: {
    201: json(patientNoteResponseSchema, "Added"),
    400: refusal("Empty or too long"),
    404: refusal("No such patient"),
    409: refusal("The record was merged or erased"),
  },
});
const patchNote = createRoute({
  method: "patch",
  path: "/admin/patients/{patientId}/notes/{noteId}",
  summary: "Change a private note's text (admin; audit-logged without its text)",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  request: { params: patientNoteParamSchema, body: jsonBody(patientNoteRequestSchema) },
  responses: {
    200: json(patientNoteResponseSchema, "Changed"),
    400: refusal("Empty or too long"),
    404: refusal("No such patient or note"),
    409: refusal("The record was merged or erased"),
  },
});
const deleteNoteRoute = createRoute({
  method: "delete",
  path: "/admin/patients/{patientId}/notes/{noteId}",
  summary: "Delete a private note (admin; audit-logged)",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  request: { params: patientNoteParamSchema },
  responses: {
    200: json(patientNoteDeletedResponseSchema, "Deleted"),
    404: refusal("No such patient or note"),
    409: refusal("The record was merged or erased"),
  },
});
const postMerge = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/merge",
  summary:
    "Merge another record into this one: its bookings, consents, notes and messages move here (admin; audit-logged)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  request: { params: patientIdParamSchema, body: jsonBody(mergePatientsRequestSchema) },
  responses: {
    200: json(patientChangedResponseSchema, "Merged: `patientId` is this record"),
    400: refusal("The same record"),
    404: refusal("No such patient"),
    409: refusal("A record was merged or erased"),
  },
});
const postSplit = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/split",
  summary: "Move one booking (with its consents and messages) to a new record (admin; audit-logged)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  request: { params: patientIdParamSchema, body: jsonBody(splitBookingRequestSchema) },
  responses: {
    200: json(patientChangedResponseSchema, "Split: `patientId` is the new record"),
    400: refusal("The booking is not this patient's"),
    404: refusal("No such patient"),
    409: refusal("The record was merged or erased, or this is its only booking"),
  },
});
const postConfirmLink = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/link-suggestions/{suggestionId}/confirm",
  summary:
    "Confirm a suggested link: the newer record is merged into the older, which is kept (admin; audit-logged)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  request: { params: linkSuggestionParamSchema },
  responses: {
    200: json(patientChangedResponseSchema, "Merged: `patientId` is the kept record"),
    404: refusal("No such suggestion for this patient"),
    409: refusal("Already merged or dismissed, or a record was merged or erased"),
  },
});
const postDismissLink = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/link-suggestions/{suggestionId}/dismiss",
  summary: "Dismiss a suggested link: not the same person; never suggested again (admin; audit-logged)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed" }),
  request: { params: linkSuggestionParamSchema },
  responses: {
    200: json(linkSuggestionDismissedResponseSchema, "Dismissed: `id` is the suggestion"),
    404: refusal("No such suggestion for this patient"),
    409: refusal("Already merged or dismissed"),
  },
});

/** Patients (issue 20; decision 0099); the guard for /api/admin/* is mounted in app.ts. */
/** `intakeForm` labels the intake answers on a patient's page (the content file's questions). */
export function adminPatientsRoutes(m: Pick<BookingDeps, "db">, intakeForm?: IntakeForm) {
  return new OpenAPIHono<AppEnv>()
    .openapi(listPatients, async (c) => {
      c.header("Cache-Control", "no-store");
      const { items, pagination } = await searchPatients(m.db, c.req.valid("query"));
      return c.json({ success: true as const, data: items, pagination }, 200);
    })
    .openapi(getPatient, async (c) => {
      c.header("Cache-Control", "no-store");
      const clinical = roleMay(roleGroups.clinical, c.get("staff")?.role);
      const { patientId } = c.req.valid("param");
      const data = await viewPatient(m.db, patientId, await actorOf(c), intakeForm, clinical);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postNote, async (c) => {
      const { patientId } = c.req.valid("param");
      const data = await addNote(m.db, patientId, c.req.valid("json").body, await actorOf(c));
      return c.json({ success: true as const, data, message: patientMessages.noteAdded }, 201);
    })
    .openapi(patchNote, async (c) => {
      const data = await editNote(m.db, c.req.valid("param"), c.req.valid("json").body, await actorOf(c));
      return c.json({ success: true as const, data, message: patientMessages.noteUpdated }, 200);
    })
    .openapi(deleteNoteRoute, async (c) => {
      const data = await deleteNote(m.db, c.req.valid("param"), await actorOf(c));
      return c.json({ success: true as const, data, message: patientMessages.noteDeleted }, 200);
    })
    .openapi(postMerge, async (c) => {
      const { patientId } = c.req.valid("param");
      const { otherPatientId } = c.req.valid("json");
      const data = await mergePatients(m.db, patientId, otherPatientId, await actorOf(c));
      return c.json({ success: true as const, data, message: patientMessages.merged }, 200);
    })
    .openapi(postSplit, async (c) => {
      const { patientId } = c.req.valid("param");
      const { bookingId } = c.req.valid("json");
      const data = await splitBooking(m.db, patientId, bookingId, await actorOf(c));
      return c.json({ success: true as const, data, message: patientMessages.split }, 200);
    })
    .openapi(postConfirmLink, async (c) => {
      const data = await confirmLinkSuggestion(m.db, c.req.valid("param"), await actorOf(c));
      return c.json({ success: true as const, data, message: patientMessages.merged }, 200);
    })
    .openapi(postDismissLink, async (c) => {
      const data = await dismissLinkSuggestion(m.db, c.req.valid("param"), await actorOf(c));
      return c.json({ success: true as const, data, message: patientMessages.linkDismissed }, 200);
    });
}
