import { lazy } from "react";

// Each admin section's code loads when its page opens (decision 0111): the route table every page downloads
// then lists one small file per admin page, not the thirty the section imports.
const SlotsPage = lazy(() => import("../features/slots/slots-page").then((m) => ({ default: m.SlotsPage })));

/** /admin/slots (admin.md §2 Slot Management). */
export default function AdminSlotsRoute() {
  return <SlotsPage />;
}
