import type { QuestionnaireAnswers, SendQuestionnaire } from "@clinic/contract/questionnaires";
import { api } from "../../lib/api-client";
import { manageHeaders } from "../record-access";

/** Under ["admin"]: the patient page's refresh after a merge or erasure reloads them too. */
export const patientQuestionnairesKey = (patientId: string) =>
  ["admin", "patient", patientId, "questionnaires"] as const;
export const instrumentsKey = ["admin", "questionnaire-instruments"] as const;
/** The patient's own, on the manage page. */
export const myQuestionnairesKey = (bookingId: string) => ["my-questionnaires", bookingId] as const;

const ofPatient = (patientId: string) => ({ params: { path: { patientId } } });

/** Outcome questionnaires' calls (issue 36): the practitioner sends and reads; the patient answers. */
export const questionnairesApi = {
  instruments: (signal?: AbortSignal) => api.get.data("/api/admin/questionnaire-instruments", { signal }),
  ofPatient: (patientId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/patients/{patientId}/questionnaires", { ...ofPatient(patientId), signal }),
  send: (patientId: string, body: SendQuestionnaire) =>
    api.post.withMessage("/api/admin/patients/{patientId}/questionnaires", {
      ...ofPatient(patientId),
      body,
      idempotencyKey: crypto.randomUUID(),
    }),
  stopSchedule: (patientId: string, scheduleId: string) =>
    api.delete.data("/api/admin/patients/{patientId}/questionnaire-schedules/{scheduleId}", {
      params: { path: { patientId, scheduleId } },
    }),
  /** The patient's own: the manage token in a header, never in a URL. */
  mine: (bookingId: string, token: string, signal?: AbortSignal) =>
    api.get.data("/api/public/bookings/{bookingId}/questionnaires", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, null),
      signal,
    }),
  answer: (bookingId: string, questionnaireId: string, token: string, answers: QuestionnaireAnswers) =>
    api.put.data("/api/public/bookings/{bookingId}/questionnaires/{questionnaireId}", {
      params: { path: { bookingId, questionnaireId } },
      headers: manageHeaders(token, null),
      body: { answers },
    }),
};
