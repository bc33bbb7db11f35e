import type { Locale } from "@clinic/contract/locales";
import { ApiError } from "../lib/api-client";
import { useBookingTexts } from "./booking";
import type { BookingTexts } from "./booking-texts.en";
import { useLocale } from "./locale";

type RefusalTexts = BookingTexts["refusals"];

/**
 * What to tell a patient when a call fails (issue 33: "a server refusal is shown in the page's language
 * by its code"). English shows the server's own message, which the spec words exactly; Hindi and
 * Kannada show their text for the refusal's code, as the server writes English only. A failure that
 * never reached the server (no code) reads as a lost connection.
 */
export function refusalText(error: unknown, locale: Locale, texts: RefusalTexts): string {
  if (!(error instanceof ApiError)) return texts.network;
  if (locale === "en" && error.message) return error.message;
  // By the texts' own keys (one per `errorCodes` entry, a test checks): importing the list itself would
  // bring zod into the wizard's first load with the envelope's schema.
  // A 429 says how long to wait (its Retry-After), in whole minutes.
  if (error.code === "rate_limited" && error.retryAfterSeconds)
    return texts.rateLimitedFor.replace("{minutes}", String(Math.ceil(error.retryAfterSeconds / 60)));
  if (error.code && Object.hasOwn(texts, error.code)) return texts[error.code];
  return error.status >= 500 ? texts.internal_error : texts.bad_request;
}

/** `refusalText` in the page's language: `const refusal = useRefusalText(); … refusal(error)`. */
export function useRefusalText(): (error: unknown) => string {
  const locale = useLocale();
  const texts = useBookingTexts("refusals");
  return (error) => refusalText(error, locale, texts);
}
