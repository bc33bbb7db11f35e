import type { MetaFunction } from "react-router";
import { useLocation } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

const titles: Record<string, string> = {
  "/admin": "Admin Dashboard",
  "/admin/slots": "Manage Slots",
  "/admin/bookings": "Manage Bookings",
  "/admin/pricing": "Pricing",
  "/admin/settings": "Settings",
};

function titleFor(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return titles[normalised] ?? "Admin";
}

export const meta: MetaFunction = ({ location }) => [
  { title: `${titleFor(location.pathname)} | ${clinic.name}` },
  { name: "robots", content: "noindex" },
];

/** Placeholder for the admin area (admin.md); the admin issues replace it with the real screens. */
export default function AdminRoute() {
  const { pathname } = useLocation();
  return (
    <main id="main-content" className="min-h-dvh bg-slate-50">
      <PagePlaceholder title={titleFor(pathname)} description="The admin area is being prepared." />
    </main>
  );
}
