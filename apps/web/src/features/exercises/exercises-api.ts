import type { ExerciseInput, ExerciseLog, ProgrammeInput } from "@clinic/contract/exercises";
import { api } from "../../lib/api-client";
import { manageHeaders } from "../record-access";

export const exerciseLibraryKey = ["admin", "exercises"] as const;
/** Under ["admin"]: the patient page's refresh after a merge or erasure reloads it too. */
export const programmeKey = (patientId: string) =>
  ["admin", "patient", patientId, "exercise-programme"] as const;
/** The patient's own, on the manage page. */
export const myExercisesKey = (bookingId: string) => ["my-exercises", bookingId] as const;

const ofPatient = (patientId: string) => ({ params: { path: { patientId } } });

/** The home exercise programme's calls (issue 36). */
export const exercisesApi = {
  library: (signal?: AbortSignal) => api.get.data("/api/admin/exercises", { signal }),
  add: (body: ExerciseInput) =>
    api.post.data("/api/admin/exercises", { body, idempotencyKey: crypto.randomUUID() }),
  change: (id: string, body: ExerciseInput) =>
    api.put.data("/api/admin/exercises/{id}", { params: { path: { id } }, body }),
  programme: (patientId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/patients/{patientId}/exercise-programme", { ...ofPatient(patientId), signal }),
  setProgramme: (patientId: string, body: ProgrammeInput) =>
    api.put.data("/api/admin/patients/{patientId}/exercise-programme", { ...ofPatient(patientId), body }),
  /** The patient's own: the manage token in a header, never in a URL. */
  mine: (bookingId: string, token: string, signal?: AbortSignal) =>
    api.get.data("/api/public/bookings/{bookingId}/exercises", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, null),
      signal,
    }),
  log: (bookingId: string, token: string, body: ExerciseLog) =>
    api.post.data("/api/public/bookings/{bookingId}/exercise-log", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, null),
      body,
    }),
};
