import {
  adminBookingIdParamSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  adminRescheduleRequestSchema,
  deleteBookingRequestSchema,
  rescheduleSlotsQuerySchema,
  updateBookingRequestSchema,
} from "@clinic/contract/admin-bookings";
import {
  adminSlotResponseSchema,
  adminSlotsResponseSchema,
  deletedResponseSchema,
} from "@clinic/contract/admin-slots";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import {
  adminReschedule,
  exportBookingsCsv,
  pageBookings,
  removeBooking,
  rescheduleSlots,
  updateBooking,
} from "../services/admin-bookings-service";
import { type BookingDeps, todayInClinic } from "../services/booking/booking-deps";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const getBookings = createRoute({
  method: "get",
  path: "/admin/bookings",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "One page of slots with their live booking: filtered, sorted and paged by the database (admin)",
  request: { query: adminBookingsQuerySchema },
  responses: {
    200: json(adminBookingsResponseSchema, "A page: `data` is its slot rows, `pagination` where it sits"),
    400: refusal("Malformed query"),
  },
});
const getCsv = createRoute({
  method: "get",
  path: "/admin/bookings/export.csv",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "The same rows as CSV (RFC 4180, formula cells neutralised) (admin)",
  request: { query: adminBookingsQuerySchema },
  responses: {
    200: { description: "text/csv", content: { "text/csv": { schema: { type: "string" } } } },
    400: refusal("Malformed query"),
  },
});
const getRescheduleSlots = createRoute({
  method: "get",
  path: "/admin/bookings/{id}/reschedule-slots",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "OPEN slots of a date to move a booking to (admin)",
  request: { params: adminBookingIdParamSchema, query: rescheduleSlotsQuerySchema },
  responses: { 200: json(adminSlotsResponseSchema, "Available slots"), 404: refusal("No such booking") },
});
const postReschedule = createRoute({
  method: "post",
  path: "/admin/bookings/{id}/reschedule",
  summary: "Move a booking to an OPEN slot and send the patient the updated invite (admin)",
  // The answer names the patient: erasing the booking replaces it (decision 0116).
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed", record: { booking: "id" } }),
  request: {
    params: adminBookingIdParamSchema,
    body: { content: { "application/json": { schema: adminRescheduleRequestSchema } }, required: true },
  },
  responses: {
    200: json(adminSlotResponseSchema, "Moved: the new slot with the booking"),
    404: refusal("No such booking"),
    409: refusal("The slot is taken, or the booking is completed"),
  },
});
const patchBooking = createRoute({
  method: "patch",
  path: "/admin/bookings/{id}",
  summary: "Change a booking's notes (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  request: {
    params: adminBookingIdParamSchema,
    body: { content: { "application/json": { schema: updateBookingRequestSchema } }, required: true },
  },
  responses: { 200: json(deletedResponseSchema, "Updated"), 404: refusal("No such booking") },
});
const deleteBooking = createRoute({
  method: "delete",
  path: "/admin/bookings/{id}",
  summary: "Cancel (keep the record, free the slot, refund, email) or delete a booking (admin)",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "none" }),
  request: {
    params: adminBookingIdParamSchema,
    body: { content: { "application/json": { schema: deleteBookingRequestSchema } }, required: true },
  },
  responses: {
    200: json(deletedResponseSchema, "Done"),
    404: refusal("No such booking"),
    409: refusal("Not active, or completed"),
  },
});

/** The bookings section (admin.md §2 Bookings, §7); the guard for /api/admin/* is mounted in app.ts. */
export function adminBookingsRoutes(m: BookingDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getCsv, async (c) => {
      const csv = await exportBookingsCsv(m, c.req.valid("query"));
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="bookings-${todayInClinic(m)}.csv"`);
      return c.body(csv, 200);
    })
    .openapi(getBookings, async (c) => {
      c.header("Cache-Control", "no-store");
      const { items, pagination } = await pageBookings(m, c.req.valid("query"));
      return c.json({ success: true as const, data: items, pagination }, 200);
    })
    .openapi(getRescheduleSlots, async (c) => {
      const { id } = c.req.valid("param");
      const data = await rescheduleSlots(m, id, c.req.valid("query").date);
      c.header("Cache-Control", "no-store");
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postReschedule, async (c) => {
      const { id } = c.req.valid("param");
      const { newSlotId } = c.req.valid("json");
      const data = await adminReschedule(m, id, newSlotId, await actorOf(c));
      return c.json({ success: true as const, data, message: "Booking rescheduled" }, 200);
    })
    .openapi(patchBooking, async (c) => {
      const { id } = c.req.valid("param");
      const data = await updateBooking(m, id, c.req.valid("json").notes, await actorOf(c));
      return c.json({ success: true as const, data, message: "Booking updated" }, 200);
    })
    .openapi(deleteBooking, async (c) => {
      const { id } = c.req.valid("param");
      const { action } = c.req.valid("json");
      const data = await removeBooking(m, id, action, await actorOf(c));
      return c.json(
        {
          success: true as const,
          data,
          message: action === "cancel" ? "Booking cancelled" : "Booking deleted",
        },
        200,
      );
    });
}
