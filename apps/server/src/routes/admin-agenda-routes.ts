import {
  agendaMessages,
  agendaQuerySchema,
  agendaResponseSchema,
  attendanceRequestSchema,
  attendanceResponseSchema,
} from "@clinic/contract/agenda";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { listAgenda, markBookingAttendance } from "../services/agenda/agenda-service";
import type { BookingDeps } from "../services/booking/booking-deps";
import { clock } from "../services/booking/booking-deps";
import { actorOf } from "./admin-slots-routes";
import { json, refusal } from "./openapi-responses";

const getAgenda = createRoute({
  method: "get",
  path: "/admin/agenda",
  ...routePolicy({ roles: roleGroups.everyone }),
  summary: "Booked appointments of a range of clinic days (never empty slots), in day order",
  request: { query: agendaQuerySchema },
  responses: {
    200: json(agendaResponseSchema, "The appointments and the practitioners"),
    400: refusal("Bad range"),
  },
});

const postAttendance = createRoute({
  method: "post",
  path: "/admin/bookings/{id}/attendance",
  ...routePolicy({ roles: roleGroups.everyone, idempotency: "replayed", record: { booking: "id" } }),
  summary: "Mark a paid appointment attended or a no-show, once it has started",
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    body: { content: { "application/json": { schema: attendanceRequestSchema } }, required: true },
  },
  responses: {
    200: json(attendanceResponseSchema, "Marked"),
    400: refusal("attendance is not attended or no_show"),
    404: refusal("No such booking"),
    409: refusal("Not started yet (too_early), or not a paid booking (conflict)"),
  },
});

/** The agenda (issue 34); the admin guard (app.ts) checks each route's roles. */
export function adminAgendaRoutes(deps: BookingDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getAgenda, async (c) => {
      c.header("Cache-Control", "no-store");
      const data = await listAgenda(deps.db, c.req.valid("query"), deps.settings.clinicTimezone);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postAttendance, async (c) => {
      const { attendance } = c.req.valid("json");
      const data = await markBookingAttendance(deps.db, {
        bookingId: c.req.valid("param").id,
        attendance,
        actor: await actorOf(c),
        now: clock(deps),
      });
      const message = attendance === "attended" ? agendaMessages.attended : agendaMessages.noShow;
      return c.json({ success: true as const, data, message }, 200);
    });
}
