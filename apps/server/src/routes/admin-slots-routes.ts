import {
  adminSlotResponseSchema,
  adminSlotsQuerySchema,
  adminSlotsResponseSchema,
  deletedResponseSchema,
  slotIdParamSchema,
  slotUpdatedVerb,
  updateSlotRequestSchema,
} from "@clinic/contract/admin-slots";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { signedInSession } from "../http/admin-guard";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { changeSlotStatus, deleteSlot, listAdminSlots } from "../services/admin-slots-service";
import type { BookingDeps } from "../services/booking/booking-deps";
import { json, refusal } from "./openapi-responses";

const getSlots = createRoute({
  method: "get",
  path: "/admin/slots",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Slots in a date range with their live booking (admin)",
  request: { query: adminSlotsQuerySchema },
  responses: { 200: json(adminSlotsResponseSchema, "Slots by start time"), 400: refusal("Malformed query") },
});
const getAllSlots = createRoute({
  method: "get",
  path: "/admin/slots/all",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Every slot with its live booking (admin)",
  responses: { 200: json(adminSlotsResponseSchema, "Slots by start time") },
});
const patchSlot = createRoute({
  method: "patch",
  path: "/admin/slots/{id}",
  summary: "Change a slot's status along the status machine (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  request: {
    params: slotIdParamSchema,
    body: { content: { "application/json": { schema: updateSlotRequestSchema } }, required: true },
  },
  responses: {
    200: json(adminSlotResponseSchema, "Updated"),
    404: refusal("No such slot"),
    409: refusal("Transition not allowed"),
  },
});
const deleteSlotRoute = createRoute({
  method: "delete",
  path: "/admin/slots/{id}",
  summary: "Delete an OPEN or HELD slot without a live booking (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  request: { params: slotIdParamSchema },
  responses: {
    200: json(deletedResponseSchema, "Deleted"),
    404: refusal("No such slot"),
    409: refusal("The slot has a booking or is completed"),
  },
});

export async function actorOf(c: Context<AppEnv>): Promise<string> {
  return (await signedInSession(c))?.user.email ?? "admin";
}

/** Slot management (admin.md §2, §4, §7); the guard for /api/admin/* is mounted in app.ts. */
export function adminSlotsRoutes(m: BookingDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getAllSlots, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data: await listAdminSlots(m, {}) }, 200);
    })
    .openapi(getSlots, async (c) => {
      const q = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      const statuses = q.status && q.status !== "all" ? [q.status] : undefined;
      return c.json(
        { success: true as const, data: await listAdminSlots(m, { from: q.from, to: q.to, statuses }) },
        200,
      );
    })
    .openapi(patchSlot, async (c) => {
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      const data = await changeSlotStatus(m, id, status, await actorOf(c));
      return c.json(
        { success: true as const, data, message: `Slot ${slotUpdatedVerb[status] ?? "updated"}` },
        200,
      );
    })
    .openapi(deleteSlotRoute, async (c) => {
      const { id } = c.req.valid("param");
      await deleteSlot(m, id, await actorOf(c));
      return c.json(
        { success: true as const, data: { id }, message: "Slot has been permanently deleted" },
        200,
      );
    });
}
