import { PricingPage } from "../features/pricing/pricing-page";

/** /admin/pricing (admin.md §2 Pricing page). */
export default function AdminPricingRoute() {
  return <PricingPage />;
}
