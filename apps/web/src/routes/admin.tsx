import { useSearchParams } from "react-router";
import { AdminReviewsSection } from "../features/admin-reviews/admin-reviews-section";
import { ComingSoon } from "../features/admin-shell/coming-soon";
import { adminSections } from "../features/admin-shell/sections";
import { DashboardSection } from "../features/dashboard/dashboard-section";

/**
 * /admin: the dashboard, or the reviews section (`?section=reviews`). A section announced but
 * not built (Users, Analytics: disabled in the sidebar) says 'Coming Soon' if its address is
 * opened directly (admin.md §2).
 */
export default function AdminDashboardRoute() {
  const [params] = useSearchParams();
  const section = params.get("section");
  if (section === "reviews") return <AdminReviewsSection />;
  const announced = adminSections.find((s) => s.disabled && s.id === section);
  if (announced) return <ComingSoon title={announced.label} />;
  return <DashboardSection />;
}
