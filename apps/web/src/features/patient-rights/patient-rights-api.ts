import type { Locale } from "@clinic/contract/locales";
import type { ContactCorrection, MyData } from "@clinic/contract/patient-rights";
import { api, apiFile } from "../../lib/api-client";
import { downloadJson } from "../../lib/download";
import { manageHeaders } from "../record-access";

/**
 * The patient's rights calls (decisions 0102, 0113): the manage link's token as `Authorization: Bearer`
 * opens this booking; with the record session beside it, the whole record. Never in a URL.
 */

/** Who calls: the booking's token, and the record session for the whole record (null: this booking). */
export type Access = { bookingId: string; token: string; session: string | null };

export const myDataKey = (bookingId: string, scope: "booking" | "record", locale: Locale) =>
  ["my-data", bookingId, scope, locale] as const;
/** One photo's bytes, per access: the booking's token alone, or with the record session. */
export const myPhotoKey = (photoId: string, a: Access) =>
  ["my-data", a.bookingId, "photo", photoId, a.session] as const;

const through = (a: Access) => ({
  params: { path: { bookingId: a.bookingId } },
  headers: manageHeaders(a.token, a.session),
});

export const patientRightsApi = {
  /** In the page's language: the summary of what the clinic does with the data comes in it. */
  myData: (a: Access, locale: Locale, signal?: AbortSignal) =>
    api.get.data("/api/public/bookings/{bookingId}/my-data", {
      params: { path: { bookingId: a.bookingId }, query: { locale } },
      headers: manageHeaders(a.token, a.session),
      signal,
    }),
  correct: (a: Access, body: ContactCorrection) =>
    api.patch.withMessage("/api/public/bookings/{bookingId}/contact", { ...through(a), body }),
  withdraw: (a: Access) =>
    api.post.withMessage("/api/public/bookings/{bookingId}/consent/withdraw", {
      ...through(a),
      idempotencyKey: crypto.randomUUID(),
    }),
  requestErasure: (a: Access) =>
    api.post.withMessage("/api/public/bookings/{bookingId}/erasure-request", {
      ...through(a),
      idempotencyKey: crypto.randomUUID(),
    }),
  /**
   * A photo's bytes, fetched with the token in a header (an <img> cannot send one), for the page to draw
   * from a `blob:` URL of its own: the photo's address never carries the token or the picture.
   */
  photo: async (photoId: string, a: Access, signal?: AbortSignal): Promise<Blob> => {
    const res = await apiFile("/api/public/bookings/{bookingId}/my-data/photos/{photoId}", {
      params: { path: { bookingId: a.bookingId, photoId } },
      headers: manageHeaders(a.token, a.session),
      signal,
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.blob();
  },
};

/** The patient's export saved as `my-data-<day>.json`. */
export function downloadMyData(data: MyData) {
  downloadJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
}
