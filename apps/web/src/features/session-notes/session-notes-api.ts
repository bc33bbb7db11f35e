import type { SessionNoteRequest, SessionNoteTemplateRequest } from "@clinic/contract/session-notes";
import { api } from "../../lib/api-client";

/** Session notes' calls (decision 0135): owners and practitioners; the values never go in a URL. */
export const sessionNoteTemplatesKey = ["admin", "session-note-templates"] as const;
export const sessionNoteKey = (bookingId: string) => ["admin", "session-note", bookingId] as const;
export const patientSessionNotesKey = (patientId: string) => ["admin", "session-notes", patientId] as const;

const ofBooking = (id: string) => ({ path: { id } });

export const sessionNotesApi = {
  templates: (signal?: AbortSignal) => api.get.data("/api/admin/session-note-templates", { signal }),
  updateTemplate: (id: string, body: SessionNoteTemplateRequest) =>
    api.put.withMessage("/api/admin/session-note-templates/{id}", { params: { path: { id } }, body }),
  note: (bookingId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/bookings/{id}/session-note", { params: ofBooking(bookingId), signal }),
  save: (bookingId: string, body: SessionNoteRequest) =>
    api.put.withMessage("/api/admin/bookings/{id}/session-note", { params: ofBooking(bookingId), body }),
  ofPatient: (patientId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/patients/{patientId}/session-notes", {
      params: { path: { patientId } },
      signal,
    }),
};
