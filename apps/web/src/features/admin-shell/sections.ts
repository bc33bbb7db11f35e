import { roleGroups, roleMay, type StaffRole } from "@clinic/contract/staff";
import {
  BarChart3,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Contact,
  IndianRupee,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Settings,
  Shapes,
  Star,
  Users,
} from "lucide-react";

/** The panel's sections (admin.md §2 panel shell), in the sidebar's order. */
export type AdminSection = {
  id: string;
  label: string;
  icon: LucideIcon;
  /** Where it lives; disabled sections have none. */
  to?: string;
  disabled?: boolean;
  /** Who sees it (the roles of the server's routes behind it); everyone when left out. */
  roles?: readonly StaffRole[];
};

export const adminSections: readonly AdminSection[] = [
  { id: "dashboard", label: "Dashboard", icon: LayoutDashboard, to: "/admin" },
  { id: "agenda", label: "Agenda", icon: CalendarDays, to: "/admin/agenda" },
  { id: "reviews", label: "Reviews", icon: Star, to: "/admin?section=reviews" },
  { id: "bookings", label: "Bookings", icon: CalendarCheck, to: "/admin/bookings" },
  { id: "patients", label: "Patients", icon: Contact, to: "/admin/patients" },
  { id: "slots", label: "Slot Management", icon: CalendarClock, to: "/admin/slots" },
  {
    id: "appointment-kinds",
    label: "Appointment kinds",
    icon: Shapes,
    to: "/admin/appointment-kinds",
    roles: roleGroups.owner,
  },
  // Owners keep the list; every role sells packages on a patient's page, so the others need no section.
  { id: "packages", label: "Packages", icon: Package, to: "/admin/packages", roles: roleGroups.owner },
  { id: "pricing", label: "Pricing", icon: IndianRupee, to: "/admin/pricing", roles: roleGroups.owner },
  { id: "settings", label: "Settings", icon: Settings, to: "/admin/settings", roles: roleGroups.owner },
  { id: "users", label: "Users", icon: Users, to: "/admin/users", roles: roleGroups.owner },
  { id: "analytics", label: "Analytics", icon: BarChart3, to: "/admin/analytics" },
];

/** Where the front desk's Dashboard lives: /admin itself opens the agenda for them (their day's work). */
export const frontDeskDashboard = "/admin?section=dashboard";

/** Whether /admin, opened with no section, sends this role to the agenda instead of the dashboard. */
export function landsOnAgenda(role: StaffRole | null): boolean {
  return role === "front_desk";
}

/** The sections a role sees, in order. */
export function sectionsFor(role: StaffRole | null): AdminSection[] {
  return adminSections
    .filter((section) => !section.roles || roleMay(section.roles, role))
    .map((section) =>
      section.id === "dashboard" && landsOnAgenda(role) ? { ...section, to: frontDeskDashboard } : section,
    );
}

/**
 * The section a location shows when the role may not open it (a typed or bookmarked address; no link
 * leads there): the shell then says so instead of the page (decision 0128's roles, seen from the screen).
 */
export function sectionBeyond(
  role: StaffRole | null,
  pathname: string,
  search: string,
): AdminSection | undefined {
  const section = adminSections.find((each) => each.id === currentSectionId(pathname, search));
  return section?.roles && !roleMay(section.roles, role) ? section : undefined;
}

/** Which section a location shows. */
export function currentSectionId(pathname: string, search: string): string {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/admin")
    return new URLSearchParams(search).get("section") === "reviews" ? "reviews" : "dashboard";
  // A patient's own page belongs to Patients.
  if (path.startsWith("/admin/patients/")) return "patients";
  return adminSections.find((s) => s.to === path)?.id ?? "dashboard";
}

/** A shown email only when it looks like one (admin.md §2: 'Email not available' otherwise). */
export function displayEmail(email: string | null | undefined): string {
  return email?.includes("@") ? email : "Email not available";
}
