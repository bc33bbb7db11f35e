import { type RenderOptions, render as renderScreen } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { BookingTextsProvider } from "../i18n/booking";
import { bookingLaterEn } from "../i18n/booking-later-texts.en";
import { bookingEn } from "../i18n/booking-texts.en";

/** The booking texts as the English pages give them (a test's own provider inside wins). */
function EnglishBookingTexts({ children }: { children: ReactNode }) {
  return <BookingTextsProvider texts={{ ...bookingEn, ...bookingLaterEn }}>{children}</BookingTextsProvider>;
}

/**
 * Testing Library's `render` for components that read the booking texts: the pages give those (decision
 * 0127), so a component rendered alone gets English's, as an English page would.
 */
export function render(ui: ReactElement, options?: RenderOptions) {
  return renderScreen(ui, { wrapper: EnglishBookingTexts, ...options });
}
