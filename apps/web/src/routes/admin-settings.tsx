import { SettingsPage } from "../features/settings/settings-page";

/** /admin/settings (admin.md §2 Settings page). */
export default function AdminSettingsRoute() {
  return <SettingsPage />;
}
