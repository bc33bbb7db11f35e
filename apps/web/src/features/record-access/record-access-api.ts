import {
  type RecordAccessCodeSent,
  type RecordSession,
  recordSessionHeader,
} from "@clinic/contract/record-access";
import { apiRequestWithMessage } from "../../lib/api-client";

/**
 * Record access (decision 0113): a code to the record's contact on file, then a record session. The
 * manage token travels as `Authorization: Bearer`, the session as `X-Record-Session`; never in a URL.
 */
const base = (bookingId: string) => `/api/public/bookings/${encodeURIComponent(bookingId)}/record-access`;

/** The headers of a call through the manage link: the token, and the record session when there is one. */
export function manageHeaders(token: string, session?: string | null): Record<string, string> {
  return { Authorization: `Bearer ${token}`, ...(session ? { [recordSessionHeader]: session } : {}) };
}

export const recordAccessApi = {
  sendCode: (bookingId: string, token: string) =>
    apiRequestWithMessage<RecordAccessCodeSent>(`${base(bookingId)}/code`, {
      method: "POST",
      headers: manageHeaders(token),
    }),
  verify: async (bookingId: string, token: string, code: string) =>
    (
      await apiRequestWithMessage<RecordSession>(`${base(bookingId)}/verify`, {
        method: "POST",
        headers: manageHeaders(token),
        body: { code },
      })
    ).data,
};
