import type { BookingLaterTexts } from "./booking-later-texts.en";
import type { BookingTexts } from "./booking-texts.en";
import { givenTextsContext } from "./texts-context";

/**
 * The booking texts (issue 33; booking-texts.en.ts says what they cover), given by the page: the wizard
 * and the reviews page from their build-time loader data in the page's language, the confirmation and
 * manage pages from their language's layout (routes/manage-pages-layout-*.tsx). So the wizard's first
 * load carries none of them (decision 0127). The wizard's later steps add theirs when they load
 * (booking-later.tsx), the reviews page its robot check's in its loader data.
 */
const booking = givenTextsContext<BookingTexts & BookingLaterTexts>("booking");

export const BookingTextsProvider = booking.TextsProvider;
export const useBookingTexts = booking.useSection;
