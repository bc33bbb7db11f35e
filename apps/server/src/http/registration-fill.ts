import { registrationAttribute, registrationHtml } from "@clinic/contract/practitioner-registration";

/**
 * The practitioner's registration number in the built pages (issue 22; decision 0105): the footer's
 * element marked `data-practitioner-registration` is built empty and filled here with the number saved
 * in Settings → Receipts (or emptied when it is cleared).
 */
const markedElement = new RegExp(
  `(<(p|span)\\b[^>]*\\s${registrationAttribute}="[^"]*"[^>]*>)([\\s\\S]*?)(</\\2>)`,
  "g",
);

/** True when the text has the marked element. */
export function showsRegistration(text: string): boolean {
  return text.search(markedElement) >= 0;
}

/** The text with this number (or none) in every marked element. */
export function fillRegistration(text: string, registrationNumber: string | null): string {
  return text.replace(
    markedElement,
    (_whole, open: string, _tag: string, _inner: string, close: string) =>
      `${open}${registrationHtml(registrationNumber)}${close}`,
  );
}
