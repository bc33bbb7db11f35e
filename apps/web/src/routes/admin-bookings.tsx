import { BookingsPage } from "../features/bookings/bookings-page";

/** /admin/bookings (admin.md §2 Bookings). */
export default function AdminBookingsRoute() {
  return <BookingsPage />;
}
