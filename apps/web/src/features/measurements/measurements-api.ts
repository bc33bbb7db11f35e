import type {
  MeasurementRequest,
  MeasurementSession,
  Measurements,
  MyMeasurements,
} from "@clinic/contract/measurements";
import { api, apiRequestWithMessage, sameSiteHeaders } from "../../lib/api-client";
import { manageHeaders } from "../record-access";

/** The tracker's calls (decision 0107): the admin's, and the patient's own through the manage token. */
export const measurementsKey = (patientId: string) => ["admin", "measurements", patientId] as const;
export const myMeasurementsKey = (bookingId: string) => ["my-measurements", bookingId] as const;

const one = (patientId: string) => `/api/admin/patients/${encodeURIComponent(patientId)}/measurements`;

export const measurementsApi = {
  list: (patientId: string, signal?: AbortSignal) => api.get<Measurements>(one(patientId), { signal }),
  record: (patientId: string, body: MeasurementRequest) =>
    api.post<MeasurementSession>(one(patientId), body, {
      headers: sameSiteHeaders,
      idempotencyKey: crypto.randomUUID(),
    }),
  correct: (patientId: string, measurementId: string, body: MeasurementRequest) =>
    api.put<MeasurementSession>(`${one(patientId)}/${encodeURIComponent(measurementId)}`, body, {
      headers: sameSiteHeaders,
    }),
  remove: (patientId: string, measurementId: string) =>
    api.delete<{ id: string }>(`${one(patientId)}/${encodeURIComponent(measurementId)}`, {
      headers: sameSiteHeaders,
    }),
  csvUrl: (patientId: string) => `${one(patientId)}.csv`,
  /** The patient's own sessions: the manage token (and the record session for all), never in a URL. */
  mine: async (bookingId: string, token: string, recordSession: string | null, signal?: AbortSignal) =>
    (
      await apiRequestWithMessage<MyMeasurements>(
        `/api/public/bookings/${encodeURIComponent(bookingId)}/my-measurements`,
        { headers: manageHeaders(token, recordSession), signal },
      )
    ).data,
};
