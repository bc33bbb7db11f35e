import type { PrivacyNotice } from "@clinic/contract/privacy-notice";
import type { ClinicContent } from "./content-schema";
import { fillContentText } from "./format";

/**
 * The privacy notice as patients read it: every `{clinicName}`, `{email}`, `{phone}` and `{address}` filled
 * from the content file. The /privacy page shows it (at build time) and the build writes it to
 * `content/privacy-notice.json`, which the server answers at GET /api/public/privacy-notice (decision 0100).
 */
export function filledPrivacyNotice(content: ClinicContent): PrivacyNotice {
  return fillEvery(content.privacyNotice, content) as PrivacyNotice;
}

function fillEvery(value: unknown, content: ClinicContent): unknown {
  if (typeof value === "string") return fillContentText(value, content);
  if (Array.isArray(value)) return value.map((item) => fillEvery(item, content));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillEvery(v, content)]));
  return value;
}
