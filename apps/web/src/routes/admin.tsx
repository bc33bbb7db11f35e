import { useSearchParams } from "react-router";
import { AdminReviewsSection } from "../features/admin-reviews/admin-reviews-section";
import { ComingSoon } from "../features/admin-shell/coming-soon";

/** /admin: the dashboard (or the reviews section, `?section=reviews`); their issues fill them in. */
export default function AdminDashboardRoute() {
  const [params] = useSearchParams();
  if (params.get("section") === "reviews") return <AdminReviewsSection />;
  return <ComingSoon title="Dashboard" />;
}
