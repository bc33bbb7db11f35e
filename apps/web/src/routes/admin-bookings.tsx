import { ComingSoon } from "../features/admin-shell/coming-soon";

/** /admin/bookings (admin.md §2); its issue replaces the placeholder. */
export default function AdminBookingsRoute() {
  return <ComingSoon title="Bookings" />;
}
