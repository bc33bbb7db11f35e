import { ComingSoon } from "../features/admin-shell/coming-soon";

/** /admin/settings (admin.md §2); its issue replaces the placeholder. */
export default function AdminSettingsRoute() {
  return <ComingSoon title="Settings" />;
}
