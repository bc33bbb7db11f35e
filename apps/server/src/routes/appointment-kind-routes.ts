import {
  kindDeletedResponseSchema,
  kindIdParamSchema,
  kindListResponseSchema,
  kindMessages,
  kindRequestSchema,
  kindResponseSchema,
  publicKindsResponseSchema,
} from "@clinic/contract/appointment-kinds";
import { localeQuerySchema } from "@clinic/contract/locale-query";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import {
  changeAppointmentKind,
  createAppointmentKind,
  listAppointmentKinds,
  listPublicKinds,
  removeAppointmentKind,
} from "../services/appointment-kinds/kind-service";
import type { BookingDeps } from "../services/booking/booking-deps";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const body = { content: { "application/json": { schema: kindRequestSchema } }, required: true };

const getPublicKinds = createRoute({
  method: "get",
  path: "/public/appointment-kinds",
  summary: "The appointment kinds patients may book online, named in the asked language",
  request: { query: localeQuerySchema },
  responses: {
    200: json(publicKindsResponseSchema, "The kinds, the default first"),
    400: refusal("Unknown locale"),
  },
});
const getKinds = createRoute({
  method: "get",
  path: "/admin/appointment-kinds",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Every appointment kind that is not archived",
  responses: { 200: json(kindListResponseSchema, "The kinds, the default first") },
});
const postKind = createRoute({
  method: "post",
  path: "/admin/appointment-kinds",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "replayed" }),
  summary: "Add an appointment kind (owners)",
  request: { body },
  responses: {
    201: json(kindResponseSchema, "Added; `data.id` is the new kind's"),
    400: refusal("A field is wrong (one reason per field)"),
  },
});
const putKind = createRoute({
  method: "put",
  path: "/admin/appointment-kinds/{id}",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  summary: "Change an appointment kind (owners); the default kind's price also changes Pricing",
  request: { params: kindIdParamSchema, body },
  responses: {
    200: json(kindResponseSchema, "Changed"),
    400: refusal("A field is wrong, or the default kind would stop being an online video consultation"),
    404: refusal("No such kind (or it is archived)"),
  },
});
const deleteKind = createRoute({
  method: "delete",
  path: "/admin/appointment-kinds/{id}",
  ...routePolicy({ roles: roleGroups.owner, idempotency: "none" }),
  summary: "Delete an appointment kind, or archive it when bookings name it (owners)",
  request: { params: kindIdParamSchema },
  responses: {
    200: json(kindDeletedResponseSchema, "Deleted (`archived: false`) or archived (`archived: true`)"),
    404: refusal("No such kind"),
    409: refusal("The default kind cannot be deleted"),
  },
});

/** Appointment kinds (issue 34): the public list and the owners' management. */
export function appointmentKindRoutes(deps: Pick<BookingDeps, "db">) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getPublicKinds, async (c) => {
      const items = await listPublicKinds(deps.db, c.req.valid("query").locale ?? "en");
      return c.json({ success: true as const, data: { items } }, 200);
    })
    .openapi(getKinds, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: { items: await listAppointmentKinds(deps.db) } }, 200);
    })
    .openapi(postKind, async (c) => {
      const data = await createAppointmentKind(deps.db, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data, message: kindMessages.created }, 201);
    })
    .openapi(putKind, async (c) => {
      const data = await changeAppointmentKind(
        deps.db,
        c.req.valid("param").id,
        c.req.valid("json"),
        await actorOf(c),
      );
      return c.json({ success: true as const, data, message: kindMessages.updated }, 200);
    })
    .openapi(deleteKind, async (c) => {
      const data = await removeAppointmentKind(deps.db, c.req.valid("param").id, await actorOf(c));
      return c.json(
        {
          success: true as const,
          data,
          message: data.archived ? kindMessages.archived : kindMessages.deleted,
        },
        200,
      );
    });
}
