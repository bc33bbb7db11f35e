import type { ErrorCode } from "@clinic/contract/api-envelope";
import type { IntakeAnswers, IntakePhoto } from "@clinic/contract/intake-form";
import { ApiError, api, apiBaseUrl } from "../../lib/api-client";

/**
 * The patient's intake calls. The manage token travels as `Authorization: Bearer …` (from the manage
 * link's fragment: never in a URL, so never in a log).
 */
const base = (bookingId: string) => `/api/public/bookings/${encodeURIComponent(bookingId)}/intake`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const intakeApi = {
  get: (bookingId: string, token: string) =>
    api.get.data("/api/public/bookings/{bookingId}/intake", {
      params: { path: { bookingId } },
      headers: bearer(token),
    }),
  save: (bookingId: string, token: string, answers: IntakeAnswers) =>
    api.put.withMessage("/api/public/bookings/{bookingId}/intake", {
      params: { path: { bookingId } },
      headers: bearer(token),
      body: { answers },
    }),
  removePhoto: (bookingId: string, token: string, photoId: string) =>
    api.delete.data("/api/public/bookings/{bookingId}/intake/photos/{photoId}", {
      params: { path: { bookingId, photoId } },
      headers: bearer(token),
    }),
  /**
   * Sends the file's bytes as they are (the server reads the type from them), reporting progress
   * from 0 to 1: XMLHttpRequest, as fetch cannot report an upload's progress.
   */
  uploadPhoto: (bookingId: string, token: string, file: Blob, onProgress: (fraction: number) => void) =>
    new Promise<IntakePhoto>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open("POST", `${apiBaseUrl}${base(bookingId)}/photos`);
      request.setRequestHeader("Authorization", `Bearer ${token}`);
      // A HEIC file often has no type in the browser; the server does not trust this header anyway.
      request.setRequestHeader("Content-Type", "application/octet-stream");
      request.setRequestHeader("Accept", "application/json");
      request.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      request.onerror = () => reject(new Error("The photo could not be sent. Please check your connection."));
      request.onload = () => {
        let body: { success?: boolean; data?: IntakePhoto; message?: string; code?: ErrorCode } | undefined;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = undefined;
        }
        if (request.status === 201 && body?.success && body.data) resolve(body.data);
        else
          reject(
            new ApiError(
              request.status,
              body?.message ?? `The photo could not be sent (HTTP ${request.status}).`,
              body?.code,
            ),
          );
      };
      request.send(file);
    }),
};
