import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const PackagesPage = lazy(() => import("../features/packages").then((m) => ({ default: m.PackagesPage })));

/** /admin/packages: courses of care, sessions sold together (issue 35; owners keep the list). */
export default function AdminPackagesRoute() {
  return <PackagesPage />;
}
