import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const PricingPage = lazy(() =>
  import("../features/pricing/pricing-page").then((m) => ({ default: m.PricingPage })),
);

/** /admin/pricing (admin.md §2 Pricing page). */
export default function AdminPricingRoute() {
  return <PricingPage />;
}
