import { expect, type Page } from "@playwright/test";

/** The public site's pages and what each must say (public-site.md §2). */
export const HERO_HEADING = "Professional Physiotherapy Care with Healing Touch";

export const marketingPages = [
  { path: "/", h1: HERO_HEADING, text: ["Our Services", "Quick Stats", "Quick Response"] },
  {
    path: "/about-us",
    h1: "About Us",
    text: ["Our Mission", "Our Approach", "Meet Our Team", "Dr. Priya Sharma"],
  },
  {
    path: "/about-lymphoedema",
    h1: "About Lymphoedema",
    text: ["What is Lymphoedema?", "Common Causes", "Key Symptoms", "Our Treatment Approach"],
  },
  { path: "/accolades", h1: "Accolades", text: ["Certifications", "Awards", "Professional Memberships"] },
  { path: "/privacy", h1: "Privacy Policy", text: ["What we collect", "How long we keep it", "Your rights"] },
  {
    path: "/terms",
    h1: "Terms and Conditions",
    text: ["Booking and payment", "Rescheduling and cancelling"],
  },
] as const;

export const navLinks = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about-us" },
  { name: "About Lymphoedema", path: "/about-lymphoedema" },
  { name: "Accolades", path: "/accolades" },
  { name: "Reviews", path: "/reviews" },
  { name: "Book Consultation", path: "/book-consultation" },
] as const;

/** Opens `path` and waits until React has hydrated the page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

export function navLink(page: Page, name: string) {
  return mainNav(page).getByRole("link", { name, exact: true });
}
