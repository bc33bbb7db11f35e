import { fill } from "@clinic/contract/messages";
import type { CalendarWords } from "../components/ui/month-calendar";
import type { BookingTexts } from "../i18n/booking-texts.en";
import { bookingEn } from "../i18n/booking-texts.en";

/** The booking calendar's words in a language, as `useBookingTexts("calendar")` gives them to the wizard. */
export function calendarWords(texts: BookingTexts = bookingEn): CalendarWords {
  return { ...texts.calendar, say: (key, values) => fill(texts.calendar[key], values) };
}
