import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const SettingsPage = lazy(() =>
  import("../features/settings/settings-page").then((m) => ({ default: m.SettingsPage })),
);

/** /admin/settings (admin.md §2 Settings page). */
export default function AdminSettingsRoute() {
  return <SettingsPage />;
}
