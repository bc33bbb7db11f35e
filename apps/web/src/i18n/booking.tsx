import type { BookingTexts } from "./booking-texts.en";
import { givenTextsContext } from "./texts-context";

/**
 * The booking texts (issue 33; booking-texts.en.ts says what they cover), given by the page: the wizard
 * and the reviews page from their build-time loader data in the page's language, the confirmation and
 * manage pages from their language's layout (routes/manage-pages-layout-*.tsx). So the wizard's first
 * load carries none of them (decision 0127).
 */
const booking = givenTextsContext<BookingTexts>("booking");

export const BookingTextsProvider = booking.TextsProvider;
export const useBookingTexts = booking.useSection;
