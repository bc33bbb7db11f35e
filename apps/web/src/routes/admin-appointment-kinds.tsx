import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const KindsPage = lazy(() =>
  import("../features/appointment-kinds/kinds-page").then((m) => ({ default: m.KindsPage })),
);

/** /admin/appointment-kinds: what patients can book, its length, price and colour (issue 34; owners). */
export default function AdminAppointmentKindsRoute() {
  return <KindsPage />;
}
