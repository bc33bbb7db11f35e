import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/admin-session";

/**
 * axe-core (WCAG 2.2 A and AA) on every admin route, signed in, at a phone's width (375 px) and a
 * laptop's (1280 px). Each route's counts are logged and attached to the report (`axe-counts`).
 */
const routes: Array<{ path: string; heading: string }> = [
  { path: "/admin", heading: "Admin Dashboard" },
  { path: "/admin?section=reviews", heading: "Reviews" },
  { path: "/admin/slots", heading: "Manage Slots" },
  { path: "/admin/bookings", heading: "Bookings" },
  { path: "/admin/patients", heading: "Patients" },
  { path: "/admin/pricing", heading: "Pricing" },
  { path: "/admin/settings", heading: "Settings" },
];
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

for (const route of routes) {
  test(`${route.path} has no WCAG 2.2 A/AA violations at 375 px and 1280 px`, async ({ page }, info) => {
    // axe over a long slot list is slow on a busy 2-core machine; the budget is generous, not a timing check.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.goto(route.path);
    await expect(page.getByRole("heading", { level: 1, name: route.heading, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const narrow = await violations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForLoadState("networkidle");
    const wide = await violations(page);
    const counts = { route: route.path, "375": narrow.length, "1280": wide.length };
    await info.attach("axe-counts", { body: JSON.stringify(counts), contentType: "application/json" });
    console.log(`axe violations: ${JSON.stringify(counts)}`);
    expect.soft(narrow, `${route.path} at 375 px`).toEqual([]);
    expect(wide, `${route.path} at 1280 px`).toEqual([]);
  });
}
