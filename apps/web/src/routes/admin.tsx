import { useSearchParams } from "react-router";
import { ComingSoon } from "../features/admin-shell/coming-soon";

/** /admin: the dashboard (or the reviews section, `?section=reviews`); their issues fill them in. */
export default function AdminDashboardRoute() {
  const [params] = useSearchParams();
  return <ComingSoon title={params.get("section") === "reviews" ? "Reviews" : "Dashboard"} />;
}
