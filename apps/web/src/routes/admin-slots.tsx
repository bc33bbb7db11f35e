import { SlotsPage } from "../features/slots/slots-page";

/** /admin/slots (admin.md §2 Slot Management). */
export default function AdminSlotsRoute() {
  return <SlotsPage />;
}
