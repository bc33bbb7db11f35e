import { bookingIdParamSchema } from "@clinic/contract/booking";
import {
  checkInAnswerSchema,
  checkInIdParamSchema,
  checkInPlanInputSchema,
  myCheckInsResponseSchema,
  patientCheckInsResponseSchema,
} from "@clinic/contract/garment-check-ins";
import { patientIdParamSchema } from "@clinic/contract/patients";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { type BookingDeps, todayInClinic } from "../services/booking/booking-deps";
import { patientCheckIns, setPatientCheckIns } from "../services/garment-check-ins/check-in-plan";
import { answerCheckIn, myCheckIns, setMyCheckIns } from "../services/garment-check-ins/my-check-ins";
import { managePageDeps } from "../services/record-access/manage-page-deps";
import { actorOf } from "./admin-slots-routes";
import { credentialsOf, manageTokenSecurity, noManageToken, privateAnswer } from "./manage-link-http";
import { json, jsonBody, refusal } from "./openapi-responses";

const getPatientCheckIns = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/garment-check-ins",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "A patient's weekly garment check-ins: whether they are on, by which channel, and every answer",
  request: { params: patientIdParamSchema },
  responses: {
    200: json(patientCheckInsResponseSchema, "The plan and the answers, oldest first"),
    404: refusal("No such patient"),
  },
});
const putPatientCheckIns = createRoute({
  method: "put",
  path: "/admin/patients/{patientId}/garment-check-ins",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  summary:
    "Record the patient's choice: weekly check-ins on (email or WhatsApp, through their newest booking) or off",
  request: { params: patientIdParamSchema, body: jsonBody(checkInPlanInputSchema) },
  responses: {
    200: json(patientCheckInsResponseSchema, "Saved"),
    400: refusal("WhatsApp without the booking's WhatsApp opt-in"),
    404: refusal("No such patient"),
    409: refusal("No garment recorded, no booking to send through, or the record was merged or erased"),
  },
});
const getMine = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/garment-check-ins",
  summary:
    "The patient's weekly garment check-ins: on or off, and those sent with this booking (manage token)",
  security: manageTokenSecurity,
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(myCheckInsResponseSchema, "The plan and this booking's check-ins"),
    403: noManageToken,
  },
});
const putMine = createRoute({
  method: "put",
  path: "/public/bookings/{bookingId}/garment-check-ins",
  summary: "Turn the weekly garment check-in on (email, or WhatsApp when agreed on this booking) or off",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: { params: bookingIdParamSchema, body: jsonBody(checkInPlanInputSchema) },
  responses: {
    200: json(myCheckInsResponseSchema, "Saved"),
    400: refusal("WhatsApp without this booking's WhatsApp opt-in"),
    403: noManageToken,
    409: refusal("No garment recorded, or the record was merged or erased"),
  },
});
const putAnswer = createRoute({
  method: "put",
  path: "/public/bookings/{bookingId}/garment-check-ins/{checkInId}",
  summary: "Answer a check-in sent with this booking's link: hours a day the garment was worn (0 to 24)",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: { params: checkInIdParamSchema, body: jsonBody(checkInAnswerSchema) },
  responses: {
    200: json(myCheckInsResponseSchema, "Saved"),
    400: refusal("Hours that are not a whole number from 0 to 24"),
    403: noManageToken,
    404: refusal("No such check-in for this booking"),
  },
});

/** Compression wear check-ins (issue 36; decision 0139): the practitioner's view, the patient's answers. */
export function garmentCheckInRoutes(m: BookingDeps) {
  const mine = managePageDeps(m);
  return new OpenAPIHono<AppEnv>()
    .openapi(getPatientCheckIns, async (c) => {
      const data = await patientCheckIns(m.db, c.req.valid("param").patientId);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(putPatientCheckIns, async (c) => {
      const { patientId } = c.req.valid("param");
      const data = await setPatientCheckIns(
        m.db,
        patientId,
        c.req.valid("json"),
        await actorOf(c),
        todayInClinic(m),
      );
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getMine, async (c) => {
      const data = await myCheckIns(mine, c.req.valid("param").bookingId, credentialsOf(c).token);
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(putMine, async (c) => {
      const { bookingId } = c.req.valid("param");
      const data = await setMyCheckIns(mine, bookingId, credentialsOf(c).token, c.req.valid("json"));
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(putAnswer, async (c) => {
      const { bookingId, checkInId } = c.req.valid("param");
      const data = await answerCheckIn(
        mine,
        bookingId,
        checkInId,
        credentialsOf(c).token,
        c.req.valid("json"),
      );
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    });
}
