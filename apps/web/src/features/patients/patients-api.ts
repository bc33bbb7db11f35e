import { type ApiQuery, api } from "../../lib/api-client";

/** The patient screens' calls (decision 0099). */
export const patientsKey = ["admin", "patients"] as const;
export const patientKey = (patientId: string) => ["admin", "patient", patientId] as const;

const ofPatient = (patientId: string) => ({ params: { path: { patientId } } });
const ofNote = (patientId: string, noteId: string) => ({ params: { path: { patientId, noteId } } });
const ofSuggestion = (patientId: string, suggestionId: string) => ({
  params: { path: { patientId, suggestionId } },
  idempotencyKey: crypto.randomUUID(),
});
const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const patientsApi = {
  search: (q: ApiQuery<"/api/admin/patients", "get">, signal?: AbortSignal) =>
    api.get.envelope("/api/admin/patients", {
      params: { query: { ...q, q: q.q === "" ? undefined : q.q } },
      signal,
    }),
  get: (patientId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/patients/{patientId}", { ...ofPatient(patientId), signal }),
  addNote: (patientId: string, body: string) =>
    api.post.data("/api/admin/patients/{patientId}/notes", {
      ...ofPatient(patientId),
      body: { body },
      ...once(),
    }),
  editNote: (patientId: string, noteId: string, body: string) =>
    api.patch.data("/api/admin/patients/{patientId}/notes/{noteId}", {
      ...ofNote(patientId, noteId),
      body: { body },
    }),
  deleteNote: (patientId: string, noteId: string) =>
    api.delete.data("/api/admin/patients/{patientId}/notes/{noteId}", ofNote(patientId, noteId)),
  /** Everything held about the patient (the patient's own export), for a request made by phone or email. */
  exportRecord: (patientId: string) =>
    api.get.data("/api/admin/patients/{patientId}/export", ofPatient(patientId)),
  /** Erases the record now (decision 0102): keeps only what accounting law requires. */
  erase: (patientId: string) =>
    api.post.data("/api/admin/patients/{patientId}/erase", { ...ofPatient(patientId), ...once() }),
  merge: (patientId: string, otherPatientId: string) =>
    api.post.data("/api/admin/patients/{patientId}/merge", {
      ...ofPatient(patientId),
      body: { otherPatientId },
      ...once(),
    }),
  /** Merges a suggested link's two records (decision 0114): answers the kept, older record. */
  confirmLink: (patientId: string, suggestionId: string) =>
    api.post.data(
      "/api/admin/patients/{patientId}/link-suggestions/{suggestionId}/confirm",
      ofSuggestion(patientId, suggestionId),
    ),
  /** "Not the same person": the two records stay apart and are not suggested again. */
  dismissLink: (patientId: string, suggestionId: string) =>
    api.post.data(
      "/api/admin/patients/{patientId}/link-suggestions/{suggestionId}/dismiss",
      ofSuggestion(patientId, suggestionId),
    ),
  split: (patientId: string, bookingId: string) =>
    api.post.data("/api/admin/patients/{patientId}/split", {
      ...ofPatient(patientId),
      body: { bookingId },
      ...once(),
    }),
};

/** The patient page's address. */
export const patientPath = (patientId: string) => `/admin/patients/${encodeURIComponent(patientId)}`;
