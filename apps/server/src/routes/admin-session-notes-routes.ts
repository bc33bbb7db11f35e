import { adminBookingIdParamSchema } from "@clinic/contract/admin-bookings";
import { patientIdParamSchema } from "@clinic/contract/patients";
import {
  sessionNoteMessages,
  sessionNoteRequestSchema,
  sessionNoteResponseSchema,
  sessionNoteSavedResponseSchema,
  sessionNoteSummariesResponseSchema,
  sessionNoteTemplateParamSchema,
  sessionNoteTemplateRequestSchema,
  sessionNoteTemplateResponseSchema,
  sessionNoteTemplatesResponseSchema,
} from "@clinic/contract/session-notes";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { type BookingDeps, clock } from "../services/booking/booking-deps";
import { listTemplates, updateTemplate } from "../services/session-notes/note-templates";
import { saveSessionNote } from "../services/session-notes/save-session-note";
import { patientNoteSummaries, readSessionNote } from "../services/session-notes/session-note-view";
import { actorOf } from "./admin-slots-routes";
import { json, jsonBody, refusal } from "./openapi-responses";

const getTemplates = createRoute({
  method: "get",
  path: "/admin/session-note-templates",
  summary: "The session note templates, by name (admin)",
  ...routePolicy({ roles: roleGroups.clinical }),
  responses: { 200: json(sessionNoteTemplatesResponseSchema, "`items`: each template with its fields") },
});
const putTemplate = createRoute({
  method: "put",
  path: "/admin/session-note-templates/{id}",
  summary:
    "Replace a template's name and fields; notes already written keep their values (owner; audit-logged)",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  request: { params: sessionNoteTemplateParamSchema, body: jsonBody(sessionNoteTemplateRequestSchema) },
  responses: {
    200: json(sessionNoteTemplateResponseSchema, "Saved"),
    400: refusal("A field without a label, a repeated id, a choice without options, min above max"),
    404: refusal("No such template"),
  },
});
const getNote = createRoute({
  method: "get",
  path: "/admin/bookings/{id}/session-note",
  summary: "An appointment's session note with its versions, or null before one is written (admin)",
  ...routePolicy({ roles: roleGroups.clinical }),
  request: { params: adminBookingIdParamSchema },
  responses: {
    200: json(sessionNoteResponseSchema, "The note, `signedAt`, `lockedAt` and `versions`"),
    404: refusal("No such appointment"),
  },
});
const putNote = createRoute({
  method: "put",
  path: "/admin/bookings/{id}/session-note",
  summary:
    "Save an appointment's session note (a draft, signed with `sign: true`, an amendment once locked); checked against its template (admin; audit-logged without values)",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  request: { params: adminBookingIdParamSchema, body: jsonBody(sessionNoteRequestSchema) },
  responses: {
    200: json(sessionNoteSavedResponseSchema, "Saved, with its new version"),
    400: refusal("No such template, a field the template lacks, a value of the wrong type or out of range"),
    403: refusal("Another clinician's note before it locks"),
    404: refusal("No such appointment"),
    409: refusal("The patient's record was merged or erased"),
  },
});
const getPatientNotes = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/session-notes",
  summary: "A patient's session notes by appointment date, newest first, without their values (admin)",
  ...routePolicy({ roles: roleGroups.clinical }),
  request: { params: patientIdParamSchema },
  responses: {
    200: json(sessionNoteSummariesResponseSchema, "`items`: booking, date, template, author, signed, locked"),
    404: refusal("No such patient"),
  },
});

const savedMessages = {
  draft: sessionNoteMessages.saved,
  signed: sessionNoteMessages.signed,
  edited: sessionNoteMessages.edited,
  amendment: sessionNoteMessages.amended,
} as const;

/** Session notes (issue 36; decision 0135); the guard for /api/admin/* is mounted in app.ts. */
export function adminSessionNotesRoutes(m: BookingDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getTemplates, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: { items: await listTemplates(m.db) } }, 200);
    })
    .openapi(putTemplate, async (c) => {
      const data = await updateTemplate(
        m.db,
        c.req.valid("param").id,
        c.req.valid("json"),
        await actorOf(c),
        clock(m),
      );
      return c.json({ success: true as const, data, message: sessionNoteMessages.templateSaved }, 200);
    })
    .openapi(getNote, async (c) => {
      c.header("Cache-Control", "no-store");
      const data = await readSessionNote(m.db, c.req.valid("param").id, clock(m));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(putNote, async (c) => {
      const { id } = c.req.valid("param");
      const saved = await saveSessionNote(m.db, id, c.req.valid("json"), await actorOf(c), clock(m));
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: saved.note, message: savedMessages[saved.kind] }, 200);
    })
    .openapi(getPatientNotes, async (c) => {
      c.header("Cache-Control", "no-store");
      const items = await patientNoteSummaries(m.db, c.req.valid("param").patientId, clock(m));
      return c.json({ success: true as const, data: { items } }, 200);
    });
}
