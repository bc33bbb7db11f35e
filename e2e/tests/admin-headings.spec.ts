import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/admin-session";

/**
 * admin.md §2: each admin page's name is one heading, the shell's <h1> ('Manage Slots', 'Bookings',
 * 'Pricing', 'Settings', ...), never repeated by a heading of the page itself, so a strict
 * `getByRole('heading', { name })` finds exactly one. The outline under it skips no level.
 */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator("main")
    .first()
    .evaluate((main) =>
      Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName.slice(1))),
    );
}

const pages: Array<{ path: string; name: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: "/admin/slots",
    name: "Manage Slots",
    ready: (page) => expect(page.getByRole("heading", { name: "Bulk Create Slots" })).toBeVisible(),
  },
  {
    path: "/admin/bookings",
    name: "Bookings",
    ready: (page) => expect(page.getByText(/^Showing \d+-\d+ of \d+ slots$/)).toBeVisible(),
  },
  {
    path: "/admin/pricing",
    name: "Pricing",
    ready: (page) => expect(page.getByRole("button", { name: "Update Pricing" })).toBeVisible(),
  },
  {
    path: "/admin/settings",
    name: "Settings",
    ready: (page) => expect(page.getByRole("tab", { name: "General" })).toBeVisible(),
  },
  {
    path: "/admin",
    name: "Admin Dashboard",
    ready: (page) => expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible(),
  },
  {
    path: "/admin?section=reviews",
    name: "Reviews",
    ready: (page) => expect(page.getByRole("heading", { name: "Review Moderation" })).toBeVisible(),
  },
];

test("each admin page's name is exactly one heading, the h1, with an outline that skips no level", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  for (const { path, name, ready } of pages) {
    await page.goto(path);
    await ready(page);
    // Substring and exact: one heading either way (strict locators resolve).
    await expect(page.getByRole("heading", { name }), `${path}: headings named ${name}`).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const levels = await headingLevels(page);
    expect(levels[0], `${path}: the first heading is the h1`).toBe(1);
    for (let i = 1; i < levels.length; i++)
      expect(
        (levels[i] ?? 0) - (levels[i - 1] ?? 0),
        `${path}: heading ${i} (h${levels[i]}) after h${levels[i - 1]}`,
      ).toBeLessThanOrEqual(1);
  }
});
