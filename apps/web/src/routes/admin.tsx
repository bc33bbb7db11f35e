import { lazy } from "react";
import { Navigate, useSearchParams } from "react-router";
import { ComingSoon } from "../features/admin-shell/coming-soon";
import { adminSections, landsOnAgenda } from "../features/admin-shell/sections";
import { useStaffRole } from "../features/auth";

// Loaded when the page opens (decision 0111).
const AdminReviewsSection = lazy(() =>
  import("../features/admin-reviews/admin-reviews-section").then((m) => ({ default: m.AdminReviewsSection })),
);
const DashboardSection = lazy(() =>
  import("../features/dashboard/dashboard-section").then((m) => ({ default: m.DashboardSection })),
);

/**
 * /admin: the dashboard, or the reviews section (`?section=reviews`). A section announced but
 * not built (disabled in the sidebar) says 'Coming Soon' if its address is opened directly
 * (admin.md §2); one built since (Users, Analytics: issue 34) is sent on to its own page, so an old
 * `?section=` link still lands. The front desk is sent on to the agenda (issue 34).
 */
export default function AdminDashboardRoute() {
  const [params] = useSearchParams();
  const section = params.get("section");
  const role = useStaffRole();
  // The front desk starts its day on the agenda (issue 34); its Dashboard link names the section.
  if (section === null && landsOnAgenda(role)) return <Navigate to="/admin/agenda" replace />;
  if (section === "reviews") return <AdminReviewsSection />;
  const built = adminSections.find((s) => s.id === section && s.to?.startsWith("/admin/"));
  if (built?.to) return <Navigate to={built.to} replace />;
  const announced = adminSections.find((s) => s.disabled && s.id === section);
  if (announced) return <ComingSoon title={announced.label} />;
  return <DashboardSection />;
}
