import { apiBaseUrl } from "./api-client";

/**
 * Fetches a file the server answers with (a receipt's PDF) and has the browser save it. Used where
 * a credential travels in a header (the manage token as `Authorization: Bearer`), which a plain
 * link cannot send and a URL must never carry (decision 0105).
 */
export async function downloadFile(path: string, headers: Record<string, string>, fallbackName: string) {
  const response = await fetch(`${apiBaseUrl}${path}`, { headers, credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message ?? "The file could not be downloaded. Please try again.");
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
