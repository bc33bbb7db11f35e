/** What other features use of Slot Management: the admin's booking dialog (also opened from Bookings). */
export { CreateBookingDialog } from "./create-booking-dialog";
