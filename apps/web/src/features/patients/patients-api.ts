import type { ErasureResult, MyData } from "@clinic/contract/patient-rights";
import type {
  PatientDetail,
  PatientNote,
  PatientsQueryInput,
  PatientsResponse,
} from "@clinic/contract/patients";
import { api, apiRequestEnvelope, sameSiteHeaders } from "../../lib/api-client";

/** The patient screens' calls (decision 0099). */
export const patientsKey = ["admin", "patients"] as const;
export const patientKey = (patientId: string) => ["admin", "patient", patientId] as const;

const base = "/api/admin/patients";
const one = (patientId: string) => `${base}/${encodeURIComponent(patientId)}`;
const link = (patientId: string, suggestionId: string) =>
  `${one(patientId)}/link-suggestions/${encodeURIComponent(suggestionId)}`;

export const patientsApi = {
  search: (q: PatientsQueryInput, signal?: AbortSignal) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== "") p.set(k, String(v));
    return apiRequestEnvelope<PatientsResponse>(`${base}?${p}`, { method: "GET", signal });
  },
  get: (patientId: string, signal?: AbortSignal) => api.get<PatientDetail>(one(patientId), { signal }),
  addNote: (patientId: string, body: string) =>
    api.post<PatientNote>(
      `${one(patientId)}/notes`,
      { body },
      {
        headers: sameSiteHeaders,
        idempotencyKey: crypto.randomUUID(),
      },
    ),
  editNote: (patientId: string, noteId: string, body: string) =>
    api.patch<PatientNote>(
      `${one(patientId)}/notes/${encodeURIComponent(noteId)}`,
      { body },
      {
        headers: sameSiteHeaders,
      },
    ),
  deleteNote: (patientId: string, noteId: string) =>
    api.delete<{ id: string }>(`${one(patientId)}/notes/${encodeURIComponent(noteId)}`, {
      headers: sameSiteHeaders,
    }),
  /** Everything held about the patient (the patient's own export), for a request made by phone or email. */
  exportRecord: (patientId: string) => api.get<MyData>(`${one(patientId)}/export`),
  /** Erases the record now (decision 0102): keeps only what accounting law requires. */
  erase: (patientId: string) =>
    api.post<ErasureResult>(`${one(patientId)}/erase`, undefined, {
      headers: sameSiteHeaders,
      idempotencyKey: crypto.randomUUID(),
    }),
  merge: (patientId: string, otherPatientId: string) =>
    api.post<{ patientId: string }>(
      `${one(patientId)}/merge`,
      { otherPatientId },
      {
        headers: sameSiteHeaders,
        idempotencyKey: crypto.randomUUID(),
      },
    ),
  /** Merges a suggested link's two records (decision 0114): answers the kept, older record. */
  confirmLink: (patientId: string, suggestionId: string) =>
    api.post<{ patientId: string }>(`${link(patientId, suggestionId)}/confirm`, undefined, {
      headers: sameSiteHeaders,
      idempotencyKey: crypto.randomUUID(),
    }),
  /** "Not the same person": the two records stay apart and are not suggested again. */
  dismissLink: (patientId: string, suggestionId: string) =>
    api.post<{ id: string }>(`${link(patientId, suggestionId)}/dismiss`, undefined, {
      headers: sameSiteHeaders,
      idempotencyKey: crypto.randomUUID(),
    }),
  split: (patientId: string, bookingId: string) =>
    api.post<{ patientId: string }>(
      `${one(patientId)}/split`,
      { bookingId },
      {
        headers: sameSiteHeaders,
        idempotencyKey: crypto.randomUUID(),
      },
    ),
};

/** The patient page's address. */
export const patientPath = (patientId: string) => `/admin/patients/${encodeURIComponent(patientId)}`;
