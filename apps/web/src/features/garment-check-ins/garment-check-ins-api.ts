import type { CheckInAnswer, CheckInPlanInput } from "@clinic/contract/garment-check-ins";
import { api } from "../../lib/api-client";
import { manageHeaders } from "../record-access";

/** Under ["admin"]: the patient page's refresh after a merge or erasure reloads it too. */
export const patientCheckInsKey = (patientId: string) =>
  ["admin", "patient", patientId, "garment-check-ins"] as const;
/** The patient's own, on the manage page. */
export const myCheckInsKey = (bookingId: string) => ["my-garment-check-ins", bookingId] as const;

const ofPatient = (patientId: string) => ({ params: { path: { patientId } } });

/** The weekly garment check-ins' calls (issue 36; decision 0139). */
export const checkInsApi = {
  ofPatient: (patientId: string, signal?: AbortSignal) =>
    api.get.data("/api/admin/patients/{patientId}/garment-check-ins", { ...ofPatient(patientId), signal }),
  setForPatient: (patientId: string, body: CheckInPlanInput) =>
    api.put.data("/api/admin/patients/{patientId}/garment-check-ins", { ...ofPatient(patientId), body }),
  /** The patient's own: the manage token in a header, never in a URL. */
  mine: (bookingId: string, token: string, signal?: AbortSignal) =>
    api.get.data("/api/public/bookings/{bookingId}/garment-check-ins", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, null),
      signal,
    }),
  setMine: (bookingId: string, token: string, body: CheckInPlanInput) =>
    api.put.data("/api/public/bookings/{bookingId}/garment-check-ins", {
      params: { path: { bookingId } },
      headers: manageHeaders(token, null),
      body,
    }),
  answer: (bookingId: string, token: string, checkInId: string, body: CheckInAnswer) =>
    api.put.data("/api/public/bookings/{bookingId}/garment-check-ins/{checkInId}", {
      params: { path: { bookingId, checkInId } },
      headers: manageHeaders(token, null),
      body,
    }),
};
