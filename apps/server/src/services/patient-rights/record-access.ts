import { recordSessionHeader } from "@clinic/contract/record-access";

/** The bearer token of an `Authorization` header, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{16,200})\s*$/i.exec(header ?? "");
  return match?.[1];
}

/**
 * The record session of a request (`X-Record-Session`, decision 0113): undefined when the header is
 * absent; a malformed value is passed on as given, so it is refused as an ended session, not ignored.
 */
export function recordSessionOf(header: (name: string) => string | undefined): string | undefined {
  const value = header(recordSessionHeader.toLowerCase());
  return value === undefined ? undefined : value.trim().slice(0, 200);
}
