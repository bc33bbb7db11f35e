import { bookingIdParamSchema } from "@clinic/contract/booking";
import {
  exerciseIdParamSchema,
  exerciseInputSchema,
  exerciseListResponseSchema,
  exerciseLogSchema,
  exerciseResponseSchema,
  myExercisesResponseSchema,
  programmeInputSchema,
  programmeResponseSchema,
} from "@clinic/contract/exercises";
import { patientIdParamSchema } from "@clinic/contract/patients";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { type BookingDeps, todayInClinic } from "../services/booking/booking-deps";
import { addExercise, changeExercise, exerciseLibrary } from "../services/exercises/exercise-library";
import { exerciseProgramme, setExerciseProgramme } from "../services/exercises/exercise-programme";
import { logExercises, myExercises } from "../services/exercises/my-exercises";
import { managePageDeps } from "../services/record-access/manage-page-deps";
import { actorOf } from "./admin-slots-routes";
import { credentialsOf, manageTokenSecurity, noManageToken, privateAnswer } from "./manage-link-http";
import { json, jsonBody, refusal } from "./openapi-responses";

const getLibrary = createRoute({
  method: "get",
  path: "/admin/exercises",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "The exercise library: each exercise's name and instructions (with Hindi and Kannada) and link",
  responses: { 200: json(exerciseListResponseSchema, "The exercises, by name") },
});
const postExercise = createRoute({
  method: "post",
  path: "/admin/exercises",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "replayed" }),
  summary: "Add an exercise to the library",
  request: { body: jsonBody(exerciseInputSchema) },
  responses: {
    201: json(exerciseResponseSchema, "Added; `data.id` is the exercise's"),
    400: refusal("A name or instructions missing, a link that is not https"),
  },
});
const putExercise = createRoute({
  method: "put",
  path: "/admin/exercises/{id}",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  summary: "Change an exercise's texts and link (a shipped one stays as edited)",
  request: { params: exerciseIdParamSchema, body: jsonBody(exerciseInputSchema) },
  responses: {
    200: json(exerciseResponseSchema, "Changed"),
    400: refusal("A name or instructions missing, a link that is not https"),
    404: refusal("No such exercise"),
  },
});
const getProgramme = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/exercise-programme",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "A patient's home exercise programme with `adherence` per week (days logged / days due)",
  request: { params: patientIdParamSchema },
  responses: {
    200: json(programmeResponseSchema, "The programme (empty `items` when none was set)"),
    404: refusal("No such patient"),
  },
});
const putProgramme = createRoute({
  method: "put",
  path: "/admin/patients/{patientId}/exercise-programme",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  summary: "Set a patient's home exercise programme (replaced as a whole; audit-logged with counts only)",
  request: { params: patientIdParamSchema, body: jsonBody(programmeInputSchema) },
  responses: {
    200: json(programmeResponseSchema, "The programme as saved, with adherence"),
    400: refusal(
      "An exercise not in the library, out-of-range sets or repetitions, a review before the start",
    ),
    404: refusal("No such patient"),
    409: refusal("The record was merged or erased"),
  },
});
const getMine = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/exercises",
  summary:
    "The patient's home exercises in the booking's language, and what they ticked today (manage token)",
  security: manageTokenSecurity,
  request: { params: bookingIdParamSchema },
  responses: { 200: json(myExercisesResponseSchema, "The programme (empty when none)"), 403: noManageToken },
});
const postLog = createRoute({
  method: "post",
  path: "/public/bookings/{bookingId}/exercise-log",
  summary: "What the patient did on a day (today or one of the last six), replacing that day's ticks",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: { params: bookingIdParamSchema, body: jsonBody(exerciseLogSchema) },
  responses: {
    200: json(myExercisesResponseSchema, "Logged; the programme with today's ticks"),
    400: refusal("A day outside the last week or before the programme, an exercise not in it"),
    403: noManageToken,
    409: refusal("No programme yet"),
  },
});

/** The home exercise programme (issue 36): the library, a patient's programme, the patient's log. */
export function exerciseRoutes(m: BookingDeps) {
  const mine = managePageDeps(m);
  return new OpenAPIHono<AppEnv>()
    .openapi(getLibrary, async (c) =>
      c.json({ success: true as const, data: { items: await exerciseLibrary(m.db) } }, 200),
    )
    .openapi(postExercise, async (c) => {
      const data = await addExercise(m.db, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data }, 201);
    })
    .openapi(putExercise, async (c) => {
      const data = await changeExercise(m.db, c.req.valid("param").id, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getProgramme, async (c) => {
      const data = await exerciseProgramme(m.db, c.req.valid("param").patientId, todayInClinic(m));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(putProgramme, async (c) => {
      const { patientId } = c.req.valid("param");
      const data = await setExerciseProgramme(
        m.db,
        patientId,
        c.req.valid("json"),
        await actorOf(c),
        todayInClinic(m),
      );
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(getMine, async (c) => {
      const data = await myExercises(mine, c.req.valid("param").bookingId, credentialsOf(c).token);
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postLog, async (c) => {
      const data = await logExercises(
        mine,
        c.req.valid("param").bookingId,
        credentialsOf(c).token,
        c.req.valid("json"),
      );
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    });
}
