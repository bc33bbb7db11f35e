import { successEnvelopeSchema } from "@clinic/contract/api-envelope";
import {
  roleGroups,
  staffIdParamSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffMessages,
  staffRequestSchema,
} from "@clinic/contract/staff";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { addStaff, changeStaff, deleteStaff, listStaff, type StaffDeps } from "../services/staff-service";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const body = { content: { "application/json": { schema: staffRequestSchema } }, required: true };

const getStaff = createRoute({
  method: "get",
  path: "/admin/staff",
  ...routePolicy({ roles: roleGroups.owner }),
  summary: "The clinic's staff who may sign in, with their roles (owners)",
  responses: { 200: json(staffListResponseSchema, "The staff, oldest first") },
});
const postStaff = createRoute({
  method: "post",
  path: "/admin/staff",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  summary: "Add a staff member; they get a sign-in link by email (owners)",
  request: { body },
  responses: {
    201: json(staffMemberResponseSchema, "Added; `data.id` is the new member's"),
    400: refusal("A field is wrong (one reason per field)"),
    409: refusal("A staff member has this email (staff_email_taken)"),
  },
});
const putStaff = createRoute({
  method: "put",
  path: "/admin/staff/{id}",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  summary:
    "Change a staff member's email, name or role, and a practitioner's colour, registration number and hours; a detail left out is kept (owners)",
  request: { params: staffIdParamSchema, body },
  responses: {
    200: json(staffMemberResponseSchema, "Changed"),
    400: refusal("A field is wrong, or ADMIN_EMAIL would stop being an owner"),
    404: refusal("No such staff member"),
    409: refusal("The email is another member's (staff_email_taken), or no owner would be left (last_owner)"),
  },
});
const deleteStaffRoute = createRoute({
  method: "delete",
  path: "/admin/staff/{id}",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  summary: "Remove a staff member and end their sessions (owners)",
  request: { params: staffIdParamSchema },
  responses: {
    200: json(successEnvelopeSchema(z.null()), "Removed"),
    400: refusal("ADMIN_EMAIL's member cannot be removed"),
    404: refusal("No such staff member"),
    409: refusal("No owner would be left (last_owner)"),
  },
});

/** Staff accounts (issue 34); the admin guard (app.ts) lets only owners in, by each route's roles. */
export function adminStaffRoutes(deps: StaffDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getStaff, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await listStaff(deps) }, 200);
    })
    .openapi(postStaff, async (c) => {
      const { member, invited } = await addStaff(deps, c.req.valid("json"), await actorOf(c));
      const message = invited ? staffMessages.created : staffMessages.createdNoEmail;
      return c.json({ success: true as const, data: member, message }, 201);
    })
    .openapi(putStaff, async (c) => {
      const data = await changeStaff(deps, c.req.valid("param").id, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data, message: staffMessages.updated }, 200);
    })
    .openapi(deleteStaffRoute, async (c) => {
      await deleteStaff(deps, c.req.valid("param").id, await actorOf(c));
      return c.json({ success: true as const, data: null, message: staffMessages.removed }, 200);
    });
}
