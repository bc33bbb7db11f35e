import { type BookingTexts, bookingEn } from "./booking-texts.en";
import { textsContext } from "./texts-context";

/**
 * The booking pages' texts (issue 33): English by default, Hindi or Kannada from the booking layout of
 * that language (routes/app-providers-layout-hi.tsx, -kn.tsx).
 */
const booking = textsContext<BookingTexts>(bookingEn);

export const BookingTextsProvider = booking.TextsProvider;
export const useBookingTexts = booking.useSection;
