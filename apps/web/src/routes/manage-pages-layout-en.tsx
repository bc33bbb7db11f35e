import { Outlet } from "react-router";
import { BookingTextsProvider } from "../i18n/booking";
import { bookingEn } from "../i18n/booking-texts.en";

/**
 * The confirmation and manage pages in English: client-rendered, they have no build-time data to carry
 * their texts, so their layout gives the booking texts (the manage and record texts default to English).
 */
export default function ManagePagesLayoutEn() {
  return (
    <BookingTextsProvider texts={bookingEn}>
      <Outlet />
    </BookingTextsProvider>
  );
}
