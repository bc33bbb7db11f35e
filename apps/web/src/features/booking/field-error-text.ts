import { bookingFieldMessages } from "@clinic/contract/booking";
import { notesMissingMessage } from "@clinic/contract/booking-body-rules";
import { invalidPhoneMessage } from "@clinic/contract/phone";
import { consentMessages } from "@clinic/contract/privacy-notice";
import { whatsappMessages } from "@clinic/contract/whatsapp";
import { useBookingTexts } from "../../i18n/booking";
import type { BookingLaterTexts } from "../../i18n/booking-later-texts.en";

type FieldErrorKey = keyof BookingLaterTexts["fieldErrors"];

/**
 * The contract's English messages and their keys among the later steps' texts (whose English values are
 * these same constants). Read from the contract, not from the English texts, so that a Hindi or Kannada
 * page loads its own language's texts only.
 */
export const fieldErrorKeys = new Map<string, FieldErrorKey>([
  [bookingFieldMessages.nameRequired, "nameRequired"],
  [bookingFieldMessages.nameControl, "nameControl"],
  [bookingFieldMessages.emailRequired, "emailRequired"],
  [bookingFieldMessages.emailInvalid, "emailInvalid"],
  [bookingFieldMessages.timezoneInvalid, "timezoneInvalid"],
  [invalidPhoneMessage, "phoneInvalid"],
  [notesMissingMessage, "notesMissing"],
  [consentMessages.processing, "consentProcessing"],
  [consentMessages.teleconsultation, "consentTeleconsultation"],
  [whatsappMessages.notMobile, "whatsappNotMobile"],
]);

/**
 * A details field's message in the page's language. The contract's rules and the server's field errors
 * are English; each known one is shown in the page's words, any other (none today) as written.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const text = useBookingTexts("fieldErrors");
  return (message) => {
    const key = message === undefined ? undefined : fieldErrorKeys.get(message);
    return key ? text[key] : message;
  };
}
