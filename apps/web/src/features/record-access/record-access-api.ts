import { recordSessionHeader } from "@clinic/contract/record-access";
import { api } from "../../lib/api-client";

/**
 * Record access (decision 0113): a code to the record's contact on file, then a record session. The
 * manage token travels as `Authorization: Bearer`, the session as `X-Record-Session`; never in a URL.
 */

/** The headers of a call through the manage link: the token, and the record session when there is one. */
export function manageHeaders(token: string, session?: string | null): Record<string, string> {
  return { Authorization: `Bearer ${token}`, ...(session ? { [recordSessionHeader]: session } : {}) };
}

export const recordAccessApi = {
  sendCode: (bookingId: string, token: string) =>
    api.post.withMessage("/api/public/bookings/{bookingId}/record-access/code", {
      params: { path: { bookingId } },
      headers: manageHeaders(token),
    }),
  verify: (bookingId: string, token: string, code: string) =>
    api.post.data("/api/public/bookings/{bookingId}/record-access/verify", {
      params: { path: { bookingId } },
      headers: manageHeaders(token),
      body: { code },
    }),
};
