import type { ContactCorrection, MyData } from "@clinic/contract/patient-rights";
import { apiBaseUrl, apiRequestWithMessage } from "../../lib/api-client";
import { downloadJson } from "../../lib/download";
import { manageHeaders } from "../record-access";

/**
 * The patient's rights calls (decisions 0102, 0113): the manage link's token as `Authorization: Bearer`
 * opens this booking; with the record session beside it, the whole record. Never in a URL.
 */
const base = (bookingId: string) => `/api/public/bookings/${encodeURIComponent(bookingId)}`;

/** Who calls: the booking's token, and the record session for the whole record (null: this booking). */
export type Access = { bookingId: string; token: string; session: string | null };

export const myDataKey = (bookingId: string, scope: "booking" | "record") =>
  ["my-data", bookingId, scope] as const;

export const patientRightsApi = {
  myData: async (a: Access, signal?: AbortSignal) =>
    (
      await apiRequestWithMessage<MyData>(`${base(a.bookingId)}/my-data`, {
        headers: manageHeaders(a.token, a.session),
        signal,
      })
    ).data,
  correct: (a: Access, body: ContactCorrection) =>
    apiRequestWithMessage<{ contact: MyData["contact"]; bookingsUpdated: number }>(
      `${base(a.bookingId)}/contact`,
      { method: "PATCH", body, headers: manageHeaders(a.token, a.session) },
    ),
  withdraw: (a: Access) =>
    apiRequestWithMessage<{ withdrawnAt: string }>(`${base(a.bookingId)}/consent/withdraw`, {
      method: "POST",
      headers: manageHeaders(a.token, a.session),
      idempotencyKey: crypto.randomUUID(),
    }),
  requestErasure: (a: Access) =>
    apiRequestWithMessage<{ requestId: string; created: boolean }>(`${base(a.bookingId)}/erasure-request`, {
      method: "POST",
      headers: manageHeaders(a.token, a.session),
      idempotencyKey: crypto.randomUUID(),
    }),
  /** A photo's bytes, as an object URL for an <img> (an <img> cannot send the token). */
  photoUrl: async (url: string, a: Access, signal?: AbortSignal) => {
    const res = await fetch(`${apiBaseUrl}${url}`, { headers: manageHeaders(a.token, a.session), signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return URL.createObjectURL(await res.blob());
  },
};

/** The patient's export saved as `my-data-<day>.json`. */
export function downloadMyData(data: MyData) {
  downloadJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
}
