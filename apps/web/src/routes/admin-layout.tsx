import { Suspense } from "react";
import type { MetaFunction } from "react-router";
import { Outlet, useLocation } from "react-router";
import { TooltipDefaults } from "../app/tooltip-provider";
import { clinic } from "../content/clinic";
import { AdminShell, SectionLoading } from "../features/admin-shell/admin-shell";
import { adminSections, currentSectionId } from "../features/admin-shell/sections";
import { AdminGuard, useClearWantedPathOnceIn } from "../features/auth/admin-guard";

const titles: Record<string, string> = {
  dashboard: "Admin Dashboard",
  reviews: "Reviews",
  slots: "Manage Slots",
  bookings: "Bookings",
  patients: "Patients",
  pricing: "Pricing",
  settings: "Settings",
  users: "Users",
};

export function adminTitle(pathname: string, search = ""): string {
  const id = currentSectionId(pathname, search);
  return titles[id] ?? adminSections.find((s) => s.id === id)?.label ?? "Admin";
}

export const meta: MetaFunction = ({ location }) => [
  { title: `${adminTitle(location.pathname, location.search)} | ${clinic.name}` },
  { name: "robots", content: "noindex" },
];

function Panel({ isAdmin, children }: { isAdmin: boolean; children: React.ReactNode }) {
  useClearWantedPathOnceIn(isAdmin);
  return <>{children}</>;
}

/**
 * Every /admin page: the guard (admin.md §2: loading, sign-in, token error, access denied), then
 * the panel shell around the section. Its code is its own chunk, loaded only on admin routes.
 */
export default function AdminLayout() {
  const location = useLocation();
  return (
    <TooltipDefaults>
      <AdminGuard>
        {(user) => (
          <Panel isAdmin={user.isAdmin}>
            <AdminShell user={user} title={adminTitle(location.pathname, location.search)}>
              {/* Each section's code loads when it first opens (decision 0111); moving between sections
                  keeps the current one on screen until the next is ready. */}
              <Suspense fallback={<SectionLoading />}>
                <Outlet />
              </Suspense>
            </AdminShell>
          </Panel>
        )}
      </AdminGuard>
    </TooltipDefaults>
  );
}
