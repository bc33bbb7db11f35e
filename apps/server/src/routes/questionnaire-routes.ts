import { successEnvelopeSchema } from "@clinic/contract/api-envelope";
import { bookingIdParamSchema } from "@clinic/contract/booking";
import { patientIdParamSchema } from "@clinic/contract/patients";
import {
  instrumentListResponseSchema,
  patientQuestionnaireResponseSchema,
  patientQuestionnairesResponseSchema,
  questionnaireAnswerSchema,
  questionnaireListResponseSchema,
  questionnaireParamSchema,
  questionnaireSentResponseSchema,
  scheduleParamSchema,
  sendQuestionnaireSchema,
} from "@clinic/contract/questionnaires";
import { roleGroups } from "@clinic/contract/staff";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { routePolicy } from "../http/route-policy";
import { answerQuestionnaire, patientQuestionnaires } from "../services/questionnaires/answer-questionnaire";
import { instrumentSummaries } from "../services/questionnaires/instruments";
import { listQuestionnaires } from "../services/questionnaires/list-questionnaires";
import { schedulesOfPatient, stopSchedule } from "../services/questionnaires/scheduled-questionnaires";
import { type QuestionnaireDeps, sendQuestionnaire } from "../services/questionnaires/send-questionnaire";
import { actorOf } from "./admin-slots-routes";
import { credentialsOf, manageTokenSecurity, noManageToken, privateAnswer } from "./manage-link-http";
import { json, jsonBody, refusal } from "./openapi-responses";

const getInstruments = createRoute({
  method: "get",
  path: "/admin/questionnaire-instruments",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary: "The questionnaires the clinic can send: each with its items' ids and scales, and its domains",
  responses: { 200: json(instrumentListResponseSchema, "The instruments") },
});
const postQuestionnaire = createRoute({
  method: "post",
  path: "/admin/patients/{patientId}/questionnaires",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "replayed" }),
  summary:
    "Send a questionnaire now, on `sendOn`, or every `repeatEveryWeeks`: emailed with the manage link of the booking given (else the patient's newest), answered on that page",
  request: { params: patientIdParamSchema, body: jsonBody(sendQuestionnaireSchema) },
  responses: {
    201: json(
      questionnaireSentResponseSchema,
      "Sent (`data.id` is the questionnaire's) or scheduled (`data.id` is the schedule's)",
    ),
    400: refusal("An unknown instrument, a booking that is not the patient's, a past day"),
    404: refusal("No such patient"),
    409: refusal("The record was merged or erased, or has no booking to send through"),
  },
});
const getQuestionnaires = createRoute({
  method: "get",
  path: "/admin/patients/{patientId}/questionnaires",
  ...routePolicy({ roles: roleGroups.clinical }),
  summary:
    "A patient's questionnaires, oldest first, with `status` and `scores` (per domain and total), and those scheduled",
  request: { params: patientIdParamSchema },
  responses: {
    200: json(questionnaireListResponseSchema, "The questionnaires"),
    404: refusal("No such patient"),
  },
});
const deleteSchedule = createRoute({
  method: "delete",
  path: "/admin/patients/{patientId}/questionnaire-schedules/{scheduleId}",
  ...routePolicy({ roles: roleGroups.clinical, idempotency: "none" }),
  summary: "Stop a scheduled questionnaire: it is not sent again",
  request: { params: scheduleParamSchema },
  responses: {
    200: json(successEnvelopeSchema(z.object({ id: z.string() })), "Stopped"),
    404: refusal("No such scheduled questionnaire for this patient"),
  },
});
const getMine = createRoute({
  method: "get",
  path: "/public/bookings/{bookingId}/questionnaires",
  summary: "The questionnaires sent with this booking's link, in its language (manage token)",
  security: manageTokenSecurity,
  request: { params: bookingIdParamSchema },
  responses: {
    200: json(patientQuestionnairesResponseSchema, "The questionnaires, oldest first"),
    403: noManageToken,
  },
});
const putAnswers = createRoute({
  method: "put",
  path: "/public/bookings/{bookingId}/questionnaires/{questionnaireId}",
  summary: "Answer a questionnaire sent with this booking's link (manage token); scored on the server",
  security: manageTokenSecurity,
  ...routePolicy({ idempotency: "none" }),
  request: { params: questionnaireParamSchema, body: jsonBody(questionnaireAnswerSchema) },
  responses: {
    200: json(patientQuestionnaireResponseSchema, "Saved"),
    400: refusal("A question unanswered or off its scale, or one the questionnaire does not have"),
    403: noManageToken,
    404: refusal("No such questionnaire for this booking"),
  },
});

/** Outcome questionnaires (issue 36): the practitioner sends, the patient answers on the manage page. */
export function questionnaireRoutes(deps: QuestionnaireDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getInstruments, (c) =>
      c.json({ success: true as const, data: { items: instrumentSummaries(deps.instruments) } }, 200),
    )
    .openapi(postQuestionnaire, async (c) => {
      const { patientId } = c.req.valid("param");
      const data = await sendQuestionnaire(deps, patientId, c.req.valid("json"), await actorOf(c));
      return c.json({ success: true as const, data }, 201);
    })
    .openapi(getQuestionnaires, async (c) => {
      const { patientId } = c.req.valid("param");
      const items = await listQuestionnaires(deps.db, patientId);
      const schedules = await schedulesOfPatient(deps, patientId);
      return c.json({ success: true as const, data: { items, schedules } }, 200);
    })
    .openapi(deleteSchedule, async (c) => {
      const { patientId, scheduleId } = c.req.valid("param");
      await stopSchedule(deps.db, patientId, scheduleId, await actorOf(c));
      return c.json({ success: true as const, data: { id: scheduleId } }, 200);
    })
    .openapi(getMine, async (c) => {
      const items = await patientQuestionnaires(deps, c.req.valid("param").bookingId, credentialsOf(c).token);
      privateAnswer(c);
      return c.json({ success: true as const, data: { items } }, 200);
    })
    .openapi(putAnswers, async (c) => {
      const { bookingId, questionnaireId } = c.req.valid("param");
      const data = await answerQuestionnaire(
        deps,
        bookingId,
        questionnaireId,
        credentialsOf(c).token,
        c.req.valid("json"),
      );
      privateAnswer(c);
      return c.json({ success: true as const, data }, 200);
    });
}
