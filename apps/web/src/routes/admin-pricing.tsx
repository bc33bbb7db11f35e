import { ComingSoon } from "../features/admin-shell/coming-soon";

/** /admin/pricing (admin.md §2); its issue replaces the placeholder. */
export default function AdminPricingRoute() {
  return <ComingSoon title="Pricing" />;
}
