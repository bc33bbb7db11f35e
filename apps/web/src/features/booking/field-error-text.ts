import { useBookingTexts } from "../../i18n/booking";
import { bookingLaterEn } from "../../i18n/booking-later-texts.en";

type FieldErrorKey = keyof typeof bookingLaterEn.fieldErrors;
const keys = Object.keys(bookingLaterEn.fieldErrors) as FieldErrorKey[];

/**
 * A details field's message in the page's language. The contract's rules and the server's field errors
 * are English; each known one is found among the English texts by its words, and any other (none today)
 * reads as written rather than not at all.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const text = useBookingTexts("fieldErrors");
  return (message) => {
    const key = keys.find((k) => bookingLaterEn.fieldErrors[k] === message);
    return key ? text[key] : message;
  };
}
