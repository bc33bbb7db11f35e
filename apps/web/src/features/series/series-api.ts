import type { SeriesRequestValid } from "@clinic/contract/series";
import { api } from "../../lib/api-client";

const ofPatient = (patientId: string) => ({ params: { path: { patientId } } });

/** A series of appointments (issue 35): what it would book now, then booking it. */
export const seriesApi = {
  /** Writes nothing: asked again, it answers what is true then. */
  preview: (patientId: string, body: SeriesRequestValid) =>
    api.post.data("/api/admin/patients/{patientId}/series/preview", { ...ofPatient(patientId), body }),
  book: (patientId: string, body: SeriesRequestValid) =>
    api.post.withMessage("/api/admin/patients/{patientId}/series", {
      ...ofPatient(patientId),
      body,
      idempotencyKey: crypto.randomUUID(),
    }),
};
