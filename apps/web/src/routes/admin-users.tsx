import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const StaffPage = lazy(() => import("../features/staff/staff-page").then((m) => ({ default: m.StaffPage })));

/** /admin/users: the clinic's staff and their roles (issue 34; admin.md §2's announced "Users"). */
export default function AdminUsersRoute() {
  return <StaffPage />;
}
