import type { ErrorCode } from "@clinic/contract/api-envelope";
import type { paths } from "@clinic/contract/api-paths";
import type { PathsWithMethod } from "openapi-typescript-helpers";
import { ApiError, apiFile } from "./api-client";

type FilePath = PathsWithMethod<paths, "get">;

/**
 * Fetches a file the server answers with (a receipt's PDF) and has the browser save it. Used where
 * a credential travels in a header (the manage token as `Authorization: Bearer`), which a plain
 * link cannot send and a URL must never carry (decision 0105).
 */
export async function downloadFile<P extends FilePath>(
  fallbackName: string,
  ...call: Parameters<typeof apiFile<P>>
) {
  const response = await apiFile(...call);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message =
      typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
        ? body.message
        : "The file could not be downloaded. Please try again.";
    // With the refusal's code, so a page in another language can say it in its words.
    const code =
      typeof body === "object" && body !== null && "code" in body && typeof body.code === "string"
        ? (body.code as ErrorCode)
        : undefined;
    throw new ApiError(response.status, message, code);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
