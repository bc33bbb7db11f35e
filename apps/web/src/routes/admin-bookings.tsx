import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const BookingsPage = lazy(() =>
  import("../features/bookings/bookings-page").then((m) => ({ default: m.BookingsPage })),
);

/** /admin/bookings (admin.md §2 Bookings). */
export default function AdminBookingsRoute() {
  return <BookingsPage />;
}
