import { describe, expect, it } from "vitest";
import { adminSections, currentSectionId, displayEmail, sectionBeyond, sectionsFor } from "./sections";

describe("the admin panel's sections (admin.md §2)", () => {
  it("are the spec's ids and labels, all built (Users is the staff screen, Analytics its figures: issue 34)", () => {
    expect(adminSections.map((s) => [s.id, s.label, s.disabled === true])).toEqual([
      ["dashboard", "Dashboard", false],
      ["agenda", "Agenda", false],
      ["reviews", "Reviews", false],
      ["bookings", "Bookings", false],
      ["patients", "Patients", false],
      ["slots", "Slot Management", false],
      ["appointment-kinds", "Appointment kinds", false],
      ["packages", "Packages", false],
      ["pricing", "Pricing", false],
      ["settings", "Settings", false],
      ["users", "Users", false],
      ["analytics", "Analytics", false],
    ]);
  });

  it("hide appointment kinds, packages, pricing, settings and users from all but owners", () => {
    const ids = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.id);
    expect(ids("owner")).toContain("users");
    expect(ids("owner")).toContain("appointment-kinds");
    expect(ids("front_desk")).toEqual([
      "dashboard",
      "agenda",
      "reviews",
      "bookings",
      "patients",
      "slots",
      "analytics",
    ]);
    expect(ids("practitioner")).not.toContain("settings");
    expect(ids("practitioner")).not.toContain("appointment-kinds");
    expect(ids("owner")).toContain("packages");
    expect(ids("practitioner")).not.toContain("packages");
  });

  it("give the front desk its dashboard under ?section=dashboard, as /admin opens the agenda for them", () => {
    const dashboard = (role: Parameters<typeof sectionsFor>[0]) =>
      sectionsFor(role).find((s) => s.id === "dashboard")?.to;
    expect(dashboard("front_desk")).toBe("/admin?section=dashboard");
    expect(dashboard("owner")).toBe("/admin");
    expect(currentSectionId("/admin", "?section=dashboard")).toBe("dashboard");
    expect(currentSectionId("/admin/agenda", "")).toBe("agenda");
  });

  it("open Analytics at /admin/analytics for every role, as the server's earnings roles allow", () => {
    for (const role of ["owner", "practitioner", "front_desk"] as const)
      expect(sectionsFor(role).find((s) => s.id === "analytics")?.to).toBe("/admin/analytics");
    expect(currentSectionId("/admin/analytics", "")).toBe("analytics");
  });

  it("follow the location", () => {
    expect(currentSectionId("/admin", "")).toBe("dashboard");
    expect(currentSectionId("/admin/", "?section=reviews")).toBe("reviews");
    expect(currentSectionId("/admin/slots", "")).toBe("slots");
    expect(currentSectionId("/admin/settings/", "")).toBe("settings");
    expect(currentSectionId("/admin/patients", "")).toBe("patients");
    expect(currentSectionId("/admin/patients/p-1", "")).toBe("patients");
  });

  it("name the section a typed address opens that the role may not (the shell says so instead)", () => {
    expect(sectionBeyond("front_desk", "/admin/settings", "")?.id).toBe("settings");
    expect(sectionBeyond("practitioner", "/admin/pricing/", "")?.id).toBe("pricing");
    expect(sectionBeyond("owner", "/admin/settings", "")).toBeUndefined();
    expect(sectionBeyond("front_desk", "/admin/agenda", "")).toBeUndefined();
    expect(sectionBeyond("practitioner", "/admin/patients/p-1", "")).toBeUndefined();
  });

  it("show the email only when it has an @", () => {
    expect(displayEmail("doctor@clinic.example")).toBe("doctor@clinic.example");
    expect(displayEmail("not-an-email")).toBe("Email not available");
    expect(displayEmail(null)).toBe("Email not available");
  });
});
