import type { ContactCorrection, MyData } from "@clinic/contract/patient-rights";
import { apiBaseUrl, apiRequestWithMessage } from "../../lib/api-client";
import { downloadJson } from "../../lib/download";

/**
 * The patient's rights calls (decision 0102): the manage link's token travels as
 * `Authorization: Bearer`, never in a URL.
 */
const base = (bookingId: string) => `/api/public/bookings/${encodeURIComponent(bookingId)}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const patientRightsApi = {
  myData: async (bookingId: string, token: string) =>
    (await apiRequestWithMessage<MyData>(`${base(bookingId)}/my-data`, { headers: auth(token) })).data,
  correct: (bookingId: string, token: string, body: ContactCorrection) =>
    apiRequestWithMessage<{ contact: MyData["contact"]; bookingsUpdated: number }>(
      `${base(bookingId)}/contact`,
      {
        method: "PATCH",
        body,
        headers: auth(token),
      },
    ),
  withdraw: (bookingId: string, token: string) =>
    apiRequestWithMessage<{ withdrawnAt: string }>(`${base(bookingId)}/consent/withdraw`, {
      method: "POST",
      headers: auth(token),
      idempotencyKey: crypto.randomUUID(),
    }),
  requestErasure: (bookingId: string, token: string) =>
    apiRequestWithMessage<{ requestId: string; created: boolean }>(`${base(bookingId)}/erasure-request`, {
      method: "POST",
      headers: auth(token),
      idempotencyKey: crypto.randomUUID(),
    }),
  /** A photo's bytes, as an object URL for an <img> (an <img> cannot send the token). */
  photoUrl: async (url: string, token: string, signal?: AbortSignal) => {
    const res = await fetch(`${apiBaseUrl}${url}`, { headers: auth(token), signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return URL.createObjectURL(await res.blob());
  },
};

/** Saves the export as a JSON file (the server's answer, pretty-printed). */
/** The patient's export saved as `my-data-<day>.json`. */
export function downloadMyData(data: MyData) {
  downloadJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
}
