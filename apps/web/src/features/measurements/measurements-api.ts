import type { MeasurementRequest } from "@clinic/contract/measurements";
import { api } from "../../lib/api-client";
import { manageHeaders } from "../record-access";

/** The tracker's calls (decision 0107): the admin's, and the patient's own through the manage token. */
export const measurementsKey = (patientId: string) => ["admin", "measurements", patientId] as const;
export const myMeasurementsKey = (bookingId: string) => ["my-measurements", bookingId] as const;

const ofPatient = (patientId: string) => ({ path: { patientId } });
const oneSession = (patientId: string, measurementId: string) => ({ path: { patientId, measurementId } });

export const measurementsApi = {
  list: (patientId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/patients/{patientId}/measurements", { params: ofPatient(patientId), signal }),
  record: (patientId: string, body: MeasurementRequest) =>
    api.post.data("/api/admin/patients/{patientId}/measurements", {
      params: ofPatient(patientId),
      body,
      idempotencyKey: crypto.randomUUID(),
    }),
  correct: (patientId: string, measurementId: string, body: MeasurementRequest) =>
    api.put.data("/api/admin/patients/{patientId}/measurements/{measurementId}", {
      params: oneSession(patientId, measurementId),
      body,
    }),
  remove: (patientId: string, measurementId: string) =>
    api.delete.data("/api/admin/patients/{patientId}/measurements/{measurementId}", {
      params: oneSession(patientId, measurementId),
    }),
  csvUrl: (patientId: string) => `/api/admin/patients/${encodeURIComponent(patientId)}/measurements.csv`,
  /** The patient's own sessions: the manage token (and the record session for all), never in a URL. */
  mine: (bookingId: string, token: string, recordSession: string | null, signal?: AbortSignal) =>
    api.get.data("/api/public/bookings/{bookingId}/my-measurements", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, recordSession),
      signal,
    }),
};
