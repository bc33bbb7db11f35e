import { ComingSoon } from "../features/admin-shell/coming-soon";

/** /admin/slots (admin.md §2); its issue replaces the placeholder. */
export default function AdminSlotsRoute() {
  return <ComingSoon title="Slot Management" />;
}
