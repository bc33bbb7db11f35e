import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const AnalyticsPage = lazy(() =>
  import("../features/analytics/analytics-page").then((m) => ({ default: m.AnalyticsPage })),
);

/** /admin/analytics: no-shows, utilisation, revenue by kind and new vs returning patients (issue 34). */
export default function AdminAnalyticsRoute() {
  return <AnalyticsPage />;
}
