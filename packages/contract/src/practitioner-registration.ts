import { escapeHtml } from "./html-text";

/**
 * The practitioner's registration number in the public pages' footer (issue 22; decision 0105), from
 * Settings → Receipts. The pages are prerendered without it; the server fills the marked element when it
 * serves them, as it fills the opening hours (decision 0095), so no script fetches it.
 */
export const registrationAttribute = "data-practitioner-registration";

/** The marked element's inner HTML: "Registration No.: …", or nothing when no number is set. */
export function registrationHtml(registrationNumber: string | null): string {
  const number = registrationNumber?.trim();
  return number ? `Registration No.: ${escapeHtml(number)}` : "";
}
